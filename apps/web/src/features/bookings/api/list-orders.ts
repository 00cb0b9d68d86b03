import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { Page } from "../../../lib/list/use-paged-query";
import { type OrderQuery, type OrderRow, orderKeys } from "../../orders";

/** GET /order: the customer's own orders, one page (statuses travel as "1,3,6"). */
export function fetchOrders(query: OrderQuery, signal?: AbortSignal) {
  return api.get<Page<OrderRow>>("/order", { ...query }, { signal });
}

/** One page of the bookings list (the bookings page runs it through usePagedQuery). */
export function orderListOptions(query: OrderQuery, language: Language) {
  return queryOptions({ queryKey: orderKeys.list(query, language), queryFn: ({ signal }) => fetchOrders(query, signal) });
}
