import {
  businessToday,
  type CargoFlag,
  type DangerousGoods,
  DICTIONARIES,
  type Lang,
  multiplyPrice,
  type OpsOrderRow,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderForm,
  type OrderRow,
  type OutOfGauge,
  type ReeferSettings,
} from "@haiyun/shared";
import { FALLBACK_PORT_TIME_ZONE } from "../../../db/seed/data/port-time-zones";
import { cutOffsOfMode, cutOffViews, legacyCutOffs, nextCutOff } from "./order-cut-offs";
import type { OrderListRow } from "./order-row.repository";
import { requestState } from "./order-sides";
import type { OrderChildRows, OrderRow as StoredOrder } from "./orders.repository";

// The order as answered: ids as stored, names in the caller's language ("" when absent).

interface Names {
  cn: string | null;
  en: string | null;
}

const nameOf = (names: Names | null, lang: Lang) => (names ? ((lang === "cn" ? names.cn : names.en) ?? "") : "");
/** The zone an order's cut-offs are read in: its port of loading's. */
export const cutOffZoneOf = (row: { pol_time_zone: string | null }) => row.pol_time_zone ?? FALLBACK_PORT_TIME_ZONE;

type StoredParty = OrderChildRows["contacts"][number]["contact"];
type StoredGoods = OrderChildRows["cargos"][number]["cargo"] | OrderChildRows["containers"][number]["container"];

/** A party's snapshot of the address book, as the booking form carries it (the detail names more). */
export function partyOf(contact: StoredParty) {
  return {
    type: contact.type as 1 | 2 | 3 | 4, // the column holds 1–4 only (the booking schema checks on write)
    company1: contact.company1,
    company2: contact.company2,
    linkman: contact.linkman,
    phone: contact.phone,
    email: contact.email,
    address1: contact.address1,
    address2: contact.address2,
    city: contact.city,
    province: contact.province,
    country_id: contact.country_id,
    zip_code: contact.zip_code,
    e_code: contact.e_code,
  };
}

/** The goods of a cargo line or of a container row. */
function goodsOf(row: StoredGoods) {
  return {
    hs_code: row.hs_code,
    description: row.description,
    package: row.package,
    package_uid: row.package_uid,
    weight: row.weight,
    volume: row.volume,
  };
}

/** A space's or a container row's special cargo as stored ([] and nulls: none). */
function specialCargoOf(row: { dangerous_goods: DangerousGoods[]; reefer: ReeferSettings | null; oog: OutOfGauge | null }) {
  return { dangerous_goods: row.dangerous_goods, reefer: row.reefer, oog: row.oog };
}

/** What the order carries beyond dry general cargo, from the flags kept at each booking write. */
function cargoFlagsOf(row: { has_dg: boolean; has_reefer: boolean; has_oog: boolean }): CargoFlag[] {
  const flags: CargoFlag[] = [];
  if (row.has_dg) flags.push("dg");
  if (row.has_reefer) flags.push("reefer");
  if (row.has_oog) flags.push("oog");
  return flags;
}

export function statusName(status: number | null, lang: Lang): string {
  const entry = ORDER_STATUSES.find((item) => item.value === status);
  return entry ? (lang === "cn" ? entry.name_cn : entry.name_en) : "";
}

export function dictionaryName(field: string, value: number | null, lang: Lang): string {
  const entry = DICTIONARIES[field]?.find((item) => item.value === value);
  return entry ? (lang === "cn" ? entry.name_cn : entry.name_en) : "";
}

/**
 * An order's row fields, as the detail answers them. The lists write the same fields in SQL
 * (order-list-json.repository.ts); order-list-text.test.ts holds the two to the same answer.
 */
export function presentRow(row: OrderListRow, lang: Lang): OrderRow {
  return {
    id: row.id,
    order_no: row.order_no,
    cust_ref_no: row.cust_ref_no,
    status: row.status,
    status_name: statusName(row.status, lang),
    container_mode: row.container_mode,
    container_mode_name: dictionaryName("container_mode", row.container_mode, lang),
    ship_mode: row.ship_mode,
    ship_mode_name: dictionaryName("ship_mode", row.ship_mode, lang),
    carrier_id: row.carrier_id,
    carrier_name: nameOf(row.carrier_name, lang),
    from_id: row.from_id,
    from_name: nameOf(row.from_name, lang),
    pol_id: row.pol_id,
    pol_name: nameOf(row.pol_name, lang),
    pod_id: row.pod_id,
    pod_name: nameOf(row.pod_name, lang),
    to_id: row.to_id,
    to_name: nameOf(row.to_name, lang),
    vessel: row.vessel,
    voyage: row.voyage,
    etd: row.etd,
    eta: row.eta,
    ready_date: row.ready_date,
    freight_term_name: nameOf(row.freight_term_name, lang),
    inco_term_name: nameOf(row.inco_term_name, lang),
    so_no: row.so_no,
    mbl_no: row.mbl_no,
    booking_amount: row.quote_amount,
    booking_currency: row.quote_currency,
    amendment_status: requestState(row.amendment_status),
    cancellation_status: requestState(row.cancellation_status),
    revision_status: requestState(row.revision_status),
    special_cargo_status: requestState(row.special_cargo_status),
    cargo_flags: cargoFlagsOf(row),
    next_cut_off: nextCutOff(cutOffsOfMode(row.cut_offs, row.container_mode), cutOffZoneOf(row)),
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
  };
}

