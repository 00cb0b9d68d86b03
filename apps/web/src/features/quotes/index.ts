export type { Quote, QuoteFilters } from "./api/quotes-api";
