import {
  type BookingFieldsInput,
  businessToday,
  CONTAINER_MODE,
  IMO_CLASSES,
  PARTY_TYPE,
  type PartyType,
  REFERENCE_STATUS,
} from "@haiyun/shared";
import { cubicMetres, dangerousGoodsOf, kilograms, reeferOf } from "./booking-cargo-input";
import type { ContainerTypeCode } from "./booking-codes.repository";
import type { PathMap } from "./booking-paths";
import type { DcsaBookingRequest, DcsaParty } from "./booking-request";
import type { DcsaDetail } from "./dcsa-errors";

// A DCSA CreateBooking / UpdateBooking as the portal's booking form (docs/PRODUCT-RULES.md,
// "Bookings"): UN/LOCODEs become the reference ports, ISO equipment codes the container types,
// the SCAC the carrier, package codes the package units; commodities become the goods rows of
// their equipment and dangerous goods and reefer settings the special cargo of its space. A code
// the lists do not hold is a fault naming the property and its jsonPath. Pure: the codes are
// looked up first (booking-codes.repository.ts).

export interface CodeBook {
  port: Map<string, number>;
  carrier: Map<string, number>;
  unit: Map<string, number>;
  incoterm: Map<string, number>;
  country: Map<string, number>;
  containers: readonly ContainerTypeCode[];
}

/** The caller's profile, the shipper of a request that names none. */
export type Profile = Omit<ContactInput, "type">;
type ContactInput = BookingFieldsInput extends { contacts?: (infer C)[] } ? C : never;

/** The package unit of a code the portal's list lacks (UN/ECE Rec. 21 "PK", package). */
export const FALLBACK_PACKAGE_CODE = "PK";
/** The incoterm of a request that names none. */
export const DEFAULT_INCOTERM = "FOB";

/** The portal's container type of an ISO 6346 code: the exact code, else its size and type group (22GP → 22G1). */
export function containerTypeFor(iso: string, nonOperating: boolean, types: readonly ContainerTypeCode[]) {
  const offered = types.filter((type) => type.status === REFERENCE_STATUS.ENABLED && type.iso_code.length === 4);
  const code = iso.toUpperCase();
  let matches = offered.filter((type) => type.iso_code === code);
  if (matches.length === 0 && /^[0-9A-Z]{2}[A-Z]/.test(code)) {
    matches = offered.filter((type) => type.iso_code.slice(0, 3) === code.slice(0, 3));
  }
  // one ISO code may name two portal types: the non-operating reefer (NOR) is its own
  const nor = matches.filter((type) => type.code.toUpperCase().includes("NOR"));
  const others = matches.filter((type) => !type.code.toUpperCase().includes("NOR"));
  return (nonOperating ? (nor[0] ?? others[0]) : (others[0] ?? nor[0])) ?? null;
}

function detail(key: string, property: string, jsonPath: string, value?: string): DcsaDetail {
  return { key, property, jsonPath, ...(value !== undefined ? { value } : {}) };
}

function contactOf(party: DcsaParty, type: PartyType, at: string, codes: CodeBook, faults: DcsaDetail[]): ContactInput {
  const person = party.partyContactDetails?.[0];
  if (!party.address) faults.push(detail("dcsa.booking.party_address", "address", `${at}.address`));
  if (!person?.phone) faults.push(detail("dcsa.booking.party_phone", "phone", `${at}.partyContactDetails[0].phone`));
  const countryCode = party.address?.countryCode ?? "";
  const country = codes.country.get(countryCode);
  if (party.address && !country) {
    faults.push(detail("dcsa.booking.unknown_country", "countryCode", `${at}.address.countryCode`, countryCode));
  }
  const street = [party.address?.street, party.address?.streetNumber].filter(Boolean).join(" ");
  return {
    type,
    company1: party.partyName,
    linkman: person?.name ?? party.partyName,
    phone: person?.phone ?? "",
    email: person?.email ?? "",
    address1: street,
    address2: (party.addressLines ?? []).join(" ").slice(0, 300),
    city: party.address?.city ?? "",
    province: party.address?.stateRegion ?? "",
    country_id: country ?? 0,
    zip_code: party.address?.postCode ?? "",
  };
}

