import { deleteOrder } from "../core/orders.repository";
import { defineAction } from "./types";

// A draft removed with its parties, spaces and goods; it keeps no timeline.

export default defineAction({
  action: "delete",
  async apply(tx, order) {
    await deleteOrder(tx, order.id);
    return { orderId: order.id };
  },
});
