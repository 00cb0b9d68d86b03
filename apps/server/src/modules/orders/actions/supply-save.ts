import { assertVgmOpen, writeSupply } from "../instruction";
import { nowOf } from "../payment";
import { defineAction } from "./types";

// The customer saves the shipping instruction; the order keeps awaiting it.

export default defineAction({
  action: "supply_save",
  async apply(tx, order, { ctx, body, caller }) {
    const { action: _action, ...form } = body;
    await assertVgmOpen(tx, order, form, { now: nowOf(ctx), lang: caller.lang });
    await writeSupply(tx, order, form, { lang: caller.lang, uploaderId: caller.id, submit: false });
    return { orderId: order.id };
  },
});
