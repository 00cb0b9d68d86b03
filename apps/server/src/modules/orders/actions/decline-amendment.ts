import { decideAmendment, openAmendmentOf, setBookingSides } from "../booking";
import { defineAction } from "./types";

// Operations decline the open amendment with a reason: the order stays as it was.

export default defineAction({
  action: "decline_amendment",
  async apply(tx, order, { caller, body }) {
    const request = await openAmendmentOf(tx, order.id);
    if (!request) throw new Error(`order ${order.id} has amendment_status requested but no open request`);
    await decideAmendment(tx, request.id, { status: "declined", decided_by: caller.id, decision_reason: body.reason });
    await setBookingSides(tx, order.id, { amendment_status: "declined" });
    return { orderId: order.id, reason: body.reason, detail: { amendment_id: request.id } };
  },
});
