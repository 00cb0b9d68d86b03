import { AppError, type FieldError } from "../../lib/app-error";

// Where a field of the portal's booking form came from in the DCSA request, so a refusal by the
// form's rules or the carrier-ready check names the request's own property and jsonPath
// (`contacts.1.phone` → `documentParties.consignee.partyContactDetails.0.phone`). booking-input.ts
// records each row's origin; the fields within a row are renamed here.

/** A form row's path (`contacts.0`, `spaces.1`, `spaces.1.dangerous_goods.0`) → its request path. */
export type PathMap = Map<string, string>;

/** The request property each top-level field of the booking form comes from. */
export const FORM_FIELD_PROPERTY: Record<string, string> = {
  cust_ref_no: "references",
  ready_date: "expectedDepartureDate",
  inco_term_id: "incoTerms",
  ship_mode: "receiptTypeAtOrigin",
  from_id: "shipmentLocations",
  pol_id: "shipmentLocations",
  pod_id: "shipmentLocations",
  to_id: "shipmentLocations",
  carrier_id: "carrierCode",
  contacts: "documentParties",
  spaces: "requestedEquipments",
  containers: "requestedEquipments",
};

const CONTACT: Record<string, string> = {
  company1: "partyName",
  linkman: "partyContactDetails.0.name",
  phone: "partyContactDetails.0.phone",
  email: "partyContactDetails.0.email",
  address1: "address.street",
  address2: "addressLines",
  city: "address.city",
  province: "address.stateRegion",
  zip_code: "address.postCode",
  country_id: "address.countryCode",
};

const SPACE: Record<string, string> = { container_id: "ISOEquipmentCode", count: "units", reefer: "activeReeferSettings" };

const REEFER: Record<string, string> = {
  temperature: "temperatureSetpoint",
  temperature_unit: "temperatureUnit",
  o2: "o2Setpoint",
  co2: "co2Setpoint",
  humidity: "humiditySetpoint",
  air_exchange: "airExchangeSetpoint",
  air_exchange_unit: "airExchangeUnit",
};

const GOODS: Record<string, string> = {
  description: "commodityType",
  hs_code: "HSCodes.0",
  weight: "cargoGrossWeight",
  volume: "cargoGrossVolume",
  package: "outerPackaging.numberOfPackages",
  package_uid: "outerPackaging.packageCode",
};

const DANGEROUS: Record<string, string> = {
  un_number: "UNNumber",
  proper_shipping_name: "properShippingName",
  imo_class: "imoClass",
  packing_group: "packingGroup",
  flash_point: "limits.flashPoint",
  ems_number: "EMSNumber",
  net_explosive_content: "netExplosiveContent",
  inner_packaging: "innerPackagings.0",
  "emergency_contact.name": "emergencyContactDetails.contact",
  "emergency_contact.phone": "emergencyContactDetails.phone",
  emergency_contact: "emergencyContactDetails",
};

function renamed(rest: string[], names: Record<string, string>): string[] {
  for (let n = rest.length; n > 0; n -= 1) {
    const name = names[rest.slice(0, n).join(".")];
    if (name) return [name, ...rest.slice(n)];
  }
  return rest;
}

/** The request's dotted path of a form field (the field itself when its origin is unknown). */
export function dcsaFieldOf(field: string, paths: PathMap): string {
  const parts = field.split(".");
  for (let n = parts.length; n > 0; n -= 1) {
    const origin = paths.get(parts.slice(0, n).join("."));
    if (!origin) continue;
    const rest = parts.slice(n);
    const kind = parts[0];
    let tail: string[];
    if (parts[n - 1] === "reefer") tail = renamed(rest, REEFER);
    else if (n === 4 && parts[2] === "dangerous_goods") tail = renamed(rest, DANGEROUS);
    else if (kind === "contacts") tail = renamed(rest, CONTACT);
    else if (rest[0] === "reefer") tail = ["activeReeferSettings", ...renamed(rest.slice(1), REEFER)];
    else if (kind === "spaces") tail = renamed(rest, SPACE);
    else tail = renamed(rest, GOODS);
    return [origin, ...tail].filter(Boolean).join(".");
  }
  const top = parts[0] ? FORM_FIELD_PROPERTY[parts[0]] : undefined;
  return top ? [top, ...parts.slice(1)].join(".") : field;
}

/** The error with its fields named as the request named them; anything else as it was. */
export function inDcsaTerms(error: unknown, paths: PathMap, prefix = ""): unknown {
  if (!(error instanceof AppError) || !error.errors?.length) return error;
  const local = (field: string) => (prefix && field.startsWith(prefix) ? field.slice(prefix.length) : field);
  const errors: FieldError[] = error.errors.map((e) => ({ ...e, field: dcsaFieldOf(local(e.field), paths) }));
  return new AppError(error.code, { params: error.params, errors, extra: error.extra, msg: error.msg });
}
