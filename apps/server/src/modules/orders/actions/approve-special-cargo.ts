import { REQUEST_STATE } from "@haiyun/shared";
import { updateOrder } from "../core/orders.repository";
import { defineAction } from "./types";

// Operations approve a booking's dangerous goods or out-of-gauge cargo (as the carrier accepted
// them): the booking may now be confirmed. A later change to what was approved asks again.

export default defineAction({
  action: "approve_special_cargo",
  async apply(tx, order, { body }) {
    await updateOrder(tx, order.id, { special_cargo_status: REQUEST_STATE.ACCEPTED });
    return { orderId: order.id, reason: body.reason ?? "" };
  },
});
