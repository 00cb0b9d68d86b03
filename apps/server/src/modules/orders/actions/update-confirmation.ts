import { businessDate } from "@haiyun/shared";
import { AppError } from "../../../lib/app-error";
import { ensureBaseVersion, recordVersion } from "../booking";
import { nowOf } from "../payment";
import { writeConfirmation } from "./confirm-booking";
import { defineAction } from "./types";

// Operations change a confirmed booking's sailing (a roll-over to another vessel, a new ETD or
// ETA, moved cut-offs) until the vessel has sailed: written as a confirmation is, as the order's
// next version; the owner is mailed. Once the confirmed ETD's day is over in the business time
// zone the vessel has sailed, and the confirmation stays (409 ORDER_DEPARTED).

export default defineAction({
  action: "update_confirmation",
  async prepare(ctx) {
    return (await ctx.configService.get()).app_timezone;
  },
  async apply(tx, order, input) {
    const { ctx, caller, prepared } = input;
    if (order.etd && businessDate(nowOf(ctx), prepared) > order.etd) {
      throw new AppError("ORDER_DEPARTED", { params: { etd: order.etd } });
    }
    await ensureBaseVersion(tx, order);
    await writeConfirmation(tx, order, input.body, caller);
    const version = await recordVersion(tx, order.id, { id: caller.id, role: "ops" });
    return { orderId: order.id, detail: { version } };
  },
});
