import type { ContactView } from "@haiyun/shared/schemas/contact";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { CONTACT_TYPE_DICTIONARY, contactOf } from "../../../test/contact-fixtures";
import type { OrderForm } from "../api/get-order-form";

// Reference data and address book the booking form tests answer with (the names the server gives
// in English).

const ref = (id: number, name: string, code = "") => ({ id, code, type: 0, name, name_cn: name, name_en: name });

export const PORTS = {
  list: [ref(11, "Ningbo", "CNNGB"), ref(12, "Shanghai", "CNSHA"), ref(21, "Hamburg", "DEHAM"), ref(22, "Rotterdam", "NLRTM")],
  total: 4,
};
export const CARRIERS = { list: [ref(5, "MAERSK"), ref(6, "COSCO")], total: 2 };
// with their ISO size-type codes: the form offers reefer settings and out of gauge by them
const box = (id: number, name: string, iso_code: string) => ({ ...ref(id, name), iso_code, teu: "2.00" });
export const CONTAINER_TYPES = {
  list: [box(1, "20GP", "22G1"), box(2, "40GP", "42G1"), box(3, "40HQ", "45G1"), box(4, "40RH", "45R1"), box(5, "40FR", "45P1")],
  total: 5,
};
export const PACKAGE_UNITS = { list: [ref(31, "CARTONS"), ref(32, "PALLETS")], total: 2 };
export const INCOTERMS = {
  list: [ref(1, "EXW Ex Works", "EXW"), ref(9, "FOB Free on Board", "FOB"), ref(11, "CIF", "CIF")],
  total: 3,
};
export const FREIGHT_TERMS = { list: [ref(1, "Prepaid", "PP"), ref(2, "Collect", "CC")], total: 2 };
export const COUNTRIES = { list: [ref(45, "China", "CN"), ref(80, "Germany", "DE")], total: 2 };

const DICTIONARIES: Record<string, { name: string; value: number }[]> = {
  ship_mode: [
    { name: "Port to port (CY-CY)", value: 1 },
    { name: "Door to door (DOOR-DOOR)", value: 4 },
  ],
  contact_type: CONTACT_TYPE_DICTIONARY,
};

export const SHIPPER = contactOf();
export const CONSIGNEE = contactOf({
  id: 2,
  type: 2,
  type_name: "Consignee",
  company1: "HAMBURG IMPORT GMBH",
  linkman: "ANNA SCHMIDT",
  phone: "+4940123456",
  email: "",
  address1: "SPEICHERSTADT 1",
  city: "HAMBURG",
  province: "",
  country_id: 80,
  country_name: "Germany",
  zip_code: "20457",
});

/** A contact as the booking body carries it: the party type and the address-book fields. */
export function partyBody(contact: ContactView) {
  const {
    id: _id,
    type_name: _typeName,
    country_name: _country,
    create_time: _created,
    update_time: _updated,
    ...party
  } = contact;
  return party;
}

/** The GET answers the form needs; the address book offers the contacts of the type asked for. */
export function referenceRoutes(contacts: ContactView[] = [SHIPPER, CONSIGNEE]) {
  return {
    "GET /port": PORTS,
    "GET /carrier": CARRIERS,
    "GET /container": CONTAINER_TYPES,
    "GET /unit": PACKAGE_UNITS,
    "GET /incoterm": INCOTERMS,
    "GET /freight-term": FREIGHT_TERMS,
    "GET /country": COUNTRIES,
    "GET /system/dictionary": (query: unknown) => DICTIONARIES[(query as { field: string }).field] ?? [],
    "GET /customer/contact": (query: unknown) => {
      const type = (query as { type?: number }).type;
      const list = contacts.filter((contact) => type === undefined || contact.type === type);
      return { list, total: list.length };
    },
  };
}

/** What GET /order/docking/{id} answers, with overrides. */
export function orderFormOf(overrides: Partial<OrderForm> = {}): OrderForm {
  return {
    container_mode: CONTAINER_MODE.FCL,
    cust_ref_no: "PO-2026-001",
    ready_date: "2099-06-15",
    inco_term_id: 9,
    freight_term_id: 2,
    ship_mode: 1,
    from_id: 11,
    pol_id: 11,
    pod_id: 21,
    to_id: 21,
    carrier_id: 5,
    remark: "FRAGILE",
    contacts: [partyBody(SHIPPER), partyBody(CONSIGNEE)],
    spaces: [{ container_id: 2, count: 2 }],
    containers: [],
    cargos: [],
    ...overrides,
  };
}
