import type { QuoteEstimate, QuoteView } from "@haiyun/shared/schemas/quote";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/list/use-language";

// Booking from a quote: the quote the form was opened from (GET /quote/{id}) and the
// estimated amount of the spaces typed (POST /quote/estimate). The prices on the order are the
// server's; the form only shows them.

export type BookingQuote = QuoteView;

export function useBookingQuote(id: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ["quotes", "one", id, language] as const,
    queryFn: ({ signal }) => api.get<BookingQuote>(`/quote/${id}`, undefined, { signal }),
    enabled: id > 0,
    retry: false,
    staleTime: 60_000,
  });
}

export interface EstimateSpace {
  container_id: number;
  count: number;
}

/** The estimate of these spaces; the last answer stays shown while the next one loads. */
export function useQuoteEstimate(quoteId: number, spaces: EstimateSpace[]) {
  const language = useLanguage();
  return useQuery({
    queryKey: ["quotes", "estimate", quoteId, spaces, language] as const,
    queryFn: () => api.post<QuoteEstimate>("/quote/estimate", { quote_id: quoteId, spaces }),
    enabled: quoteId > 0 && spaces.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
