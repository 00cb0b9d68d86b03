import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { PARTY_TYPE, type PartyType } from "@haiyun/shared/schemas/contact";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { contactOf } from "./contact-fixtures";

// The supply record as GET /order/shipment/{id} answers it (and as GET /ops/order/{id}
// carries it), for the tests of the supply pages and of operations. Container numbers pass the
// ISO 6346 check digit.

export const VALID_CONTAINER_NOS = ["MSKU1234565", "MSKU7654328", "TGHU1000018"] as const;

const party = (type: PartyType, company1: string) => {
  const { id: _id, ...contact } = contactOf({ type, type_name: "", company1 });
  return { ...contact, country_name_en: contact.country_name };
};

export const SUPPLY_PARTIES = {
  shipper: party(PARTY_TYPE.SHIPPER, "NINGBO EVERBRIGHT TRADING CO., LTD."),
  consignee: party(PARTY_TYPE.CONSIGNEE, "HAMBURG IMPORT GMBH"),
  notify1: party(PARTY_TYPE.NOTIFY_1, "HAMBURG CUSTOMS BROKER KG"),
  notify2: party(PARTY_TYPE.NOTIFY_2, "BREMEN AGENCY GMBH"),
};

/** An FCL order awaiting its instruction (status 2) with one 40GP and two 40HQ booked, with overrides. */
export function supplyRecordOf(overrides: Partial<SupplyRecord> = {}): SupplyRecord {
  return {
    id: 7,
    order_no: "HY260301000007",
    cust_ref_no: "PO-2026-001",
    status: ORDER_STATUS.AWAITING_SUPPLY,
    status_name: "Awaiting shipping instructions",
    container_mode: CONTAINER_MODE.FCL,
    container_mode_name: "FCL",
    ship_mode: 1,
    ship_mode_name: "Port to port",
    carrier_id: 5,
    carrier_name: "MAERSK",
    from_id: 11,
    from_name: "Ningbo",
    pol_id: 11,
    pol_name: "Ningbo",
    pod_id: 21,
    pod_name: "Hamburg",
    to_id: 21,
    to_name: "Hamburg",
    vessel: "MAERSK ESSEX",
    voyage: "612W",
    etd: "2026-04-10",
    eta: "2026-05-20",
    ready_date: "2026-04-01",
    freight_term_name: "Prepaid",
    inco_term_name: "FOB",
    so_no: "SO123",
    mbl_no: "",
    booking_amount: null,
    booking_currency: "",
    amendment_status: null,
    cancellation_status: null,
    revision_status: null,
    next_cut_off: null,
    create_time: "2026-03-01T02:00:00.000Z",
    update_time: "2026-03-02T02:00:00.000Z",
    spaces: [
      { container_id: 2, count: 1, container_name: "40GP" },
      { container_id: 3, count: 2, container_name: "40HQ" },
    ],
    contacts: [SUPPLY_PARTIES.shipper, SUPPLY_PARTIES.consignee, SUPPLY_PARTIES.notify1],
    marks_no: "NO MARKS",
    description: "LED LAMPS",
    manifest_file: null,
    manifest_file_name: "",
    manifest_file_url: "",
    vgm_method: 1,
    vgm_method_name: "Method 1 (weighing the packed container)",
    containers: [
      {
        id: 101,
        container_no: VALID_CONTAINER_NOS[0],
        seal_no: "SEAL001",
        container_id: 3,
        container_name: "40HQ",
        package: 100,
        package_uid: 31,
        package_unit_name: "CARTONS",
        weight: 8000,
        volume: 60,
        vgm: 11800,
        container_name_en: "40HQ",
        package_unit_name_en: "CARTONS",
      },
    ],
    cut_offs: [],
    submit_time: null,
    bill_document: null,
    bill_redlines: [],
    charges: [],
    from_name_en: "Ningbo",
    pol_name_en: "Ningbo",
    pod_name_en: "Hamburg",
    to_name_en: "Hamburg",
    freight_term_name_en: "Prepaid",
    vgm_method_name_en: "Method 1 (weighing the packed container)",
    ...overrides,
  };
}
