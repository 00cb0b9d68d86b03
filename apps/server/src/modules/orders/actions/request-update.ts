import { setBookingSides } from "../booking";
import { defineAction } from "./types";

// Operations ask the owner to update a booking awaiting confirmation (DCSA "pending update"): the
// feedbacks stay on the order until the owner's update answers them.

export default defineAction({
  action: "request_update",
  async apply(tx, order, { body }) {
    await setBookingSides(tx, order.id, { update_status: "pending_update", feedbacks: body.feedbacks });
    return { orderId: order.id, detail: { feedbacks: body.feedbacks } };
  },
});
