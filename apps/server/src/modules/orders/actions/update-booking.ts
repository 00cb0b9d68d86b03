import type { BookingForm } from "@haiyun/shared";
import { assertMayBookQuote, ensureBaseVersion, recordVersion, setBookingSides, writeBooking } from "../booking";
import { assertCarrierReady, checkBookingBody } from "../cargo";
import { defineAction } from "./types";

// The owner edits a booking operations have not confirmed yet: written as a submit writes it (the
// same rules, the quote's prices taken again), a new version, operations' feedback answered and
// the booking shown to them as updated.

export default defineAction({
  action: "update_booking",
  async prepare(ctx, caller, body) {
    assertMayBookQuote(caller.authorities ?? [], body);
    return (await ctx.configService.get()).freight_collect;
  },
  async apply(tx, order, { caller, body, step, prepared }) {
    await ensureBaseVersion(tx, order);
    const form: BookingForm = { ...body, action: "submit" };
    assertCarrierReady(await checkBookingBody(tx, form, "submit", caller.id, order.id), caller.lang);
    await writeBooking(tx, order, form, { caller, freightCollect: prepared, status: step.to });
    await setBookingSides(tx, order.id, { update_status: "update_received", feedbacks: null });
    const version = await recordVersion(tx, order.id, { id: caller.id, role: "owner" });
    return { orderId: order.id, detail: { version } };
  },
});
