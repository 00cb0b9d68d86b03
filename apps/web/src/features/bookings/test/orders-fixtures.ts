import { DOCUMENT_TYPE, ORDER_STATUS, ORDER_STATUSES } from "@haiyun/shared/constants/order-status";
import { PARTY_TYPE, type PartyType } from "@haiyun/shared/schemas/contact";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { contactOf } from "../../../test/contact-fixtures";
import type { OrderDetail, OrderDocument, OrderEvent, OrderRow } from "../../orders";

/** GET /system/dictionary?field=order_status as the server answers it in English. */
export const ORDER_STATUS_DICTIONARY = ORDER_STATUSES.map((status) => ({
  value: status.value,
  name: status.name_en,
  color: status.color,
}));

export const PORTS = {
  list: [
    { id: 11, code: "CNNGB", name: "Ningbo" },
    { id: 12, code: "DEHAM", name: "Hamburg" },
  ],
  total: 2,
};
export const CARRIERS = { list: [{ id: 21, code: "MAEU", name: "Maersk" }], total: 1 };

const statusName = (status: number) => ORDER_STATUSES.find((s) => s.value === status)?.name_en ?? "";

/** A row of GET /order, with overrides. */
export function orderRowOf(overrides: Partial<OrderRow> = {}): OrderRow {
  const status = overrides.status ?? 1;
  return {
    id: 1,
    order_no: "HY260301000123",
    cust_ref_no: "PO-7781",
    status,
    status_name: statusName(status),
    container_mode: CONTAINER_MODE.FCL,
    container_mode_name: "FCL",
    ship_mode: 1,
    ship_mode_name: "Port to port (CY-CY)",
    carrier_id: 21,
    carrier_name: "Maersk",
    from_id: 11,
    from_name: "Ningbo",
    pol_id: 11,
    pol_name: "Ningbo",
    pod_id: 12,
    pod_name: "Hamburg",
    to_id: 12,
    to_name: "Hamburg",
    vessel: "MAERSK EMDEN",
    voyage: "412W",
    etd: "2026-03-20",
    eta: "2026-04-28",
    ready_date: "2026-03-15",
    freight_term_name: "Prepaid",
    inco_term_name: "FOB",
    so_no: "",
    mbl_no: "",
    booking_amount: null,
    booking_currency: "",
    amendment_status: null,
    cancellation_status: null,
    revision_status: null,
    next_cut_off: null,
    create_time: "2026-03-01T08:00:00Z",
    update_time: "2026-03-02T09:30:00Z",
    ...overrides,
  };
}

/** A party of an order: an address-book contact as the order keeps it (no id). */
function party(type: PartyType, company1: string): OrderDetail["contacts"][number] {
  const { id: _id, ...contact } = contactOf({ type, type_name: "", company1, update_time: "2026-03-01T08:00:00Z" });
  return contact;
}

/** GET /order/{id}, with overrides: an FCL order with two spaces and one container row. */
export function orderDetailOf(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderRowOf(overrides),
    inco_term_id: 3,
    freight_term_id: 1,
    remark: "",
    contacts: [
      party(PARTY_TYPE.SHIPPER, "NINGBO EVERBRIGHT TRADING CO., LTD."),
      party(PARTY_TYPE.CONSIGNEE, "HAMBURG IMPORT GMBH"),
    ],
    spaces: [
      { container_id: 1, container_name: "40HC", count: 2 },
      { container_id: 2, container_name: "20GP", count: 1 },
    ],
    containers: [],
    cargos: [],
    cut_offs: [],
    pol_time_zone: "Asia/Shanghai",
    si_cutoff: null,
    vgm_cutoff: null,
    cy_cutoff: null,
    document_count: 0,
    bill_redlines: [],
    charges: [],
    quote: null,
    ...overrides,
  };
}

/** An entry of GET /order/{id}/events, with overrides. */
export function eventOf(overrides: Partial<OrderEvent> = {}): OrderEvent {
  return {
    id: 1,
    action: "submit",
    from_status: ORDER_STATUS.DRAFT,
    to_status: ORDER_STATUS.AWAITING_BOOKING,
    actor: "shipper@haiyun.demo",
    actor_role: "owner",
    reason: "",
    file_name: "",
    file_url: "",
    amount: null,
    currency: "",
    create_time: "2026-03-01T08:00:00Z",
    ...overrides,
  };
}

/** An entry of GET /order/document/{id}, with overrides. */
export function documentOf(overrides: Partial<OrderDocument> = {}): OrderDocument {
  return {
    id: 1,
    document_type: DOCUMENT_TYPE.BOOKING_CONFIRMATION,
    document_type_name: "Booking confirmation",
    type: DOCUMENT_TYPE.BOOKING_CONFIRMATION,
    name: "booking-confirmation.pdf",
    remark: "",
    url: "/api/file/31/abc123",
    replaced_by: null,
    create_time: "2026-03-03T08:00:00Z",
    ...overrides,
  };
}
