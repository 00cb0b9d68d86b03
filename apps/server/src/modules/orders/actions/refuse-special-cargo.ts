import { REQUEST_STATE } from "@haiyun/shared";
import { updateOrder } from "../core/orders.repository";
import { defineAction } from "./types";

// Operations refuse a booking's dangerous goods or out-of-gauge cargo with the reason (the carrier
// will not carry them as booked): the booking is rejected, as reject_booking rejects one.

export default defineAction({
  action: "refuse_special_cargo",
  async apply(tx, order, { body }) {
    await updateOrder(tx, order.id, { special_cargo_status: REQUEST_STATE.DECLINED });
    return { orderId: order.id, reason: body.reason ?? "" };
  },
});
