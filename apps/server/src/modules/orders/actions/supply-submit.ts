import { writeSupply } from "../supply-write";
import { defineAction } from "./types";

// The customer submits the shipping instruction: final (later changes go through operations, for a fee). The transition's row lock makes a second submit, or two tabs at once, a 409 after the first.

export default defineAction({
  action: "supply_submit",
  async apply(tx, order, { body, caller }) {
    const { action: _action, ...form } = body;
    await writeSupply(tx, order, form, { lang: caller.lang, uploaderId: caller.id, submit: true });
    return { orderId: order.id };
  },
});
