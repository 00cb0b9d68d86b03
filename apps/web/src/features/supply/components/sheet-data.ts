import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";

// What the shipping-instruction sheet (spec §2 preview: a bill-of-lading-like sheet) shows: names
// already resolved, so one sheet serves the record as stored and the form as typed.

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
}

export interface SheetData {
  order_no: string;
  cust_ref_no: string;
  mbl_no: string;
  vessel: string;
  voyage: string;
  from_name: string;
  pol_name: string;
  pod_name: string;
  to_name: string;
  /** by party type: 1 shipper, 2 consignee, 3 notify 1, 4 notify 2 */
  parties: Partial<Record<number, SheetParty>>;
  marks_no: string;
  description: string;
  vgm_method_name: string;
  containers: SheetContainer[];
}

/** The sheet of a stored instruction (GET /order/shipment/{id}). */
export function sheetOfRecord(record: SupplyRecord): SheetData {
  const parties: SheetData["parties"] = {};
  for (const contact of record.contacts) parties[contact.type] = contact;
  return {
    order_no: record.order_no,
    cust_ref_no: record.cust_ref_no,
    mbl_no: record.mbl_no,
    vessel: record.vessel,
    voyage: record.voyage,
    from_name: record.from_name,
    pol_name: record.pol_name,
    pod_name: record.pod_name,
    to_name: record.to_name,
    parties,
    marks_no: record.marks_no,
    description: record.description,
    vgm_method_name: record.vgm_method_name,
    containers: record.containers,
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
    contacts: (SheetParty & { type: number })[];
    marks_no: string;
    description: string;
    vgm_method?: number | null;
    containers: {
      container_no: string;
      seal_no: string;
      container_id?: number | null;
      package?: number | null;
      package_uid?: number | null;
      weight?: number | null;
      volume?: number | null;
      vgm?: number | null;
    }[];
  },
  names: SheetNames,
  countryName: (id: number | null | undefined) => string,
): SheetData {
  const parties: SheetData["parties"] = {};
  for (const contact of fields.contacts) {
    parties[contact.type] = {
      ...contact,
      country_name: contact.country_name || countryName((contact as { country_id?: number }).country_id),
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
    })),
  };
}
