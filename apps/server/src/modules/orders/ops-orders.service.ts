import type { ConfirmBooking, Lang, OrderDocument } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { fieldError, notFound } from "../../lib/app-error";
import type { Upload } from "../../lib/multipart";
import type { FileStore } from "../files/file-store";
import { storeFile } from "../files/files.service";
import { opsMaySee } from "./order-access";
import { insertOrderDocument } from "./order-events.repository";
import { findOrder } from "./order-list.repository";
import { transition } from "./order-transition.service";
import { findOfferedReferences, updateOrder } from "./orders.repository";
import type { OrdersContext } from "./orders.service";
import { presentDocument } from "./supply-present";

// Operations' side (DESIGN §4 /ops, §6 rows by O; issue 9 item 7): confirm or reject a booking,
// cancel an order, attach documents. Every status change goes through transition().

export interface Operator {
  id: number;
  lang: Lang;
}

const asOps = (operator: Operator) => ({ id: operator.id, role: "ops" as const, lang: operator.lang });
const resultOf = (result: { id: number; order_no: string; status: number | null }) => ({
  id: result.id,
  order_no: result.order_no,
  status: result.status ?? 0,
});

/** PUT /ops/order/{id}/confirm: the carrier's confirmation (SO, sailing, cut-offs); status 1 → 2. */
export async function confirmBooking(ctx: OrdersContext, operator: Operator, orderId: number, body: ConfirmBooking) {
  const result = await transition(ctx.db, {
    orderId,
    action: "confirm_booking",
    actor: asOps(operator),
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: async (tx, { order }) => {
      const [carrier] = await findOfferedReferences(tx, { carrier: [body.carrier_id] });
      if (!carrier) throw fieldError("carrier_id", "v.unknown_option", operator.lang);
      await updateOrder(tx, order!.id, {
        so_no: body.so_no,
        carrier_id: body.carrier_id,
        vessel: body.vessel,
        voyage: body.voyage,
        etd: body.etd,
        eta: body.eta,
        si_cutoff: new Date(body.si_cutoff),
        vgm_cutoff: new Date(body.vgm_cutoff),
        cy_cutoff: new Date(body.cy_cutoff),
      });
      return { orderId: order!.id };
    },
  });
  return resultOf(result);
}

/** PUT /ops/order/{id}/reject and /cancel: the reason goes on the timeline and into the mail. */
export async function closeByOps(
  ctx: OrdersContext,
  operator: Operator,
  orderId: number,
  action: "reject_booking" | "cancel_by_ops",
  reason: string,
) {
  const result = await transition(ctx.db, {
    orderId,
    action,
    actor: asOps(operator),
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: async (_tx, { order }) => ({ orderId: order!.id, reason }),
  });
  return resultOf(result);
}

/**
 * POST /ops/order/{id}/document: a document on a (submitted) order. The file is stored as the
 * order's customer's, so its link lives as long as their account, whoever of operations uploaded.
 */
export async function attachDocument(
  db: Db,
  store: FileStore,
  operator: Operator,
  orderId: number,
  input: { document_type: number; remark: string; file: Upload },
): Promise<OrderDocument & { file: number }> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId);
    if (!order || !opsMaySee(order)) throw notFound();
    const stored = await storeFile(tx, order.owner_id, "order_document", input.file.name, input.file.buffer, store);
    const row = await insertOrderDocument(tx, {
      order_id: order.id,
      document_type: input.document_type,
      file_id: stored.id,
      remark: input.remark,
      uploaded_by: operator.id,
    });
    // issue 10: `file` is what the bill, invoice and release calls name
    return { ...presentDocument({ ...row, name: stored.name }, operator.lang), file: row.id };
  });
}
