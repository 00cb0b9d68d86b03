import type { ConfirmBooking } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { fieldError } from "../../../lib/app-error";
import { ensureBaseVersion, recordVersion } from "../booking";
import type { Caller } from "../core/context";
import { confirmedCutOffs, portTimeZoneOf } from "../core/order-cut-offs";
import { findOfferedReferences, type OrderRow, updateOrder } from "../core/orders.repository";
import { defineAction } from "./types";

// Operations confirm a booking with the carrier's answer: the SO number, the sailing (vessel,
// voyage, ETD, ETA) and the cut-offs, local times at the port of loading (order-cut-offs.ts); the
// customer then sends the shipping instruction. The confirmed booking is the order's next version,
// written now and by the operator who confirmed it (a roll-over and an accepted amendment with a
// re-confirmation write the same fields and their own version).

/** Writes a confirmation's fields on the order (no version: the caller's action writes it). */
export async function writeConfirmation(tx: Db, order: OrderRow, body: ConfirmBooking, caller: Caller): Promise<void> {
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
}

export default defineAction({
  action: "confirm_booking",
  async apply(tx, order, { body, caller }) {
    await ensureBaseVersion(tx, order);
    await writeConfirmation(tx, order, body, caller);
    const version = await recordVersion(tx, order.id, { id: caller.id, role: "ops" });
    return { orderId: order.id, detail: { version } };
  },
});
