import { REQUEST_STATE } from "@haiyun/shared";
import type { SystemConfig } from "../../system/config.service";
import { askedCancellation, setCancellationState } from "../booking";
import { portTimeZoneOf } from "../core/order-cut-offs";
import { addCharge, feeWith, nowOf } from "../payment";
import { defineAction } from "./types";

// Operations accept the customer's cancellation request: the order is cancelled (the table's 40)
// and the fee the request named becomes a charge on the order, noted with the customer's reason.

export default defineAction<"accept_cancellation", SystemConfig>({
  action: "accept_cancellation",
  prepare: (ctx) => ctx.configService.get(),
  async apply(tx, order, { ctx, body, prepared }) {
    const asked = await askedCancellation(tx, order.id);
    // a request recorded without its fee (none is written so) is charged at today's tier
    const fee = asked?.fee ?? feeWith(prepared, nowOf(ctx), "cancellation", order, await portTimeZoneOf(tx, order.pol_id));
    await setCancellationState(tx, order.id, REQUEST_STATE.ACCEPTED);
    await addCharge(tx, order.id, "cancellation", fee, asked?.reason ?? "");
    return { orderId: order.id, reason: body.reason ?? "", amount: fee.amount, currency: fee.currency, detail: { fee } };
  },
});
