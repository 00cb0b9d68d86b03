import { fieldError } from "../../../lib/app-error";
import { confirmedCutOffs, portTimeZoneOf } from "../order-cut-offs";
import { findOfferedReferences, updateOrder } from "../orders.repository";
import { defineAction } from "./types";

// Operations confirm a booking with the carrier's answer: the SO number, the sailing (vessel,
// voyage, ETD, ETA) and the cut-offs, local times at the port of loading (order-cut-offs.ts); the
// customer then sends the shipping instruction.

export default defineAction({
  action: "confirm_booking",
  async apply(tx, order, { body, caller }) {
    const [carrier] = await findOfferedReferences(tx, { carrier: [body.carrier_id] });
    if (!carrier) throw fieldError("carrier_id", "v.unknown_option", caller.lang);
    const timeZone = await portTimeZoneOf(tx, order.pol_id);
    await updateOrder(tx, order.id, {
      so_no: body.so_no,
      carrier_id: body.carrier_id,
      vessel: body.vessel,
      voyage: body.voyage,
      etd: body.etd,
      eta: body.eta,
      cut_offs: confirmedCutOffs(body, order.container_mode, timeZone, caller.lang),
    });
    return { orderId: order.id };
  },
});
