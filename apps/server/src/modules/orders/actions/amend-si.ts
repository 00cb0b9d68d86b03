import { ensureFirstRevision, recordInForce, writeSupply } from "../instruction";
import { assertCurrency } from "./action-checks";
import { defineAction } from "./types";

// Operations change a submitted shipping instruction for the customer, for a change fee. The
// status stays; the event records the fee, its currency and the reason, and the amended
// instruction is kept as a revision by operations (docs/PRODUCT-RULES.md, "SI revisions").

export default defineAction({
  action: "amend_si",
  async apply(tx, order, { body, caller }) {
    const { fee, currency, reason, ...form } = body;
    await assertCurrency(tx, currency, caller.lang);
    await ensureFirstRevision(tx, order);
    await writeSupply(tx, order, form, { lang: caller.lang, submit: false });
    // the amended instruction is the next revision in force, by operations (no request, no fee tier)
    await recordInForce(tx, order, { role: "ops", id: caller.id }, reason);
    return { orderId: order.id, reason, amount: fee, currency };
  },
});
