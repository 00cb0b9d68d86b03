import { CONTAINER_MODE, type OrderForm, PARTY_TYPE } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { presentOrderForm } from "../core/order-present";
import { findOrder } from "../core/order-row.repository";
import { findOrderChildren, type OrderRow } from "../core/orders.repository";

// A booking as one version keeps it (docs/PRODUCT-RULES.md, "Booking versions"): the booking
// form's fields and operations' confirmation, in a shape whose field-level diff reads well —
// parties by their role ("shipper.company1"), spaces in container-type order, every absent value
// the same null, so that a form sent back unchanged differs in nothing.

export type BookingSnapshot = Record<string, unknown>;

type Maybe<T> = T | null | undefined;
type Texts<K extends string> = { [key in K]?: Maybe<string> };
type Ids<K extends string> = { [key in K]?: Maybe<number> };
type SnapshotGoods = Texts<"hs_code" | "description"> & Ids<"package" | "package_uid" | "weight" | "volume">;

/** The booking form's fields as an order's form shows them (OrderForm) or a request carries them. */
export type SnapshotBooking = Texts<"cust_ref_no" | "ready_date" | "remark"> &
  Ids<"inco_term_id" | "freight_term_id" | "ship_mode" | "from_id" | "pol_id" | "pod_id" | "to_id" | "carrier_id"> & {
    container_mode: number;
    contacts: (Texts<
      | "company1"
      | "company2"
      | "linkman"
      | "phone"
      | "email"
      | "address1"
      | "address2"
      | "city"
      | "province"
      | "zip_code"
      | "e_code"
    > & { type: number; country_id?: Maybe<number> })[];
    spaces: { container_id: number; count: number }[];
    containers: (SnapshotGoods & Texts<"container_no" | "seal_no"> & Ids<"container_id" | "quantity">)[];
    cargos: SnapshotGoods[];
  };

const PARTY_KEYS = {
  [PARTY_TYPE.SHIPPER]: "shipper",
  [PARTY_TYPE.CONSIGNEE]: "consignee",
  [PARTY_TYPE.NOTIFY_1]: "notify_1",
  [PARTY_TYPE.NOTIFY_2]: "notify_2",
} as Record<number, string>;

const text = (value: string | null | undefined) => value ?? "";
const value = <T>(item: T | null | undefined) => item ?? null;

type Party = SnapshotBooking["contacts"][number];
function partyOf(party: Party) {
  return {
    company1: text(party.company1),
    company2: text(party.company2),
    linkman: text(party.linkman),
    phone: text(party.phone),
    email: text(party.email),
    address1: text(party.address1),
    address2: text(party.address2),
    city: text(party.city),
    province: text(party.province),
    country_id: value(party.country_id),
    zip_code: text(party.zip_code),
    e_code: text(party.e_code),
  };
}

type Goods = SnapshotBooking["cargos"][number];
const goodsOf = (row: Goods) => ({
  hs_code: text(row.hs_code),
  description: text(row.description),
  package: value(row.package),
  package_uid: value(row.package_uid),
  weight: value(row.weight),
  volume: value(row.volume),
});

/** Operations' confirmation on the order (null before it is confirmed). */
export function confirmationOf(order: OrderRow) {
  // the cut-offs by code ("cut_offs.DCO"), instants in UTC: a moved one shows as that code's change
  const cutOffs: Record<string, string> = {};
  for (const cutOff of [...(order.cut_offs ?? [])].sort((a, b) => a.code.localeCompare(b.code))) {
    cutOffs[cutOff.code] = new Date(cutOff.at).toISOString();
  }
  return {
    so_no: value(order.so_no),
    vessel: value(order.vessel),
    voyage: value(order.voyage),
    etd: value(order.etd),
    eta: value(order.eta),
    cut_offs: cutOffs,
  };
}
export type ConfirmationFacts = ReturnType<typeof confirmationOf>;

/** A booking and its confirmation as a version keeps them. */
export function snapshotOf(booking: SnapshotBooking, confirmation: ConfirmationFacts): BookingSnapshot {
  const parties: Record<string, ReturnType<typeof partyOf>> = {};
  for (const party of [...booking.contacts].sort((a, b) => a.type - b.type)) {
    parties[PARTY_KEYS[party.type] ?? `party_${party.type}`] = partyOf(party);
  }
  return {
    container_mode: booking.container_mode,
    cust_ref_no: text(booking.cust_ref_no),
    ready_date: value(booking.ready_date),
    inco_term_id: value(booking.inco_term_id),
    freight_term_id: value(booking.freight_term_id),
    ship_mode: value(booking.ship_mode),
    from_id: value(booking.from_id),
    pol_id: value(booking.pol_id),
    pod_id: value(booking.pod_id),
    to_id: value(booking.to_id),
    carrier_id: value(booking.carrier_id),
    remark: text(booking.remark),
    ...parties,
    spaces: [...booking.spaces]
      .sort((a, b) => a.container_id - b.container_id)
      .map((space) => ({ container_id: space.container_id, count: space.count })),
    containers: booking.containers.map((row) => ({
      container_id: value(row.container_id),
      container_no: text(row.container_no),
      seal_no: text(row.seal_no),
      ...goodsOf(row),
      quantity: value(row.quantity),
    })),
    cargos: booking.cargos.map(goodsOf),
    ...confirmation,
  };
}

/** The order re-read inside the transaction (the locked row a handler got is as it was before its writes). */
export async function readOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const row = await findOrder(tx, orderId);
  if (!row) throw new Error(`order ${orderId} vanished inside its transaction`);
  return row;
}

/** The order's booking as its form shows it (an LCL order's instruction rows are no part of it). */
export async function bookingOfOrder(tx: Db, order: OrderRow): Promise<OrderForm> {
  const children = await findOrderChildren(tx, order.id);
  if (order.container_mode !== CONTAINER_MODE.FCL) children.containers = [];
  return presentOrderForm(order, children, false);
}

/** The order as it stands now, as a version. */
export async function currentSnapshot(tx: Db, orderId: number): Promise<BookingSnapshot> {
  const order = await readOrder(tx, orderId);
  return snapshotOf(await bookingOfOrder(tx, order), confirmationOf(order));
}
