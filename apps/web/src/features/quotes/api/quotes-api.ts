import type { QuoteView } from "@haiyun/shared/schemas/quote";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { Page } from "../../../lib/list/use-paged-query";

/** A quote as GET /quote lists it; forwarder fields only with quote_forwarder. */
export type Quote = QuoteView;

/** The quotes filters, and the sort (`price_<container_id>`, transit_days, edate). */
export interface QuoteFilters {
  pol_id?: number;
  to_id?: number;
  carrier_id?: number[];
  forwarder_id?: number[];
  field?: string;
  order?: "asc" | "desc";
}

export type QuoteQuery = QuoteFilters & { page: number; size: number };

export const quoteKeys = {
  lists: () => ["quotes", "list"] as const,
  list: (query: QuoteQuery, language: Language) => ["quotes", "list", query, language] as const,
};

export function fetchQuotes(query: QuoteQuery, signal?: AbortSignal) {
  return api.get<Page<Quote>>("/quote", { ...query }, { signal });
}

export function quoteListOptions(query: QuoteQuery, language: Language) {
  return queryOptions({ queryKey: quoteKeys.list(query, language), queryFn: ({ signal }) => fetchQuotes(query, signal) });
}
