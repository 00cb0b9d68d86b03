import { REQUEST_STATE } from "@haiyun/shared";
import { setCancellationState } from "../booking";
import { defineAction } from "./types";

// Operations decline the customer's cancellation request with a reason: the order goes on in its
// status, and the owner may ask again later.

export default defineAction({
  action: "decline_cancellation",
  async apply(tx, order, { body }) {
    await setCancellationState(tx, order.id, REQUEST_STATE.DECLINED);
    return { orderId: order.id, reason: body.reason ?? "" };
  },
});
