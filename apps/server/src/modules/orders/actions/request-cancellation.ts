import { REQUEST_STATE } from "@haiyun/shared";
import type { SystemConfig } from "../../system/config.service";
import { setCancellationState } from "../booking";
import { portTimeZoneOf } from "../core/order-cut-offs";
import { feeWith, nowOf } from "../payment";
import { defineAction } from "./types";

// The owner asks operations to cancel a confirmed order. The fee is judged now, at the request,
// and kept on the event (its detail, and its amount for the timeline): accepting charges exactly
// what the customer was shown, however long operations take to decide. The status stays.

export default defineAction<"request_cancellation", SystemConfig>({
  action: "request_cancellation",
  // the settings are read before the transaction (the embedded engine runs one at a time)
  prepare: (ctx) => ctx.configService.get(),
  async apply(tx, order, { ctx, body, prepared }) {
    const fee = feeWith(prepared, nowOf(ctx), "cancellation", order, await portTimeZoneOf(tx, order.pol_id));
    await setCancellationState(tx, order.id, REQUEST_STATE.REQUESTED);
    return {
      orderId: order.id,
      reason: body.reason,
      amount: fee.amount,
      currency: fee.currency,
      detail: { fee },
      answer: { status: REQUEST_STATE.REQUESTED, fee },
    };
  },
});
