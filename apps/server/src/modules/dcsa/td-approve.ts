import { ORDER_STATUS } from "@haiyun/shared";
import type { Caller, OrdersContext } from "../orders";
import { runAction } from "../orders";
import { DcsaFault } from "./dcsa-errors";
import { eblNotFound, orderByReference } from "./ebl-orders";
import { transportDocumentFor } from "./td-resource";

// PATCH /transport-documents/{reference} with ApproveTransportDocument: the customer's pass of the
// draft bill (bill_pass, 4 → 5), the same transition as the portal's button. Only a DRAFT awaiting
// the customer's check can be approved: any other state is a 409, a body asking anything but
// APPROVED a 400.

export async function approveTransportDocument(ctx: OrdersContext, caller: Caller, reference: string, body: unknown) {
  const order = await orderByReference(ctx.db, caller.id, reference, "transportDocumentReference");
  const document = await transportDocumentFor(ctx.db, order);
  if (!document) throw eblNotFound("transportDocumentReference", reference);
  const status = (body as { transportDocumentStatus?: unknown } | null)?.transportDocumentStatus;
  if (typeof body !== "object" || body === null || Array.isArray(body) || status === undefined) {
    throw new DcsaFault(400, [
      { key: "dcsa.ebl.required", property: "transportDocumentStatus", jsonPath: "$.transportDocumentStatus" },
    ]);
  }
  if (status !== "APPROVED") {
    const value = typeof status === "string" ? status.slice(0, 50) : JSON.stringify(status).slice(0, 50);
    throw new DcsaFault(400, [
      { key: "dcsa.ebl.approve_only", property: "transportDocumentStatus", value, jsonPath: "$.transportDocumentStatus" },
    ]);
  }
  if (order.status !== ORDER_STATUS.AWAITING_BILL_CHECK) {
    throw new DcsaFault(409, [
      { key: "dcsa.ebl.td_not_draft", property: "transportDocumentStatus", value: String(document.transportDocumentStatus) },
    ]);
  }
  await runAction(ctx, "bill_pass", caller, order.id, {});
}
