import { OPS_WAITING_STATUSES, type OpsOrderRow } from "@haiyun/shared/schemas/order-view";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { Page } from "../../../lib/list/use-paged-query";
import { type OpsOrderFilters, type OpsOrderQuery, type OpsOrderRequest, opsKeys } from "./ops-keys";

export type { OpsOrderRow };

/**
 * The query GET /ops/order is sent. No status in the address bar is the desk's default view, the
 * orders waiting for operations; "all" sends no status at all.
 */
export function opsOrderRequestOf<Q extends OpsOrderFilters>({ status, ...rest }: Q): Omit<Q, "status"> & { status?: string } {
  const statuses = status ?? [...OPS_WAITING_STATUSES];
  return { ...rest, status: statuses === "all" ? undefined : statuses.join(",") };
}

export function fetchOpsOrders(request: OpsOrderRequest, signal?: AbortSignal) {
  return api.get<Page<OpsOrderRow>>("/ops/order", { ...request }, { signal });
}

/** One page of every customer's orders (the desk runs it through usePagedQuery). */
export function opsOrderListOptions(query: OpsOrderQuery, language: Language) {
  // the key is the request itself: the default view and its statuses written out are one entry
  const request = opsOrderRequestOf(query);
  return queryOptions({ queryKey: opsKeys.list(request, language), queryFn: ({ signal }) => fetchOpsOrders(request, signal) });
}
