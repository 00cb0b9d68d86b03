import { writeSupply } from "../supply-write";
import { defineAction } from "./types";

// The customer saves the shipping instruction; the order keeps awaiting it.

export default defineAction({
  action: "supply_save",
  async apply(tx, order, { body, caller }) {
    const { action: _action, ...form } = body;
    await writeSupply(tx, order, form, { lang: caller.lang, uploaderId: caller.id, submit: false });
    return { orderId: order.id };
  },
});
