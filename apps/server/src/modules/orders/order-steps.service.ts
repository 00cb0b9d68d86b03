import { type BookingResult, DOCUMENT_TYPE } from "@haiyun/shared";
import { AppError } from "../../lib/app-error";
import { lockOrderDocument, markConsumed } from "./order-documents.repository";
import { transition } from "./order-transition.service";
import type { Customer, OrdersContext } from "./orders.service";
import { documentTypeInText } from "./supply-present";

// spec §2 bill confirm, payment and telex dialogs, §7 PUT /order/pass, /fail, /pay, /telex
// (issue 10): the customer's steps after the instruction, each one transition.

const resultOf = (result: { id: number; order_no: string; status: number | null }): BookingResult => ({
  id: result.id,
  order_no: result.order_no,
  status: result.status ?? 0,
});

/** PUT /order/pass (4 → 5) and /order/fail with a reason (4 → 20). */
export async function checkBill(ctx: OrdersContext, customer: Customer, orderId: number, reason: string | null) {
  const result = await transition(ctx.db, {
    orderId,
    action: reason === null ? "bill_pass" : "bill_fail",
    actor: { id: customer.id, role: "owner", lang: customer.lang },
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: async (_tx, { order }) => ({ orderId: order!.id, reason: reason ?? "" }),
  });
  return resultOf(result);
}

const ATTACHMENT_OF = { pay: DOCUMENT_TYPE.PAYMENT_RECEIPT, telex: DOCUMENT_TYPE.TELEX_GUARANTEE } as const;

/**
 * PUT /order/pay (5 → 6) and /order/telex (7 → 8): `filename` names the receipt or guarantee the
 * customer uploaded for this order (POST /attachment) and no action used yet. The link and the
 * status change commit together (DESIGN §4); anything else — another customer's upload, another
 * order's, another type — is the same 404 and changes nothing.
 */
export async function linkAttachment(
  ctx: OrdersContext,
  customer: Customer,
  action: "pay" | "telex",
  orderId: number,
  attachmentId: number,
) {
  const type = ATTACHMENT_OF[action];
  const result = await transition(ctx.db, {
    orderId,
    action,
    actor: { id: customer.id, role: "owner", lang: customer.lang },
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: async (tx, { order }) => {
      const attachment = await lockOrderDocument(tx, {
        id: attachmentId,
        orderId: order!.id,
        type,
        uploaderId: customer.id,
        unconsumed: true,
      });
      if (!attachment) {
        throw new AppError("ATTACHMENT_NOT_FOUND", { params: { type: documentTypeInText(type, customer.lang) } });
      }
      await markConsumed(tx, attachment.id, action);
      return { orderId: order!.id, fileId: attachment.file_id };
    },
  });
  return resultOf(result);
}
