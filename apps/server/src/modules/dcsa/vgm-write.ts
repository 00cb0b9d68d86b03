import { ORDER_STATUS, type SupplyFields, translate } from "@haiyun/shared";
import type { Caller, OrdersContext } from "../orders";
import { runAction, storedInstruction } from "../orders";
import { type DcsaDetail, DcsaFault } from "./dcsa-errors";
import type { OrderRow } from "./ebl-data.repository";
import { orderByBookingNumber } from "./ebl-orders";
import type { VgmBody, VgmItem } from "./vgm-schema";

// POST /vgm-declarations through the portal's own VGM code: each declaration lands on its
// container row of the instruction (vgm and vgm_declaration), written by the action the portal
// would take — supply_save while the instruction awaits its submit, revise_si after (a revision,
// with its fee, operations decide). The VGM cut-off lock (vgm-lock.ts) and the instruction's
// rules apply as on the screen. One request is one transaction: every declaration or none.

const LB = 0.45359237;
const kg = (w: { value: number; unit: string }) => Math.round(w.value * (w.unit === "LBR" ? LB : 1) * 1000) / 1000;

type Row = SupplyFields["containers"][number];

/** The container row with the declaration merged (a retraction clears it). */
function merged(row: Row, item: VgmItem, vgmMethod: number): Row {
  if (item.isRetracted) return { ...row, vgm: null, vgm_declaration: null };
  const tare = item.equipmentDetails.tareWeight;
  return {
    ...row,
    vgm: item.VGM ? kg(item.VGM.weight) : row.vgm,
    vgm_declaration: {
      method: item.VGM?.method ?? (vgmMethod === 2 ? "SM2" : "SM1"),
      tare_weight: tare ? kg(tare) : (row.vgm_declaration?.tare_weight ?? null),
      signatory: item.authorizedPersonSignatory ?? row.vgm_declaration?.signatory ?? "",
      weighed_at: item.VGM?.dateTime ? item.VGM.dateTime.slice(0, 10) : (row.vgm_declaration?.weighed_at ?? null),
      weighing_party: item.weighingParty?.partyName ?? row.vgm_declaration?.weighing_party ?? "",
    },
  };
}

const sameVgm = (a: Row, b: Row) =>
  JSON.stringify([a.vgm, a.vgm_declaration ?? null]) === JSON.stringify([b.vgm, b.vgm_declaration ?? null]);

/** What was done with one booking's declarations, in the caller's language. */
const said = (key: string, caller: Caller, params: Record<string, unknown>) => translate(key, caller.lang, params) ?? key;

/** Writes every declaration of the body, or none; answers what was done per booking. */
export async function postVgmDeclarations(ctx: OrdersContext, caller: Caller, body: VgmBody): Promise<string[]> {
  // the bookings named, each the caller's (404 as a missing one otherwise)
  const orders = new Map<string, OrderRow>();
  for (const [i, item] of body.VGMDeclarations.entries()) {
    const cbr = item.shipmentDetails.carrierBookingReference.toUpperCase();
    if (!orders.has(cbr)) {
      const property = `VGMDeclarations.${i}.shipmentDetails.carrierBookingReference`;
      orders.set(cbr, await orderByBookingNumber(ctx.db, caller.id, cbr, property.split(".").at(-1) ?? property));
    }
  }
  // the revision's fee settings read before the transaction (the embedded engine runs one at a time)
  await ctx.configService.get();
  const done: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const inTx: OrdersContext = { ...ctx, db: tx };
    for (const [cbr, order] of orders) {
      // the instruction in force, one shape (instructionOf): a full SupplyFields
      const form = (await storedInstruction(tx, order)) as unknown as SupplyFields;
      const faults: DcsaDetail[] = [];
      const seen = new Set<string>();
      const containers: Row[] = form.containers.map((row) => ({ ...row }));
      body.VGMDeclarations.forEach((item, i) => {
        if (item.shipmentDetails.carrierBookingReference.toUpperCase() !== cbr) return;
        const number = item.equipmentDetails.equipmentReference.toUpperCase();
        const jsonPath = `$.VGMDeclarations[${i}].equipmentDetails.equipmentReference`;
        if (seen.has(number)) faults.push({ key: "dcsa.vgm.repeated", property: "equipmentReference", value: number, jsonPath });
        seen.add(number);
        const at = containers.findIndex((row) => (row.container_no ?? "").toUpperCase() === number);
        if (at < 0) faults.push({ key: "dcsa.vgm.unknown_equipment", property: "equipmentReference", value: cbr, jsonPath });
        else containers[at] = merged(containers[at] as Row, item, form.vgm_method);
      });
      if (faults.length > 0) throw new DcsaFault(400, faults);
      if (containers.every((row, i) => sameVgm(row, form.containers[i] as Row))) continue; // a retry: nothing new
      const next: SupplyFields = { ...form, containers };
      if (order.status === ORDER_STATUS.AWAITING_SUPPLY && !order.si_submit_time) {
        await runAction(inTx, "supply_save", caller, order.id, { action: "save", ...next });
        done.push(said("dcsa.vgm.saved", caller, { booking: cbr }));
      } else if (order.status === ORDER_STATUS.AWAITING_SUPPLY || order.status < ORDER_STATUS.AWAITING_SUPPLY) {
        throw new DcsaFault(409, [{ key: "dcsa.vgm.not_editable", property: "carrierBookingReference", value: cbr }]);
      } else {
        const answer = await runAction(inTx, "revise_si", caller, order.id, {
          ...next,
          accept_fee: true,
          reason: "DCSA VGM declaration",
        });
        done.push(said("dcsa.vgm.revision_pending", caller, { booking: cbr, revision: answer.revision }));
      }
    }
  });
  return done;
}
