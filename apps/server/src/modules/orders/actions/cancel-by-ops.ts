import { defineAction } from "./types";

// Operations cancel an order at any status after its submission. The reason goes on the timeline and into the owner's mail.

export default defineAction({
  action: "cancel_by_ops",
  async apply(_tx, order, { body }) {
    return { orderId: order.id, reason: body.reason };
  },
});
