import { defineAction } from "./types";

// The customer approves the bill-of-lading draft; the order awaits payment.

export default defineAction({
  action: "bill_pass",
  async apply(_tx, order) {
    return { orderId: order.id };
  },
});
