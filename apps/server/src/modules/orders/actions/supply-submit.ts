import { assertCarrierReady, checkSupplyBody } from "../cargo";
import { assertVgmOpen, recordInForce, writeSupply } from "../instruction";
import { nowOf } from "../payment";
import { defineAction } from "./types";

// The customer submits the shipping instruction: final (later changes go through operations, for a fee). The transition's row lock makes a second submit, or two tabs at once, a 409 after the first.

export default defineAction({
  action: "supply_submit",
  async apply(tx, order, { ctx, body, caller }) {
    const { action: _action, ...form } = body;
    await assertVgmOpen(tx, order, form, { now: nowOf(ctx), lang: caller.lang });
    assertCarrierReady(await checkSupplyBody(tx, form, "submit", order), caller.lang);
    await writeSupply(tx, order, form, { lang: caller.lang, uploaderId: caller.id, submit: true });
    // revision 1: the instruction later revisions are compared with (docs/PRODUCT-RULES.md, "SI revisions")
    await recordInForce(tx, order, { role: "owner", id: caller.id });
    return { orderId: order.id };
  },
});
