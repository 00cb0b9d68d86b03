import { defineAction } from "./types";

// The customer returns the bill-of-lading draft; operations publish it again. The reason goes on the timeline and into the owner's mail.

export default defineAction({
  action: "bill_fail",
  async apply(_tx, order, { body }) {
    return { orderId: order.id, reason: body.reason };
  },
});
