export type { Rate, RateFilters } from "./api/rate-keys";
