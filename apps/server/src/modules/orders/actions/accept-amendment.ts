import { type AmendmentBooking, amendmentBookingSchema } from "@haiyun/shared";
import {
  checkAmendment,
  decideAmendment,
  ensureBaseVersion,
  openAmendmentOf,
  readOrder,
  recordVersion,
  setBookingSides,
  writeAmendedBooking,
} from "../booking";
import { nowOf } from "../payment";
import { writeConfirmation } from "./confirm-booking";
import { defineAction } from "./types";

// Operations accept the open amendment: the booking as asked becomes the order (checked again: a
// list entry may have been disabled since), operations may re-confirm the sailing in the same
// step, and the result is the order's next version.

export default defineAction({
  action: "accept_amendment",
  async prepare(ctx) {
    return (await ctx.configService.get()).freight_collect;
  },
  async apply(tx, order, input) {
    const { ctx, caller, body, prepared } = input;
    const request = await openAmendmentOf(tx, order.id);
    if (!request) throw new Error(`order ${order.id} has amendment_status requested but no open request`);
    const booking: AmendmentBooking = amendmentBookingSchema.parse(request.booking);
    await ensureBaseVersion(tx, order);
    const { freightTermId } = await checkAmendment(tx, order, booking, {
      lang: caller.lang,
      freightCollect: prepared,
      now: nowOf(ctx),
    });
    await writeAmendedBooking(tx, order, booking, freightTermId);
    if (body.confirmation) {
      await writeConfirmation(tx, await readOrder(tx, order.id), body.confirmation, caller);
    }
    await decideAmendment(tx, request.id, { status: "accepted", decided_by: caller.id, decision_reason: body.reason });
    await setBookingSides(tx, order.id, { amendment_status: "accepted" });
    const version = await recordVersion(tx, order.id, { id: caller.id, role: "ops" }, request.reason);
    return { orderId: order.id, reason: body.reason, detail: { amendment_id: request.id, version } };
  },
});
