import { vgmMethodCode } from "@haiyun/shared/cargo/special-cargo";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { billLinesOf } from "./vgm/bill-lines";

// What the shipping-instruction sheet (the preview, a bill-of-lading-like sheet) shows: names
// already resolved, so one sheet serves the record as stored and the form as typed. A bill of
// lading is an English document: every name on it (places, country, container type, package
// unit, VGM method, freight term) is the English one whatever the reader's language; only the
// sheet's labels follow the reader.

export interface SheetParty {
  company1: string;
  company2?: string;
  address1?: string;
  address2?: string;
  city?: string;
  province?: string;
  zip_code?: string;
  country_name?: string;
  linkman?: string;
  phone?: string;
  email?: string;
}

export interface SheetContainer {
  container_no: string;
  seal_no: string;
  container_name: string;
  package: number | null;
  package_unit_name: string;
  weight: number | null;
  volume: number | null;
  vgm: number | null;
  /** what a bill prints under the goods for this box: its VGM, dangerous goods, reefer settings */
  lines: string[];
}

export interface SheetData {
  order_no: string;
  cust_ref_no: string;
  /** the carrier's booking number (SO) operations confirmed */
  so_no: string;
  mbl_no: string;
  /** prepaid or collect, in English */
  freight_term_name: string;
  vessel: string;
  voyage: string;
  from_name: string;
  pol_name: string;
  pod_name: string;
  to_name: string;
  /** by party type (PARTY_TYPE) */
  parties: Partial<Record<number, SheetParty>>;
  marks_no: string;
  description: string;
  vgm_method_name: string;
  containers: SheetContainer[];
}

type RecordRow = SupplyRecord["containers"][number];
type SpecialCargo = Pick<RecordRow, "dangerous_goods" | "reefer">;

/** A row's bill lines: the method its own or the order's, the special cargo of the booking row it answers. */
function linesOf(
  row: { vgm?: number | null; vgm_declaration?: { method: string | null; signatory: string } | null },
  orderMethod: number | null | undefined,
  cargo: SpecialCargo | undefined,
): string[] {
  return billLinesOf({
    vgm: row.vgm ?? null,
    vgm_method: row.vgm_declaration?.method ?? vgmMethodCode(orderMethod),
    vgm_signatory: row.vgm_declaration?.signatory ?? "",
    dangerous_goods: cargo?.dangerous_goods ?? [],
    reefer: cargo?.reefer ?? null,
  });
}

/**
 * The special cargo a container row answers: its own when it carries any, else that of the booked
 * space of its type. The instruction's form never sends special cargo, so a stored row is
 * usually bare and its dangerous goods and reefer settings are the booking's.
 */
function cargoOf(
  row: SpecialCargo | undefined,
  containerId: number | null | undefined,
  spaces: SupplyRecord["spaces"],
): SpecialCargo | undefined {
  // a record from before special cargo may answer its rows without the fields
  if (row && ((row.dangerous_goods?.length ?? 0) > 0 || row.reefer)) return row;
  return spaces.find((space) => containerId != null && space.container_id === containerId);
}

/** The sheet of a stored instruction (GET /order/shipment/{id}). */
export function sheetOfRecord(record: SupplyRecord): SheetData {
  const parties: SheetData["parties"] = {};
  for (const contact of record.contacts) parties[contact.type] = { ...contact, country_name: contact.country_name_en };
  return {
    order_no: record.order_no,
    cust_ref_no: record.cust_ref_no,
    so_no: record.so_no,
    mbl_no: record.mbl_no,
    freight_term_name: record.freight_term_name_en,
    vessel: record.vessel,
    voyage: record.voyage,
    from_name: record.from_name_en,
    pol_name: record.pol_name_en,
    pod_name: record.pod_name_en,
    to_name: record.to_name_en,
    parties,
    marks_no: record.marks_no,
    description: record.description,
    vgm_method_name: record.vgm_method_name_en,
    containers: record.containers.map((row) => ({
      container_no: row.container_no,
      seal_no: row.seal_no,
      container_name: row.container_name_en,
      package: row.package,
      package_unit_name: row.package_unit_name_en,
      weight: row.weight,
      volume: row.volume,
      vgm: row.vgm,
      lines: linesOf(row, record.vgm_method, cargoOf(row, row.container_id, record.spaces)),
    })),
  };
}

export interface SheetNames {
  containerType: (id: number) => string;
  packageUnit: (id: number) => string;
  vgmMethod: (value: number) => string;
}

/** The sheet of the form as typed (the preview before a submit), over the record's sailing and ports. */
export function sheetOfForm(
  record: SupplyRecord,
  fields: {
    contacts: (SheetParty & { type: number; country_id?: number | null })[];
    marks_no: string;
    description: string;
    vgm_method?: number | null;
    containers: {
      id?: number;
      container_no: string;
      seal_no: string;
      container_id?: number | null;
      package?: number | null;
      package_uid?: number | null;
      weight?: number | null;
      volume?: number | null;
      vgm?: number | null;
      vgm_declaration?: { method: string | null; signatory: string } | null;
    }[];
  },
  names: SheetNames,
  countryName: (id: number | null | undefined) => string,
): SheetData {
  const parties: SheetData["parties"] = {};
  for (const contact of fields.contacts) {
    // the country the party names, in English (the record's when the party is the one stored)
    const stored = record.contacts.find((party) => party.type === contact.type);
    const countryId = contact.country_id;
    parties[contact.type] = {
      ...contact,
      country_name: countryName(countryId) || (stored && stored.country_id === countryId ? stored.country_name_en : "") || "",
    };
  }
  return {
    ...sheetOfRecord(record),
    parties,
    marks_no: fields.marks_no,
    description: fields.description,
    vgm_method_name: fields.vgm_method ? names.vgmMethod(fields.vgm_method) : "",
    containers: fields.containers.map((row) => ({
      container_no: row.container_no,
      seal_no: row.seal_no,
      container_name: row.container_id ? names.containerType(row.container_id) : "",
      package: row.package ?? null,
      package_unit_name: row.package_uid ? names.packageUnit(row.package_uid) : "",
      weight: row.weight ?? null,
      volume: row.volume ?? null,
      vgm: row.vgm ?? null,
      // the special cargo of the stored row it edits, else of the booked space of its type (as typed now)
      lines: linesOf(
        row,
        fields.vgm_method,
        cargoOf(
          record.containers.find((stored) => row.id !== undefined && stored.id === row.id),
          row.container_id,
          record.spaces,
        ),
      ),
    })),
  };
}
