import type { Db } from "../../db/client";
import { codesById } from "./booking-codes.repository";
import { type OrderRow, orderById } from "./ebl-data.repository";
import { compact, field } from "./ebl-text";
import { containerRowsOf, type VgmContainerRow } from "./vgm-data.repository";

/** A DCSA VGM declaration (VGM 1.0). */
export type DcsaVgmDeclaration = Record<string, unknown>;

// The VGM each container row of an order holds (the instruction in force, as the portal keeps
// it), as VGM 1.0 declarations: the weight in KGM, the SOLAS method, the signatory, the weighing
// party, the date weighed, the tare, the booking and the vessel. A row without a VGM has none.

/** One row's declaration. */
export function declarationOf(
  order: OrderRow,
  { row, iso }: VgmContainerRow,
  carrierCode: string | undefined,
): DcsaVgmDeclaration | null {
  const vgm = row.vgm == null ? null : Number(row.vgm);
  if (vgm === null || !row.container_no) return null;
  const declaration = row.vgm_declaration;
  const tare = declaration?.tare_weight;
  const seals = row.seal_no.split(/[/,;]+/).flatMap((s) => field(s, 15) ?? []);
  return compact({
    declarationReference: `${order.dcsa_reference}-${row.id}`,
    isRetracted: false,
    VGM: compact({
      weight: { value: vgm, unit: "KGM" },
      method: declaration?.method ?? (order.vgm_method === 2 ? "SM2" : order.vgm_method === 1 ? "SM1" : undefined),
      dateTime: declaration?.weighed_at ? `${declaration.weighed_at}T00:00:00Z` : undefined,
    }),
    equipmentDetails: compact({
      equipmentReference: row.container_no.slice(0, 11),
      ISOEquipmentCode: field(iso, 4),
      isShipperOwned: false,
      seals: seals.length > 0 ? seals.map((number) => ({ number })) : undefined,
      cargoGrossWeight: row.weight == null ? undefined : { value: Number(row.weight), unit: "KGM" },
      tareWeight: tare == null ? undefined : { value: tare, unit: "KGM" },
    }),
    shipmentDetails: compact({ carrierBookingReference: field(order.so_no, 35) }),
    vesselVoyageDetails: compact({
      carrierCode: field(carrierCode, 4),
      carrierCodeListProvider: carrierCode ? "NMFTA" : undefined,
      vesselName: field(order.vessel, 50),
      exportVoyageNumberOrReference: order.voyage ? { carrierVoyageNumber: order.voyage } : undefined,
    }),
    authorizedPersonSignatory: field(declaration?.signatory, 255),
    weighingParty: declaration?.weighing_party ? { partyName: field(declaration.weighing_party, 70) } : undefined,
  });
}

/** The declarations of these orders' rows (optionally only the container `equipment`). */
export async function declarationsOfOrders(db: Db, list: OrderRow[], equipment?: string): Promise<DcsaVgmDeclaration[]> {
  const rows = await containerRowsOf(
    db,
    list.map((o) => o.id),
  );
  const carriers = await codesById(
    db,
    "carrier",
    list.map((o) => o.carrier_id),
  );
  const out: DcsaVgmDeclaration[] = [];
  for (const order of list) {
    const carrier = order.carrier_id ? carriers.get(order.carrier_id) : undefined;
    for (const entry of rows) {
      if (entry.row.order_id !== order.id) continue;
      if (equipment && entry.row.container_no.toUpperCase() !== equipment) continue;
      const declaration = declarationOf(order, entry, carrier);
      if (declaration) out.push(declaration);
    }
  }
  return out;
}

/** The order's VGM declarations, one per container that has one. */
export async function vgmDeclarationsOf(db: Db, orderId: number): Promise<DcsaVgmDeclaration[]> {
  const order = await orderById(db, orderId);
  return order ? declarationsOfOrders(db, [order]) : [];
}
