import type { SupplyFields } from "@haiyun/shared";
import { AppError } from "../../lib/app-error";
import type { SiBody } from "./si-schema";

// The portal's instruction refuses by its own field names (containers.0.seal_no); the API caller
// sent DCSA's. Each refusal's field is named again in the request's terms, so the ErrorResponse's
// property and jsonPath point into what the caller sent.

const PARTY: Record<string, string> = {
  company1: "partyName",
  linkman: "partyContactDetails.0.name",
  phone: "partyContactDetails.0.phone",
  email: "partyContactDetails.0.email",
  address1: "address.street",
  city: "address.city",
  province: "address.stateRegion",
  zip_code: "address.postCode",
  country_id: "address.countryCode",
};
const ROLE: Record<number, string> = {
  1: "shipper",
  2: "consignee",
  3: "notifyParties.0",
  4: "notifyParties.1",
};
const CARGO: Record<string, string> = {
  package: "outerPackaging.numberOfPackages",
  package_uid: "outerPackaging.packageCode",
  weight: "cargoGrossWeight",
  volume: "cargoGrossVolume",
};
const EQUIPMENT: Record<string, string> = {
  container_no: "equipmentReference",
  seal_no: "seals",
  container_id: "equipment.ISOEquipmentCode",
};

/** A portal field of the instruction as the DCSA body's path. */
export function dcsaFieldOf(field: string, form: SupplyFields, body?: SiBody): string {
  const [head, index, name] = field.split(".");
  if (head === "marks_no") return "utilizedTransportEquipments.0.shippingMarks";
  if (head === "description") return "consignmentItems.0.descriptionOfGoods";
  if (head === "contacts") {
    const i = Number(index);
    if (!Number.isInteger(i)) return index === "notify1" ? "documentParties.notifyParties" : `documentParties.${index ?? ""}`;
    const role = ROLE[form.contacts[i]?.type ?? 0] ?? "shipper";
    return `documentParties.${role}${name ? `.${PARTY[name] ?? name}` : ""}`;
  }
  if (head === "containers" && index !== undefined) {
    const i = Number(index);
    if (name && EQUIPMENT[name]) return `utilizedTransportEquipments.${i}.${EQUIPMENT[name]}`;
    const number = form.containers[i]?.container_no ?? "";
    for (const [c, item] of (body?.consignmentItems ?? []).entries()) {
      const k = item.cargoItems.findIndex((cargo) => cargo.equipmentReference.toUpperCase() === number);
      if (k >= 0 && name && CARGO[name]) return `consignmentItems.${c}.cargoItems.${k}.${CARGO[name]}`;
    }
    return `utilizedTransportEquipments.${i}`;
  }
  return field;
}

/** Runs a write; a portal refusal naming fields is thrown again naming the body's. */
export async function inDcsaTerms<T>(form: SupplyFields, body: SiBody, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError) || !error.errors?.length) throw error;
    const errors = error.errors.map((e) => ({ ...e, field: dcsaFieldOf(e.field, form, body) }));
    throw new AppError(error.code, { params: error.params, errors, msg: error.msg });
  }
}
