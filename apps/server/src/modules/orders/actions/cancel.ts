import { defineAction } from "./types";

// The customer cancels a draft or a booking operations have not confirmed. The reason goes on the timeline and into the owner's mail.

export default defineAction({
  action: "cancel",
  async apply(_tx, order, { body }) {
    return { orderId: order.id, reason: body.reason };
  },
});
