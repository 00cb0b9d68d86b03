import { CONTAINER_MODE, type OrderForm } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { ownerScope, visibleOr404 } from "../core/order-access";
import { presentOrderForm } from "../core/order-present";
import { findOrder } from "../core/order-row.repository";
import { findOrderChildren } from "../core/orders.repository";
import { quoteIsLive } from "./order-quote";

// The customer's order as a booking form: for the edit pages, and as a copy that starts
// a new booking. Every change of an order is an action (actions/, run by action-runner.ts).

/** GET /order/docking/{id}: any own order as a booking form, for copy-fcl / copy-lcl. */
export async function orderFormOf(db: Db, customerId: number, orderId: number, forCopy = true): Promise<OrderForm> {
  const order = visibleOr404(ownerScope(customerId), await findOrder(db, orderId));
  const children = await findOrderChildren(db, orderId);
  // an LCL order's instruction rows are no part of its booking form
  if (order.container_mode !== CONTAINER_MODE.FCL) children.containers = [];
  const orderForm = presentOrderForm(order, children, forCopy);
  // a copy keeps its quote only while the quote is live; otherwise the link goes, and the form says so
  if (forCopy && orderForm.quote_id !== null && !(await quoteIsLive(db, orderForm.quote_id))) {
    orderForm.quote_id = null;
    orderForm.quote_dropped = true;
  }
  return orderForm;
}

/** GET /order/booking/{id}: an own order as its booking form, for the edit pages. */
export function bookingFormOf(db: Db, customerId: number, orderId: number): Promise<OrderForm> {
  return orderFormOf(db, customerId, orderId, false);
}