function contactsOf(request: DcsaBookingRequest, codes: CodeBook, profile: Profile | null, faults: DcsaDetail[], paths: PathMap) {
  const parties = request.documentParties;
  const contacts: ContactInput[] = [];
  const at = "$.documentParties";
  const add = (contact: ContactInput, origin: string) => {
    paths.set(`contacts.${contacts.length}`, origin);
    contacts.push(contact);
  };
  let shipper: ContactInput | null = null;
  if (parties.shipper) shipper = contactOf(parties.shipper, PARTY_TYPE.SHIPPER, `${at}.shipper`, codes, faults);
  else if (profile) shipper = { ...profile, type: PARTY_TYPE.SHIPPER };
  else faults.push(detail("dcsa.booking.shipper_required", "shipper", `${at}.shipper`));
  if (shipper) add(shipper, "documentParties.shipper");
  if (parties.consignee) {
    add(contactOf(parties.consignee, PARTY_TYPE.CONSIGNEE, `${at}.consignee`, codes, faults), "documentParties.consignee");
  } else if (shipper) {
    // no consignee named: the bill is made out to order of the shipper (a negotiable bill)
    add({ ...shipper, type: PARTY_TYPE.CONSIGNEE, company1: "TO ORDER OF SHIPPER", company2: "" }, "documentParties.consignee");
  }
  for (const [index, other] of (parties.other ?? []).entries()) {
    const type = other.partyFunction === "N1" ? PARTY_TYPE.NOTIFY_1 : other.partyFunction === "N2" ? PARTY_TYPE.NOTIFY_2 : null;
    const origin = `documentParties.other.${index}.party`;
    if (type) add(contactOf(other.party, type, `${at}.other[${index}].party`, codes, faults), origin);
  }
  return contacts;
}

function portOf(request: DcsaBookingRequest, codes: CodeBook, types: readonly string[], faults: DcsaDetail[]) {
  const index = request.shipmentLocations.findIndex((place) => types.includes(place.locationTypeCode));
  if (index < 0) return null;
  const code = request.shipmentLocations[index]?.location.UNLocationCode;
  const at = `$.shipmentLocations[${index}].location.UNLocationCode`;
  if (!code) {
    faults.push(detail("dcsa.booking.location_code", "UNLocationCode", at));
    return null;
  }
  const id = codes.port.get(code);
  if (id === undefined) faults.push(detail("dcsa.booking.unknown_location", "UNLocationCode", at, code));
  return id ?? null;
}

function equipmentRows(request: DcsaBookingRequest, codes: CodeBook, faults: DcsaDetail[], paths: PathMap) {
  const spaces: NonNullable<BookingFieldsInput["spaces"]> = [];
  const containers: NonNullable<BookingFieldsInput["containers"]> = [];
  for (const [index, equipment] of request.requestedEquipments.entries()) {
    const at = `$.requestedEquipments[${index}]`;
    const type = containerTypeFor(equipment.ISOEquipmentCode, equipment.isNonOperatingReefer === true, codes.containers);
    if (!type) {
      faults.push(
        detail("dcsa.booking.unknown_equipment", "ISOEquipmentCode", `${at}.ISOEquipmentCode`, equipment.ISOEquipmentCode),
      );
      continue;
    }
    const commodities = equipment.commodities ?? [];
    const dangerousGoods = commodities.flatMap((commodity) => commodity.outerPackaging?.dangerousGoods ?? []);
    for (const [c, commodity] of commodities.entries()) {
      for (const [d, dg] of (commodity.outerPackaging?.dangerousGoods ?? []).entries()) {
        if ((IMO_CLASSES as readonly string[]).includes(dg.imoClass)) continue;
        const path = `${at}.commodities[${c}].outerPackaging.dangerousGoods[${d}].imoClass`;
        faults.push(detail("dcsa.booking.unknown_imo_class", "imoClass", path, dg.imoClass));
      }
    }
    const origin = `requestedEquipments.${index}`;
    paths.set(`spaces.${spaces.length}`, origin);
    paths.set(`spaces.${spaces.length}.reefer`, `${origin}.activeReeferSettings`);
    let dg = 0;
    for (const [c, commodity] of commodities.entries()) {
      for (const d of (commodity.outerPackaging?.dangerousGoods ?? []).keys()) {
        paths.set(
          `spaces.${spaces.length}.dangerous_goods.${dg++}`,
          `${origin}.commodities.${c}.outerPackaging.dangerousGoods.${d}`,
        );
      }
    }
    spaces.push({
      container_id: type.id,
      count: equipment.units,
      dangerous_goods: dangerousGoods.map(dangerousGoodsOf),
      reefer: reeferOf(equipment),
      oog: null,
    });
    for (const [c, commodity] of commodities.entries()) {
      const packageCode = commodity.outerPackaging?.packageCode;
      paths.set(`containers.${containers.length}`, `${origin}.commodities.${c}`);
      paths.set(`containers.${containers.length}.reefer`, `${origin}.activeReeferSettings`);
      containers.push({
        container_id: type.id,
        container_no: "",
        seal_no: "",
        hs_code: commodity.HSCodes?.[0] ?? "",
        description: commodity.commodityType,
        package: commodity.outerPackaging?.numberOfPackages ?? null,
        package_uid: packageCode ? (codes.unit.get(packageCode) ?? codes.unit.get(FALLBACK_PACKAGE_CODE) ?? null) : null,
        weight: kilograms(commodity.cargoGrossWeight),
        volume: cubicMetres(commodity.cargoGrossVolume),
        // the goods row of a reefer box carries its settings too (the carrier-ready check asks each row)
        dangerous_goods: [],
        reefer: reeferOf(equipment),
        oog: null,
      });
    }
  }
  return { spaces, containers };
}

