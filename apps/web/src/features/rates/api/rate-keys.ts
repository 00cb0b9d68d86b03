import type { RateView } from "@haiyun/shared/schemas/rate";
import type { Language } from "../../../lib/i18n";

/** A rate as GET /rate lists it: the server's response schema. */
export type Rate = RateView;

/** The rate management filters: carrier, POL, delivery place and a validity range. */
export interface RateFilters {
  carrier_id?: number;
  pol_id?: number;
  to_id?: number;
  sdate?: string;
  edate?: string;
}

export type RateQuery = RateFilters & { page: number; size: number };

export const rateKeys = {
  all: () => ["rates"] as const,
  lists: () => ["rates", "list"] as const,
  // carrier, port and container names come translated: each language is its own entry
  list: (query: RateQuery, language: Language) => ["rates", "list", query, language] as const,
};
