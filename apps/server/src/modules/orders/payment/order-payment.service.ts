import type { OrderPayment, Payee } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { notFound } from "../../../lib/app-error";
import { maySee, type OrderScope } from "../core/order-access";
import { listOrderEvents } from "../core/order-events.repository";
import { findOrder } from "../core/order-row.repository";

/**
 * GET /order/{id}/payment: what the customer owes and where to pay it. The invoice (issued by
 * operations) is what is owed once there is one; before it the booking's estimate (its quote's
 * prices × its spaces) is the best figure there is. The invoice operations issue is the whole sum
 * owed, change fees included, so the fees charged for amending the instruction travel beside the
 * estimate only (to be paid on top of it) and never beside an invoice, where they would count twice.
 */
export async function orderPayment(db: Db, orderId: number, scope: OrderScope, payee: Payee): Promise<OrderPayment> {
  const order = await findOrder(db, orderId);
  if (!order || !maySee(scope, order)) throw notFound();
  if (order.invoice_amount !== null) {
    return { basis: "invoice", amount: order.invoice_amount, currency: order.invoice_currency, change_fees: [], payee };
  }
  const events = await listOrderEvents(db, orderId);
  const change_fees = events
    .filter((event) => event.action === "amend_si" && event.amount !== null)
    .map((event) => ({ amount: event.amount as string, currency: event.currency, create_time: event.create_time.toISOString() }));
  const owed =
    order.quote_amount !== null
      ? { basis: "estimate" as const, amount: order.quote_amount, currency: order.quote_currency }
      : { basis: "none" as const, amount: null, currency: "" };
  return { ...owed, change_fees, payee };
}
