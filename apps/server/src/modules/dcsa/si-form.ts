import { normaliseCommonText, PARTY_TYPE, type SupplyFields } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { type DcsaDetail, DcsaFault, jsonPathOf } from "./dcsa-errors";
import { type OrderRow, type SiLookups, siLookups } from "./ebl-data.repository";
import type { SiBody, SiParty } from "./si-schema";

// A DCSA shipping instructions body as the portal's instruction (the form the SI screen sends),
// so the portal's own actions write it: one container row per utilized equipment, its cargo items
// summed (KGM, MTQ), the parties by role, marks and descriptions line by line.

const LB = 0.45359237;
const FT3 = 0.028316846592;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const clean = (value: string) => normaliseCommonText(value).trim();

export interface SiForm {
  form: SupplyFields;
  /** each container row's HS codes (by container number), kept on the row */
  hsCodes: Map<string, string>;
}

type Lookups = SiLookups;

function contactOf(party: SiParty, type: number, path: string, fallbackContact: string, lookups: Lookups, faults: DcsaDetail[]) {
  const address = party.address;
  if (!address) {
    faults.push({ key: "dcsa.ebl.address_required", property: "address", jsonPath: jsonPathOf(`${path}.address`) });
    return null;
  }
  const countryId = lookups.country.get(address.countryCode);
  if (!countryId) {
    faults.push({
      key: "dcsa.ebl.unknown_country",
      property: "countryCode",
      value: address.countryCode,
      jsonPath: jsonPathOf(`${path}.address.countryCode`),
    });
    return null;
  }
  const person = party.partyContactDetails?.[0];
  return {
    type: type as SupplyFields["contacts"][number]["type"],
    company1: clean(party.partyName),
    company2: "",
    linkman: clean(person?.name ?? fallbackContact),
    phone: person?.phone?.trim() ?? "",
    email: person?.email?.trim() ?? "",
    address1: clean([address.street, address.streetNumber].filter(Boolean).join(" ")),
    address2: "",
    city: clean(address.city),
    province: clean(address.stateRegion ?? ""),
    country_id: countryId,
    zip_code: address.postCode?.trim() ?? "",
    e_code: "",
  };
}

/** The type of an equipment: its ISO code (exact, else the same size and group), else the booked spaces' next. */
function typeOf(iso: string | undefined, lookups: Lookups, left: Map<number, number>): number | null {
  if (iso) {
    const code = iso.toUpperCase();
    const exact = lookups.iso.find((t) => t.iso === code) ?? lookups.iso.find((t) => t.iso.slice(0, 3) === code.slice(0, 3));
    return exact?.id ?? null;
  }
  for (const [id, count] of left) if (count > 0) return id;
  return null;
}

