import { defineAction } from "./types";

// Operations turn a booking down. The reason goes on the timeline and into the owner's mail.

export default defineAction({
  action: "reject_booking",
  async apply(_tx, order, { body }) {
    return { orderId: order.id, reason: body.reason };
  },
});
