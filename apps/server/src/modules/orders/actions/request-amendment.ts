import { assertMayBookQuote, checkAmendment, insertAmendment, setBookingSides } from "../booking";
import { assertCarrierReady, checkBookingBody } from "../cargo";
import { nowOf } from "../payment";
import { defineAction } from "./types";

// The owner asks to amend a confirmed booking, with a reason: the booking as asked is kept beside
// the order until operations decide; the order itself does not change yet.

export default defineAction({
  action: "request_amendment",
  async prepare(ctx, caller, body) {
    assertMayBookQuote(caller.authorities ?? [], body.booking);
    return (await ctx.configService.get()).freight_collect;
  },
  async apply(tx, order, { ctx, caller, body, prepared }) {
    assertCarrierReady(await checkBookingBody(tx, body.booking, "submit", caller.id, order.id), caller.lang);
    const { diff } = await checkAmendment(tx, order, body.booking, {
      lang: caller.lang,
      freightCollect: prepared,
      now: nowOf(ctx),
    });
    const id = await insertAmendment(tx, {
      order_id: order.id,
      reason: body.reason,
      booking: body.booking as Record<string, unknown>,
      diff,
      requested_by: caller.id,
    });
    await setBookingSides(tx, order.id, { amendment_status: "requested" });
    return {
      orderId: order.id,
      reason: body.reason,
      detail: { amendment_id: id, changes: diff.length },
      answer: { amendment_id: id, status: "requested" },
    };
  },
});
