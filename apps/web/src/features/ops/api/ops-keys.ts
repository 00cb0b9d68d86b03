import type { CargoFlag } from "@haiyun/shared/cargo/special-cargo";
import type { OpsOrderListQuery } from "@haiyun/shared/schemas/order-view";
import type { Language } from "../../../lib/i18n";

/** The status filter of the desk: some statuses, or every one ("all": the filter cleared on purpose). */
export type OpsStatusFilter = number[] | "all";

/**
 * The desk's filters as the address bar keeps them: GET /ops/order's (the bookings list's, plus the
 * customer), with the desk's status and one cargo flag (the wire takes a comma list; the desk asks for one).
 */
export type OpsOrderFilters = Omit<OpsOrderListQuery, "page" | "size" | "status" | "cargo"> & {
  status?: OpsStatusFilter;
  cargo?: CargoFlag;
};

export type OpsOrderQuery = OpsOrderFilters & { page: number; size: number };

/** What GET /ops/order is asked: the filters as the wire names them (statuses as a comma list). */
export type OpsOrderRequest = Omit<OpsOrderFilters, "status"> & { status?: string; page: number; size: number };

export const opsKeys = {
  all: () => ["ops"] as const,
  lists: () => ["ops", "orders"] as const,
  list: (request: OpsOrderRequest, language: Language) => ["ops", "orders", request, language] as const,
  details: () => ["ops", "order"] as const,
  detail: (id: number, language: Language) => ["ops", "order", id, language] as const,
};
