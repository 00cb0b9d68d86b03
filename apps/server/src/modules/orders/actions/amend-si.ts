import { assertCurrency } from "../action-checks";
import { writeSupply } from "../supply-write";
import { defineAction } from "./types";

// Operations change a submitted shipping instruction for the customer, for a change fee. The
// status stays; the event records the fee, its currency and the reason.

export default defineAction({
  action: "amend_si",
  async apply(tx, order, { body, caller }) {
    const { fee, currency, reason, ...form } = body;
    await assertCurrency(tx, currency, caller.lang);
    await writeSupply(tx, order, form, { lang: caller.lang, submit: false });
    return { orderId: order.id, reason, amount: fee, currency };
  },
});
