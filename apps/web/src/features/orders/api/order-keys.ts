import type { OrderDetail, OrderDocument, OrderEvent, OrderListQuery, OrderRow } from "@haiyun/shared/schemas/order-view";
import type { Language } from "../../../lib/i18n";

export type { OrderDetail, OrderDocument, OrderEvent, OrderRow };

/** The filters of GET /order (the bookings list): the shared query's, without the paging. */
export type OrderFilters = Omit<OrderListQuery, "page" | "size">;

export type OrderQuery = OrderFilters & { page: number; size: number };

// Every answer names ports, carriers and statuses in the request's language: the language is in
// each key, so a switch asks again. `order(id)` is the prefix of all that is known of one order.
export const orderKeys = {
  all: () => ["orders"] as const,
  lists: () => ["orders", "list"] as const,
  list: (query: OrderQuery, language: Language) => ["orders", "list", query, language] as const,
  order: (id: number) => ["orders", "order", id] as const,
  detail: (id: number, language: Language) => ["orders", "order", id, "detail", language] as const,
  events: (id: number, language: Language) => ["orders", "order", id, "events", language] as const,
  documents: (id: number, language: Language) => ["orders", "order", id, "documents", language] as const,
  /** GET /order/shipment/{id}: the supply record */
  supply: (id: number, language: Language) => ["orders", "order", id, "supply", language] as const,
  /** GET /order/{id}/payment: what is owed and the account to pay (the Pay dialog) */
  payment: (id: number) => ["orders", "order", id, "payment"] as const,
  /** a document's bytes, fetched with the session's headers for a preview */
  file: (url: string) => ["orders", "file", url] as const,
};
