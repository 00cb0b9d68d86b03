import { REQUEST_STATE, type SupplyFields } from "@haiyun/shared";
import { updateOrder } from "../core/orders.repository";
import { latestRevision, type StoredInstruction, storedInstruction, updateRevision, writeSupply } from "../instruction";
import { addCharge } from "../payment";
import { defineAction } from "./types";

// Operations accept the open shipping-instruction revision (docs/PRODUCT-RULES.md, "SI
// revisions"): its body becomes the instruction (written as operations' amendment writes one), a
// bill already published goes back to awaiting bill (the table's `to`), the fee fixed when the
// customer asked becomes a charge on the order.

export default defineAction({
  action: "accept_revision",
  async apply(tx, order, { caller, step }) {
    // the table's guard found the order's revision open; its row is the newest requested one
    const open = await latestRevision(tx, order.id, [REQUEST_STATE.REQUESTED]);
    if (!open) throw new Error(`order ${order.id}: revision_status requested without its revision`);
    const { id: _id, ...form } = open.body as StoredInstruction & { id?: number };
    await writeSupply(tx, order, form as SupplyFields, { lang: caller.lang, submit: false });
    // kept with the ids its new container rows were stored under, so the next diff pairs them
    await updateRevision(tx, open.id, {
      status: REQUEST_STATE.ACCEPTED,
      body: await storedInstruction(tx, order),
      decided_by: caller.id,
      decided_at: new Date(),
    });
    await updateOrder(tx, order.id, { revision_status: REQUEST_STATE.ACCEPTED });
    const fee = open.fee_amount === null ? null : { amount: open.fee_amount, currency: open.fee_currency ?? "" };
    if (fee) {
      const tier = (open.fee_tier ?? 0) as 0 | 1 | 2;
      await addCharge(tx, order.id, "si_revision", { tier, ...fee }, `#${open.revision} ${open.reason}`.trim());
    }
    return {
      orderId: order.id,
      ...(fee ? { amount: fee.amount, currency: fee.currency } : {}),
      detail: { revision: open.revision, from: step.from },
    };
  },
});
