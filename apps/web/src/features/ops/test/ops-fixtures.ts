import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import type { OpsOrderDetail } from "../api/get-ops-order";

/** An order as GET /ops/order/{id} answers it (and, its row fields, as GET /ops/order lists it). */
export function opsOrderOf(overrides: Partial<OpsOrderDetail> = {}): OpsOrderDetail {
  return {
    id: 7,
    order_no: "HY260301000123",
    cust_ref_no: "REF-001",
    status: ORDER_STATUS.AWAITING_BOOKING,
    status_name: "Awaiting booking",
    container_mode: CONTAINER_MODE.FCL,
    container_mode_name: "FCL",
    ship_mode: 1,
    ship_mode_name: "Port to port",
    carrier_id: 3,
    carrier_name: "MAERSK",
    from_id: 11,
    from_name: "Ningbo",
    pol_id: 11,
    pol_name: "Ningbo",
    pod_id: 12,
    pod_name: "Hamburg",
    to_id: 12,
    to_name: "Hamburg",
    vessel: "",
    voyage: "",
    etd: null,
    eta: null,
    ready_date: "2026-05-02",
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
    create_time: "2026-03-01T02:00:00.000Z",
    update_time: "2026-03-01T02:00:00.000Z",
    inco_term_id: 1,
    freight_term_id: 1,
    remark: "",
    contacts: [],
    spaces: [{ container_id: 1, count: 2, container_name: "40HQ" }],
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
    owner_id: 21,
    customer_name: "NINGBO EVERBRIGHT TRADING CO., LTD.",
    customer_username: "shipper@haiyun.demo",
    ...overrides,
  };
}

export const CARRIERS = [
  { id: 3, code: "MAEU", type: 0, name: "MAERSK", name_cn: "马士基", name_en: "MAERSK" },
  { id: 4, code: "COSU", type: 0, name: "COSCO", name_cn: "中远海运", name_en: "COSCO" },
];

export const DOCUMENT_TYPES = [
  { value: 1, name: "Booking confirmation" },
  { value: 9, name: "Other" },
];

type Space = OpsOrderDetail["spaces"][number];
type DangerousGoodsView = NonNullable<Space["dangerous_goods"]>[number];

/** A dangerous good as the detail answers it (acetone, class 3, PG II unless told). */
export function dangerousGoodsOf(overrides: Partial<DangerousGoodsView> = {}): DangerousGoodsView {
  return {
    un_number: "1090",
    proper_shipping_name: "ACETONE",
    imo_class: "3",
    packing_group: "II",
    flash_point: -20,
    is_marine_pollutant: false,
    is_limited_quantity: false,
    ems_number: "F-E, S-D",
    inner_packaging: null,
    net_explosive_content: null,
    emergency_contact: null,
    ...overrides,
  };
}

/** Booked spaces carrying dangerous goods, a running reefer and an out-of-gauge flat rack. */
export const SPECIAL_SPACES: Space[] = [
  { container_id: 1, count: 1, container_name: "20GP", dangerous_goods: [dangerousGoodsOf()], reefer: null, oog: null },
  {
    container_id: 2,
    count: 2,
    container_name: "40RH",
    dangerous_goods: [],
    reefer: {
      is_non_operating: false,
      temperature: -18,
      temperature_unit: "CEL",
      air_exchange: 25,
      air_exchange_unit: "MQH",
      is_ventilation_open: true,
      humidity: null,
      is_pre_cooling: true,
      is_generator_set: false,
      o2: null,
      co2: null,
    },
    oog: null,
  },
  {
    container_id: 3,
    count: 1,
    container_name: "40FR",
    dangerous_goods: [],
    reefer: null,
    oog: { over_height: 35, over_width_left: 0, over_width_right: 12, over_length_front: 0, over_length_back: 0, remarks: "" },
  },
];
