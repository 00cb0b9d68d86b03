import type { BookingForm, BookingResult, Docking, Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { ConfigService } from "../system/config.service";
import { checkBookingReferences } from "./booking-references";
import { findOrder } from "./order-list.repository";
import { newOrderNo } from "./order-number";
import { presentDocking } from "./order-present";
import { quoteColumnsOf, quoteIsLive } from "./order-quote";
import { type TransitionActor, transition } from "./order-transition.service";
import {
  type BookingColumns,
  deleteOrder,
  findOrderChildren,
  insertOrder,
  type OrderChildren,
  replaceOrderChildren,
  updateOrder,
} from "./orders.repository";

// The customer's side of an order (spec §2 bookings, §7 calls; issue 9 items 4 and 6): save and
// submit a booking (new or a draft), copy, cancel and delete — every one through transition().

export interface OrdersContext {
  db: Db;
  configService: ConfigService;
  /** the portal's address, for the links in mails */
  publicUrl: string;
  /** false: transitions queue no mail (the demo seed) */
  notify?: boolean;
}

/** The signed-in customer acting on their own orders. */
export interface Customer {
  id: number;
  lang: Lang;
}

const ORDER_NO_TRIES = 5;

function columnsOf(form: BookingForm, freightTermId: number | null): BookingColumns {
  return {
    container_mode: form.container_mode,
    cust_ref_no: form.cust_ref_no,
    ready_date: form.ready_date ?? null,
    inco_term_id: form.inco_term_id ?? null,
    freight_term_id: freightTermId,
    ship_mode: form.ship_mode ?? null,
    from_id: form.from_id ?? null,
    pol_id: form.pol_id ?? null,
    pod_id: form.pod_id ?? null,
    to_id: form.to_id ?? null,
    carrier_id: form.carrier_id ?? null,
    remark: form.remark,
  };
}

/** The parties are copied onto the order (a snapshot): a later address-book edit changes nothing. */
function childrenOf(form: BookingForm): OrderChildren {
  const goods = (row: BookingForm["cargos"][number]) => ({
    hs_code: row.hs_code,
    description: row.description,
    package: row.package ?? null,
    package_uid: row.package_uid ?? null,
    weight: row.weight ?? null,
    volume: row.volume ?? null,
  });
  return {
    contacts: form.contacts.map((contact) => ({ ...contact })),
    spaces: form.spaces.map((space) => ({ container_id: space.container_id, count: space.count })),
    containers: form.containers.map((row) => ({
      ...goods(row),
      container_id: row.container_id,
      container_no: row.container_no,
      seal_no: row.seal_no,
      quantity: row.quantity ?? null,
    })),
    // spec §3: cargo items are LCL's; an FCL booking carries its goods on the container rows
    cargos: form.cargos.map(goods),
  };
}

async function insertNumbered(tx: Db, values: Omit<Parameters<typeof insertOrder>[1], "order_no">) {
  for (let attempt = 0; attempt < ORDER_NO_TRIES; attempt += 1) {
    const created = await insertOrder(tx, { ...values, order_no: newOrderNo() });
    if (created) return created;
  }
  throw new Error("no free order number after several draws");
}

/**
 * POST /order/booking (orderId null) and PUT /order/booking/{id}: `save` keeps a draft (status 0),
 * `submit` sends it to operations (status 1). An edit is allowed only while the order is a draft.
 */
export async function saveBooking(
  ctx: OrdersContext,
  customer: Customer,
  orderId: number | null,
  form: BookingForm,
): Promise<BookingResult> {
  // read before the transaction: the embedded engine runs one transaction at a time, and the
  // config is read through the shared handle
  const { freight_collect } = await ctx.configService.get();
  const actor: TransitionActor = { id: customer.id, role: "owner", lang: customer.lang };
  const result = await transition(ctx.db, {
    orderId,
    action: form.action,
    actor,
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: async (tx, { order, to }) => {
      const { freightTermId } = await checkBookingReferences(tx, form, freight_collect, customer.lang);
      const columns = { ...columnsOf(form, freightTermId), ...(await quoteColumnsOf(tx, form, customer.lang)) };
      let id = order?.id;
      if (id === undefined) {
        id = (await insertNumbered(tx, { ...columns, owner_id: customer.id, status: to ?? 0 })).id;
      } else {
        await updateOrder(tx, id, columns);
      }
      await replaceOrderChildren(tx, id, childrenOf(form), !order);
      return { orderId: id };
    },
  });
  return { id: result.id, order_no: result.order_no, status: result.status ?? 0 };
}

/** Cancel with a reason (owner; spec §4: statuses 0 and 1 by the table). */
export async function cancelBooking(ctx: OrdersContext, customer: Customer, orderId: number, reason: string) {
  const result = await transition(ctx.db, {
    orderId,
    action: "cancel",
    actor: { id: customer.id, role: "owner", lang: customer.lang },
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: async (_tx, { order }) => ({ orderId: order!.id, reason }),
  });
  return { id: result.id, order_no: result.order_no, status: result.status ?? 0 };
}

/** DELETE /order/{id}: drafts only, checked against the table like every action. */
export async function deleteDraft(ctx: OrdersContext, customer: Customer, orderId: number): Promise<null> {
  await transition(ctx.db, {
    orderId,
    action: "delete",
    actor: { id: customer.id, role: "owner", lang: customer.lang },
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: async (tx, { order }) => {
      await deleteOrder(tx, order!.id);
      return { orderId: order!.id };
    },
  });
  return null;
}

/** GET /order/docking/{id}: any own order as a booking form, for copy-fcl / copy-lcl. */
export async function dockingOf(db: Db, customerId: number, orderId: number, forCopy = true): Promise<Docking> {
  const order = await findOrder(db, orderId, customerId);
  if (!order) throw notFound();
  const children = await findOrderChildren(db, orderId);
  // an LCL order's instruction rows (issue 10) are no part of its booking form
  if (order.container_mode !== 1) children.containers = [];
  const docking = presentDocking(order, children, forCopy);
  // a copy keeps its quote only while the quote is live; otherwise the link goes, and the form says so
  if (forCopy && docking.quote_id !== null && !(await quoteIsLive(db, docking.quote_id))) {
    docking.quote_id = null;
    docking.quote_dropped = true;
  }
  return docking;
}

/** GET /order/booking/{id} (spec §7): an own order as its booking form, for the edit pages. */
export function bookingFormOf(db: Db, customerId: number, orderId: number): Promise<Docking> {
  return dockingOf(db, customerId, orderId, false);
}
