import { REQUEST_STATE } from "@haiyun/shared";
import { updateOrder } from "../core/orders.repository";
import { latestRevision, updateRevision } from "../instruction";
import { defineAction } from "./types";

// Operations decline the open shipping-instruction revision with a reason (docs/PRODUCT-RULES.md,
// "SI revisions"): the instruction in force stays, nothing is charged, the customer may ask again.

export default defineAction({
  action: "decline_revision",
  async apply(tx, order, { body, caller }) {
    const open = await latestRevision(tx, order.id, [REQUEST_STATE.REQUESTED]);
    if (!open) throw new Error(`order ${order.id}: revision_status requested without its revision`);
    const reason = body.reason ?? "";
    await updateRevision(tx, open.id, {
      status: REQUEST_STATE.DECLINED,
      decision_reason: reason,
      decided_by: caller.id,
      decided_at: new Date(),
    });
    await updateOrder(tx, order.id, { revision_status: REQUEST_STATE.DECLINED });
    return { orderId: order.id, reason, detail: { revision: open.revision } };
  },
});
