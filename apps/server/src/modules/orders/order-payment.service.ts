import type { OrderPayment, Payee } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { listOrderEvents } from "./order-events.repository";
import { findOrder } from "./order-row.repository";
import type { Reader } from "./order-views.service";

/**
 * GET /order/{id}/payment: what the customer owes and where to pay it. The invoice (issued by
 * operations) is what is owed once there is one; before it the booking's estimate (its quote's
 * prices × its spaces) is the best figure there is. Change fees travel beside, as charged.
 */
export async function orderPayment(db: Db, orderId: number, reader: Reader, payee: Payee): Promise<OrderPayment> {
  const order = await findOrder(db, orderId, reader.kind === "owner" ? reader.id : undefined);
  // operations read no drafts (order-views.service.ts): the same 404 as a missing order
  if (!order || (reader.kind === "ops" && order.status === 0)) throw notFound();
  const events = await listOrderEvents(db, orderId);
  const change_fees = events
    .filter((event) => event.action === "amend_si" && event.amount !== null)
    .map((event) => ({ amount: event.amount as string, currency: event.currency, create_time: event.create_time.toISOString() }));
  const owed =
    order.invoice_amount !== null
      ? { basis: "invoice" as const, amount: order.invoice_amount, currency: order.invoice_currency }
      : order.quote_amount !== null
        ? { basis: "estimate" as const, amount: order.quote_amount, currency: order.quote_currency }
        : { basis: "none" as const, amount: null, currency: "" };
  return { ...owed, change_fees, payee };
}
