import type { BookingForm } from "@haiyun/shared";
import { assertMayBookQuote, recordVersion, writeBooking } from "../booking";
import { assertCarrierReady, checkBookingBody } from "../cargo";
import { defineCreateAction } from "./types";

// A booking sent to operations: a new order, or a draft, now awaiting booking.

export default defineCreateAction({
  action: "submit",
  creates: true,
  // the site's freight setting, read through the shared handle before the transaction
  async prepare(ctx, caller, body) {
    assertMayBookQuote(caller.authorities ?? [], body);
    return (await ctx.configService.get()).freight_collect;
  },
  async apply(tx, order, { caller, body, step, prepared }) {
    const form: BookingForm = { ...body, action: "submit" };
    // carriers refuse what the carrier-ready check finds: refused here, before anything is written
    assertCarrierReady(await checkBookingBody(tx, form, "submit", caller.id, order?.id ?? null), caller.lang);
    const orderId = await writeBooking(tx, order, form, { caller, freightCollect: prepared, status: step.to });
    // the submitted booking is its version 1 (order-versions.ts)
    const version = await recordVersion(tx, orderId, { id: caller.id, role: "owner" });
    return { orderId, detail: { version } };
  },
});
