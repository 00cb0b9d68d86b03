import type { OrderDetail, OrderDocument, OrderEvent, OrderRow } from "@haiyun/shared/schemas/order-view";
import type { Language } from "../../../lib/i18n";

export type { OrderDetail, OrderDocument, OrderEvent, OrderRow };

/** The filters of GET /order (spec §2 bookings list): the bar, then the wider panel. */
export interface OrderFilters {
  keyword?: string;
  to_id?: number;
  status?: number[];
  order_no?: string;
  cust_ref_no?: string;
  pol_id?: number;
  carrier_id?: number;
  vessel?: string;
  voyage?: string;
  create_from?: string;
  create_to?: string;
  etd_from?: string;
  etd_to?: string;
  eta_from?: string;
  eta_to?: string;
}

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
};
