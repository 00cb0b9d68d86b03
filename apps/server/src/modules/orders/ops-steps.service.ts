import {
  type AmendSi,
  type BookingResult,
  DOCUMENT_TYPE,
  type IssueInvoice,
  type OrderAction,
  type PublishBill,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, fieldError } from "../../lib/app-error";
import type { Operator } from "./ops-orders.service";
import { lockOrderDocument } from "./order-documents.repository";
import { type Applied, type TransitionStep, transition } from "./order-transition.service";
import { updateOrder } from "./orders.repository";
import type { OrdersContext } from "./orders.service";
import { findOfferedCurrencies, updateInvoice } from "./supply.repository";
import { documentTypeInText } from "./supply-present";
import { writeSupply } from "./supply-write";

// DESIGN §4/§6 operations' rows after the instruction (issue 10): publish the bill draft, reject
// a payment, issue the invoice, release, and amend a submitted instruction for a change fee.
// Each is one transition; a document named by `file` is one operations attached to this order
// (POST /ops/order/{id}/document answered its id).

const resultOf = (result: { id: number; order_no: string; status: number | null }): BookingResult => ({
  id: result.id,
  order_no: result.order_no,
  status: result.status ?? 0,
});

function run(
  ctx: OrdersContext,
  operator: Operator,
  orderId: number,
  action: OrderAction,
  apply: (tx: Db, step: TransitionStep) => Promise<Applied>,
) {
  return transition(ctx.db, {
    orderId,
    action,
    actor: { id: operator.id, role: "ops", lang: operator.lang },
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply,
  }).then(resultOf);
}

/** The order's document of `type` named by `file`, or a 404 naming the type. */
async function documentOf(tx: Db, orderId: number, file: number, type: number, operator: Operator) {
  const document = await lockOrderDocument(tx, { id: file, orderId, type });
  if (!document) throw new AppError("DOCUMENT_NOT_FOUND", { params: { type: documentTypeInText(type, operator.lang) } });
  return document;
}

async function assertCurrency(tx: Db, currency: string, operator: Operator) {
  if (!(await findOfferedCurrencies(tx, [currency])).has(currency)) {
    throw fieldError("currency", "v.unknown_option", operator.lang);
  }
}

/** PUT /ops/order/{id}/bill: the bill draft (type 3) and the MBL number; 3 or 20 → 4. */
export function publishBill(ctx: OrdersContext, operator: Operator, orderId: number, body: PublishBill) {
  return run(ctx, operator, orderId, "publish_bill", async (tx, { order }) => {
    const document = await documentOf(tx, order!.id, body.file, DOCUMENT_TYPE.BILL_DRAFT, operator);
    await updateOrder(tx, order!.id, { mbl_no: body.mbl_no });
    return { orderId: order!.id, fileId: document.file_id };
  });
}

/** PUT /ops/order/{id}/payment-reject: 6 → 5 with a reason (the customer pays again). */
export function rejectPayment(ctx: OrdersContext, operator: Operator, orderId: number, reason: string) {
  return run(ctx, operator, orderId, "reject_payment", async (_tx, { order }) => ({ orderId: order!.id, reason }));
}

/** PUT /ops/order/{id}/invoice: the invoice (type 4), its amount and currency; 6 → 7. */
export function issueInvoice(ctx: OrdersContext, operator: Operator, orderId: number, body: IssueInvoice) {
  return run(ctx, operator, orderId, "issue_invoice", async (tx, { order }) => {
    const document = await documentOf(tx, order!.id, body.file, DOCUMENT_TYPE.INVOICE, operator);
    await assertCurrency(tx, body.currency, operator);
    await updateInvoice(tx, order!.id, body.amount, body.currency);
    return { orderId: order!.id, fileId: document.file_id, amount: body.amount, currency: body.currency };
  });
}

/** PUT /ops/order/{id}/release: the telex release (type 7); 8 → 10. */
export function releaseOrder(ctx: OrdersContext, operator: Operator, orderId: number, file: number) {
  return run(ctx, operator, orderId, "release", async (tx, { order }) => {
    const document = await documentOf(tx, order!.id, file, DOCUMENT_TYPE.TELEX_RELEASE, operator);
    return { orderId: order!.id, fileId: document.file_id };
  });
}

/**
 * PUT /ops/order/{id}/amend-si: operations change a submitted instruction (spec §4: later
 * changes incur a change fee). The status stays; the event records the fee, currency and reason.
 */
export function amendSupply(ctx: OrdersContext, operator: Operator, orderId: number, body: AmendSi) {
  const { fee, currency, reason, ...form } = body;
  return run(ctx, operator, orderId, "amend_si", async (tx, { order }) => {
    await assertCurrency(tx, currency, operator);
    await writeSupply(tx, order!, form, { lang: operator.lang, submit: false });
    return { orderId: order!.id, reason, amount: fee, currency };
  });
}