/** The portal's instruction for `order` from a DCSA body; a 400 naming each property it cannot take. */
export async function siFormOf(db: Db, order: OrderRow, body: SiBody): Promise<SiForm> {
  const parties0 = [body.documentParties.shipper, body.documentParties.consignee, ...(body.documentParties.notifyParties ?? [])];
  const codes = [...new Set(parties0.flatMap((p) => (p?.address ? [p.address.countryCode] : [])))];
  const lookups = await siLookups(db, order.id, codes);
  const faults: DcsaDetail[] = [];
  const fallbackContact = body.partyContactDetails[0]?.name ?? "";
  const parties = body.documentParties;
  const contacts = [contactOf(parties.shipper, PARTY_TYPE.SHIPPER, "documentParties.shipper", fallbackContact, lookups, faults)];
  if (parties.consignee)
    contacts.push(
      contactOf(parties.consignee, PARTY_TYPE.CONSIGNEE, "documentParties.consignee", fallbackContact, lookups, faults),
    );
  const notify = parties.notifyParties ?? [];
  notify.forEach((party, i) => {
    const type = i === 0 ? PARTY_TYPE.NOTIFY_1 : PARTY_TYPE.NOTIFY_2;
    contacts.push(contactOf(party, type, `documentParties.notifyParties.${i}`, fallbackContact, lookups, faults));
  });
  // a sea waybill to a named consignee without a notify party: the consignee is notified
  const consignee = contacts.find((c) => c?.type === PARTY_TYPE.CONSIGNEE);
  if (notify.length === 0 && consignee) contacts.push({ ...consignee, type: PARTY_TYPE.NOTIFY_1 });

  const stored = lookups.stored;
  const left = new Map<number, number>();
  for (const space of lookups.spaces) left.set(space.container_id, (left.get(space.container_id) ?? 0) + space.count);

  const hsCodes = new Map<string, string>();
  const containers: SupplyFields["containers"] = body.utilizedTransportEquipments.map((ute, i) => {
    const path = `utilizedTransportEquipments.${i}`;
    const number = (ute.equipment?.equipmentReference ?? ute.equipmentReference ?? "").toUpperCase();
    if (!number)
      faults.push({
        key: "dcsa.ebl.required",
        property: "equipmentReference",
        jsonPath: jsonPathOf(`${path}.equipmentReference`),
      });
    const containerId = typeOf(ute.equipment?.ISOEquipmentCode, lookups, left);
    if (containerId === null) {
      faults.push({
        key: "dcsa.ebl.unknown_iso_code",
        property: "ISOEquipmentCode",
        value: ute.equipment?.ISOEquipmentCode ?? "",
        jsonPath: jsonPathOf(`${path}.equipment.ISOEquipmentCode`),
      });
    } else left.set(containerId, (left.get(containerId) ?? 0) - 1);
    let items = 0;
    let packages = 0;
    let weight = 0;
    let volume = 0;
    let unit: number | undefined;
    const hs = new Set<string>();
    body.consignmentItems.forEach((item, c) => {
      item.cargoItems.forEach((cargo, k) => {
        if (cargo.equipmentReference.toUpperCase() !== number) return;
        items += 1;
        for (const code of item.HSCodes) hs.add(code);
        weight += cargo.cargoGrossWeight.value * (cargo.cargoGrossWeight.unit === "LBR" ? LB : 1);
        if (cargo.cargoGrossVolume) volume += cargo.cargoGrossVolume.value * (cargo.cargoGrossVolume.unit === "FTQ" ? FT3 : 1);
        if (!cargo.outerPackaging) return;
        packages += cargo.outerPackaging.numberOfPackages;
        const code = (cargo.outerPackaging.packageCode ?? "PK").toUpperCase();
        const id = lookups.unit.get(code);
        if (!id) {
          const at = `consignmentItems.${c}.cargoItems.${k}.outerPackaging.packageCode`;
          faults.push({ key: "dcsa.ebl.unknown_package_code", property: "packageCode", value: code, jsonPath: jsonPathOf(at) });
        }
        unit ??= id;
      });
    });
    if (items === 0)
      faults.push({ key: "dcsa.ebl.no_cargo", property: "equipmentReference", value: number, jsonPath: jsonPathOf(path) });
    if (weight > 99_999_999 || volume > 999_999 || packages > 9_999_999) {
      faults.push({ key: "dcsa.ebl.invalid", property: "cargoItems", value: number, jsonPath: jsonPathOf(path) });
    }
    hsCodes.set(number, [...hs].join(","));
    const before = stored.find((row) => row.container_no === number);
    return {
      ...(before ? { id: before.id } : {}),
      container_no: number,
      seal_no: ute.seals
        .map((s) => s.number.trim())
        .join("/")
        .slice(0, 30),
      container_id: containerId,
      // no outer packaging given: the count stays unknown (the carrier-ready check asks for it)
      package: packages > 0 ? packages : (null as unknown as number),
      package_uid: unit ?? lookups.unit.get("PK") ?? 0,
      weight: round(weight, 3),
      // the portal needs a volume; none given: the row's volume is left for the shipper to give
      volume: round(volume, 3),
      vgm: before?.vgm == null ? null : Number(before.vgm),
      vgm_declaration: before?.vgm_declaration ?? null,
    };
  });
  const marks = [
    ...body.utilizedTransportEquipments.flatMap((u) => u.shippingMarks ?? []),
    ...body.consignmentItems.flatMap((c) => c.shippingMarks ?? []),
  ];
  const description = body.consignmentItems.flatMap((c) => c.descriptionOfGoods).join("\n");
  if (faults.length > 0) throw new DcsaFault(400, faults);
  return {
    form: {
      contacts: contacts.filter((c) => c !== null),
      marks_no: clean(marks.join("\n")).slice(0, 1024) || "N/M",
      description: clean(description).slice(0, 4096),
      manifest_file: order.manifest_file,
      vgm_method: (order.vgm_method === 2 ? 2 : 1) as SupplyFields["vgm_method"],
      containers,
    },
    hsCodes,
  };
}
