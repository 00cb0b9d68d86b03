import {
  eblStatusOf,
  type Lang,
  ORDER_STATUS,
  PARTY_TYPE,
  type RequestState,
  translate,
  UPDATED_SI_STATUS,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import { type EblData, eblDataOf, type OrderRow } from "./ebl-data.repository";
import { compact, type Feedback, field, linesOf } from "./ebl-text";
import { blockingFeedbacks } from "./si-feedbacks";

// An order's instruction as eBL 3.0.3's ShippingInstructions: what the portal keeps, mapped; the
// properties it does not keep read as the portal's defaults (a paper bill of lading, not to order,
// shipped on board). Every list and text is cut to the standard's limits, nothing is null.

type Contact = EblData["contacts"][number];
type Row = EblData["containers"][number];
type Json = Record<string, unknown>;

function contactDetails(c: Contact["contact"]): Json[] | undefined {
  const name = field(c.linkman, 35) ?? field(c.company1, 35);
  const phone = field(c.phone, 30);
  const email = /^.+@\S+$/.test(c.email.trim()) ? field(c.email, 100) : undefined;
  if (!name || (!phone && !email)) return undefined;
  return [compact({ name, phone, email })];
}

export function partyOf({ contact: c, country }: Contact): Json {
  const street = field([c.address1, c.address2].filter(Boolean).join(" "), 70);
  const city = field(c.city, 35);
  return compact({
    partyName: field(c.company1, 70) ?? "-",
    address:
      street && city && country
        ? compact({ street, city, postCode: field(c.zip_code, 10), stateRegion: field(c.province, 65), countryCode: country })
        : undefined,
    partyContactDetails: contactDetails(c),
  });
}

/** The HS codes of a container row: its own, else the booking's goods'; empty when none is known. */
function hsCodesOf(row: Row["row"], booked: readonly string[]): string[] {
  const own = row.hs_code.split(/[,\s]+/).filter((code) => /^\d{6,10}$/.test(code));
  return [...new Set(own.length > 0 ? own : booked)].slice(0, 10);
}

const weightOf = (row: Row["row"]) => {
  const value = Number(row.weight ?? row.vgm ?? 0);
  return value > 0 ? value : null;
};

export function cargoItemOf({ row, unit, unitName }: Row): Json {
  const volume = Number(row.volume ?? 0);
  return compact({
    equipmentReference: row.container_no.slice(0, 11),
    cargoGrossWeight: { value: weightOf(row) ?? 0.001, unit: "KGM" },
    cargoGrossVolume: volume > 0 ? { value: volume, unit: "MTQ" } : undefined,
    outerPackaging: row.package
      ? compact({
          packageCode: unit && /^[A-Z0-9]{2}$/.test(unit) ? unit : undefined,
          numberOfPackages: row.package,
          description: field(unitName, 100) ?? "PACKAGES",
        })
      : undefined,
  });
}

/** The consignment items: the rows grouped by their HS codes, each with the order's description. */
export function consignmentItemsOf(order: OrderRow, data: EblData, feedbacks: Feedback[], lang: Lang = "en"): Json[] {
  const rows = data.containers.filter(({ row }) => row.container_no);
  const groups = new Map<string, Row[]>();
  for (const entry of rows) {
    let codes = hsCodesOf(entry.row, data.bookedHsCodes);
    if (codes.length === 0) {
      // the standard requires an HS code the portal was never given: a placeholder, said so
      codes = ["000000"];
      if (!feedbacks.some((f) => f.code === "HS_CODE_MISSING")) {
        feedbacks.push({
          severity: "WARN",
          code: "HS_CODE_MISSING",
          message: translate("dcsa.ebl.hs_code_missing", lang) ?? "",
          property: "HSCodes",
        });
      }
    }
    const key = codes.join(",");
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const description = linesOf(order.description, 150);
  return [...groups].map(([codes, entries]) =>
    compact({
      carrierBookingReference: field(order.so_no, 35) ?? order.dcsa_reference,
      descriptionOfGoods: description.length > 0 ? description : ["GOODS"],
      HSCodes: codes.split(","),
      cargoItems: entries.map(cargoItemOf),
    }),
  );
}

/** Seal numbers of a row: split at / , ; and each cut to 15 characters. */
export function sealsOf(row: Row["row"]): Json[] {
  const numbers = row.seal_no.split(/[/,;]+/).flatMap((s) => field(s, 15) ?? []);
  return (numbers.length > 0 ? numbers : ["-"]).map((number) => ({ number }));
}

export function documentPartiesOf(data: EblData): Json {
  const of = (type: number) => data.contacts.find((c) => c.contact.type === type);
  const shipper = of(PARTY_TYPE.SHIPPER);
  const consignee = of(PARTY_TYPE.CONSIGNEE);
  const notify = [of(PARTY_TYPE.NOTIFY_1), of(PARTY_TYPE.NOTIFY_2)].flatMap((c) => (c ? [partyOf(c)] : []));
  return compact({
    shipper: shipper ? partyOf(shipper) : { partyName: field(data.owner?.linkman, 70) ?? data.owner?.email.slice(0, 70) ?? "-" },
    consignee: consignee ? partyOf(consignee) : undefined,
    notifyParties: notify.length > 0 ? notify : undefined,
  });
}

/** Who to contact about the document: the shipper's contact, else the booking's owner. */
export function contactsOf(data: EblData): Json[] {
  const shipper = data.contacts.find((c) => c.contact.type === PARTY_TYPE.SHIPPER);
  const own = shipper ? contactDetails(shipper.contact) : undefined;
  if (own) return own;
  const name = field(data.owner?.linkman, 35) ?? field(data.owner?.email, 35) ?? "-";
  return [compact({ name, email: field(data.owner?.email, 100), phone: field(data.owner?.phone, 30) })];
}

const markLines = (order: OrderRow) => linesOf(order.marks_no, 50);

/** The order's instruction as DCSA ShippingInstructions, or null while none was given (or LCL: no equipment). */
export async function shippingInstructionsFor(db: Db, order: OrderRow, lang: Lang = "en"): Promise<Json | null> {
  const saved = order.status === ORDER_STATUS.AWAITING_SUPPLY && !order.si_submit_time;
  const row = saved ? { si: "PENDING_UPDATE" } : eblStatusOf(order.status);
  if (!row || (!saved && !order.si_submit_time)) return null;
  const data = await eblDataOf(db, order);
  const equipment = data.containers.filter(({ row: r }) => r.container_no);
  if (equipment.length === 0) return null;
  const feedbacks: Feedback[] = saved ? await blockingFeedbacks(db, order, lang) : [];
  const consignmentItems = consignmentItemsOf(order, data, feedbacks, lang);
  const marks = markLines(order);
  const revisionState = data.revision?.status as RequestState | undefined;
  return compact({
    shippingInstructionsReference: order.dcsa_reference,
    shippingInstructionsRevisionNumber: data.revision?.revision,
    shippingInstructionsStatus: row.si,
    updatedShippingInstructionsStatus: revisionState ? UPDATED_SI_STATUS[revisionState] : undefined, // "submitted": none
    transportDocumentTypeCode: "BOL",
    isShippedOnBoardType: true,
    freightPaymentTermCode: data.freightTerm === "CC" ? "COL" : "PRE",
    isElectronic: false,
    isToOrder: false,
    carrierCode: field(data.carrierCode, 4),
    carrierCodeListProvider: data.carrierCode ? "NMFTA" : undefined,
    partyContactDetails: contactsOf(data),
    documentParties: documentPartiesOf(data),
    isCargoDeliveredInICS2Zone: false,
    consignmentItems,
    utilizedTransportEquipments: equipment.map(({ row: r }) =>
      compact({
        isShipperOwned: false,
        equipmentReference: r.container_no.slice(0, 11),
        shippingMarks: marks.length > 0 ? marks : undefined,
        seals: sealsOf(r),
      }),
    ),
    feedbacks: feedbacks.length > 0 ? feedbacks : undefined,
  });
}
