import { defineAction } from "./types";

// Operations return a payment; the customer pays again. The reason goes on the timeline and into the owner's mail.

export default defineAction({
  action: "reject_payment",
  async apply(_tx, order, { body }) {
    return { orderId: order.id, reason: body.reason };
  },
});
