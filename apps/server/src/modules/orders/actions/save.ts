import type { BookingForm } from "@haiyun/shared";
import { assertMayBookQuote, writeBooking } from "../booking";
import { defineCreateAction } from "./types";

// A booking kept as a draft: a new order (status draft) or a draft written again.

export default defineCreateAction({
  action: "save",
  creates: true,
  // the site's freight setting, read through the shared handle before the transaction
  async prepare(ctx, caller, body) {
    assertMayBookQuote(caller.authorities ?? [], body);
    return (await ctx.configService.get()).freight_collect;
  },
  async apply(tx, order, { caller, body, step, prepared }) {
    const form: BookingForm = { ...body, action: "save" };
    return { orderId: await writeBooking(tx, order, form, { caller, freightCollect: prepared, status: step.to }) };
  },
});