/**
 * The customer as operations see them: the company, else the contact person (the login beside it).
 * The fields are added to the row presentRow built rather than spread into a new one: spreading
 * a 31-field object sends V8 down its slow path (~11 µs a row, measured), adding three does not.
 */
export function presentOpsRow(row: OrderListRow, lang: Lang): OpsOrderRow {
  const customer = row.customer;
  const ops = presentRow(row, lang) as OpsOrderRow;
  ops.owner_id = row.owner_id;
  ops.customer_name = customer?.company1 || customer?.linkman || "";
  ops.customer_username = customer?.username ?? "";
  return ops;
}

/** The quote snapshot on the detail: its prices × the order's spaces, line by line. */
function quoteOf(row: OrderListRow, children: OrderChildRows, lang: Lang): OrderDetail["quote"] {
  const quote = row.quote;
  if (quote?.id == null) return null;
  const price = new Map((quote.prices ?? []).map((entry) => [entry.container_id, entry.price]));
  return {
    id: quote.id,
    forwarder_id: quote.forwarder_id,
    currency: row.quote_currency,
    sdate: quote.sdate,
    edate: quote.edate,
    lines: children.spaces.flatMap(({ space, container_cn, container_en }) => {
      const each = price.get(space.container_id);
      if (each === undefined) return [];
      return [
        {
          container_id: space.container_id,
          container_name: nameOf({ cn: container_cn, en: container_en }, lang),
          count: space.count,
          price: each,
          amount: multiplyPrice(each, space.count),
        },
      ];
    }),
  };
}

/** GET /order/{id}: the row, what was booked and operations' confirmation. */
export function presentDetail(
  row: OrderListRow,
  children: OrderChildRows,
  documentCount: number,
  lang: Lang,
): Omit<OrderDetail, "bill_redlines" | "charges"> {
  return {
    ...presentRow(row, lang),
    inco_term_id: row.inco_term_id,
    freight_term_id: row.freight_term_id,
    remark: row.remark,
    contacts: children.contacts.map(({ contact, country_cn, country_en }) => ({
      ...partyOf(contact),
      type_name: dictionaryName("contact_type", contact.type, lang),
      country_name: nameOf({ cn: country_cn, en: country_en }, lang),
      create_time: contact.create_time.toISOString(),
      update_time: contact.update_time.toISOString(),
    })),
    spaces: children.spaces.map(({ space, container_cn, container_en }) => ({
      container_id: space.container_id,
      count: space.count,
      container_name: nameOf({ cn: container_cn, en: container_en }, lang),
      ...specialCargoOf(space),
    })),
    containers: children.containers.map(({ container, container_cn, container_en, unit_cn, unit_en }) => ({
      container_id: container.container_id,
      container_name: nameOf({ cn: container_cn, en: container_en }, lang),
      container_no: container.container_no,
      seal_no: container.seal_no,
      ...goodsOf(container),
      package_unit_name: nameOf({ cn: unit_cn, en: unit_en }, lang),
      quantity: container.quantity,
      ...specialCargoOf(container),
    })),
    cargos: children.cargos.map(({ cargo, unit_cn, unit_en }) => ({
      ...goodsOf(cargo),
      package_unit_name: nameOf({ cn: unit_cn, en: unit_en }, lang),
      dangerous_goods: cargo.dangerous_goods,
    })),
    cut_offs: cutOffViews(cutOffsOfMode(row.cut_offs, row.container_mode), cutOffZoneOf(row)),
    pol_time_zone: row.pol_time_zone,
    ...legacyCutOffs(cutOffsOfMode(row.cut_offs, row.container_mode), row.container_mode),
    document_count: documentCount,
    quote: quoteOf(row, children, lang),
  };
}

/**
 * The order as a booking form. For a copy (GET /order/docking/{id}) a ready date now past is
 * cleared, so the new draft does not start invalid; the edit form (GET /order/booking/{id}) shows it.
 */
export function presentOrderForm(order: StoredOrder, children: OrderChildRows, forCopy = true): OrderForm {
  const isPast = !!order.ready_date && order.ready_date < businessToday();
  return {
    container_mode: order.container_mode,
    cust_ref_no: order.cust_ref_no,
    ready_date: forCopy && isPast ? null : order.ready_date,
    inco_term_id: order.inco_term_id,
    freight_term_id: order.freight_term_id,
    ship_mode: order.ship_mode,
    from_id: order.from_id,
    pol_id: order.pol_id,
    pod_id: order.pod_id,
    to_id: order.to_id,
    carrier_id: order.carrier_id,
    quote_id: order.quote_id,
    remark: order.remark,
    contacts: children.contacts.map(({ contact }) => partyOf(contact)),
    spaces: children.spaces.map(({ space }) => ({
      container_id: space.container_id,
      count: space.count,
      ...specialCargoOf(space),
    })),
    containers: children.containers.map(({ container }) => ({
      container_id: container.container_id,
      container_no: container.container_no,
      seal_no: container.seal_no,
      ...goodsOf(container),
      quantity: container.quantity,
      ...specialCargoOf(container),
    })),
    cargos: children.cargos.map(({ cargo }) => ({ ...goodsOf(cargo), dangerous_goods: cargo.dangerous_goods })),
  };
}
