import { fieldError } from "../../../lib/app-error";
import { findOfferedReferences, updateOrder } from "../orders.repository";
import { defineAction } from "./types";

// Operations confirm a booking with the carrier's answer: the SO number, the sailing (vessel,
// voyage, ETD, ETA) and the cut-offs; the customer then sends the shipping instruction.

export default defineAction({
  action: "confirm_booking",
  async apply(tx, order, { body, caller }) {
    const [carrier] = await findOfferedReferences(tx, { carrier: [body.carrier_id] });
    if (!carrier) throw fieldError("carrier_id", "v.unknown_option", caller.lang);
    await updateOrder(tx, order.id, {
      so_no: body.so_no,
      carrier_id: body.carrier_id,
      vessel: body.vessel,
      voyage: body.voyage,
      etd: body.etd,
      eta: body.eta,
      si_cutoff: new Date(body.si_cutoff),
      vgm_cutoff: new Date(body.vgm_cutoff),
      cy_cutoff: new Date(body.cy_cutoff),
    });
    return { orderId: order.id };
  },
});