const SHIP_MODE = { "CY-CY": 1, "CY-SD": 2, "SD-CY": 3, "SD-SD": 4 } as const;
const side = (type: string) => (type === "SD" ? "SD" : "CY");

/** The booking form of a DCSA request, and what in it the portal cannot map (empty: none). */
export function bookingInputOf(
  request: DcsaBookingRequest,
  codes: CodeBook,
  profile: Profile | null,
  today: string = businessToday(),
): { form: BookingFieldsInput; faults: DcsaDetail[]; paths: PathMap } {
  const faults: DcsaDetail[] = [];
  const paths: PathMap = new Map();
  for (const property of ["cargoMovementTypeAtOrigin", "cargoMovementTypeAtDestination"] as const) {
    // the portal's LCL bookings are not offered on this API (docs/PRODUCT-RULES.md, "Bookings")
    if (request[property] !== "FCL") faults.push(detail("dcsa.booking.fcl_only", property, `$.${property}`, request[property]));
  }
  const pol = portOf(request, codes, ["POL"], faults);
  const pod = portOf(request, codes, ["POD"], faults);
  if (pol === null && !faults.some((f) => f.property === "UNLocationCode")) {
    faults.push(detail("dcsa.booking.location_required", "shipmentLocations", "$.shipmentLocations", "POL"));
  }
  if (pod === null && !faults.some((f) => f.property === "UNLocationCode")) {
    faults.push(detail("dcsa.booking.location_required", "shipmentLocations", "$.shipmentLocations", "POD"));
  }
  const from = portOf(request, codes, ["PRE"], faults) ?? pol;
  const to = portOf(request, codes, ["PDE"], faults) ?? pod;

  let carrier: number | null = null;
  if (request.carrierCode) {
    carrier = codes.carrier.get(request.carrierCode) ?? null;
    if (carrier === null)
      faults.push(detail("dcsa.booking.unknown_carrier", "carrierCode", "$.carrierCode", request.carrierCode));
  }
  const incotermCode = request.incoTerms ?? DEFAULT_INCOTERM;
  const incoterm = codes.incoterm.get(incotermCode) ?? null;
  if (incoterm === null) faults.push(detail("dcsa.booking.unknown_incoterm", "incoTerms", "$.incoTerms", incotermCode));
  const departure = request.expectedDepartureDate;
  if (departure && departure < today) {
    faults.push(detail("dcsa.booking.date_past", "expectedDepartureDate", "$.expectedDepartureDate", departure));
  }
  const customerReference =
    request.references?.find((reference) => reference.type === "CR")?.value ??
    request.serviceContractReference ??
    request.contractQuotationReference ??
    request.bookingChannelReference ??
    "";
  const { spaces, containers } = equipmentRows(request, codes, faults, paths);
  const form: BookingFieldsInput = {
    container_mode: CONTAINER_MODE.FCL,
    cust_ref_no: customerReference.slice(0, 50),
    ready_date: departure && departure >= today ? departure : today,
    inco_term_id: incoterm,
    freight_term_id: null,
    ship_mode: SHIP_MODE[`${side(request.receiptTypeAtOrigin)}-${side(request.deliveryTypeAtDestination)}`],
    from_id: from,
    pol_id: pol,
    pod_id: pod,
    to_id: to,
    carrier_id: carrier,
    remark: "",
    contacts: contactsOf(request, codes, profile, faults, paths),
    spaces,
    containers,
    cargos: [],
  };
  return { form, faults, paths };
}
