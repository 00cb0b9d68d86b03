import { CONTAINER_MODE } from "./order-kinds";
import { ORDER_STATUS, type OrderStatus } from "./order-status";

// How the lists read an order's status: the row's action button and the simpler status set
// (re-exported by order-transitions.ts, where they were first kept).

const S = ORDER_STATUS;

/** The bookings list: what a row's action button reads and where it goes. */
export function rowActionOf(order: { id: number; status: number; container_mode: number }): {
  label: "edit" | "supply" | "view";
  path: string;
} {
  const kind = order.container_mode === CONTAINER_MODE.FCL ? "fcl" : "lcl";
  if (order.status === S.DRAFT) return { label: "edit", path: `/bookings/edit-${kind}/${order.id}` };
  if (order.status === S.AWAITING_SUPPLY) return { label: "supply", path: `/bookings/supply/${order.id}` };
  if (order.status >= S.AWAITING_BILL && order.status !== S.CANCELLED) {
    return { label: "view", path: `/bookings/supply-detail/${order.id}` };
  }
  return { label: "view", path: `/bookings/${order.id}` };
}

/** The simpler status set of the dictionary. */
export function simpleStatusOf(status: OrderStatus): "pending" | "confirmed" | "completed" | "cancelled" {
  if (status <= S.AWAITING_BOOKING) return "pending";
  if (status === S.COMPLETED) return "completed";
  if (status === S.CANCELLED) return "cancelled";
  return "confirmed";
}
