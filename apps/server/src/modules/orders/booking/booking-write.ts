import { type BookingForm, ORDER_STATUS } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { specialCargoColumns } from "../cargo";
import type { Caller } from "../core/context";
import {
  type BookingColumns,
  insertOrder,
  type OrderChildren,
  type OrderRow,
  replaceOrderChildren,
  updateOrder,
} from "../core/orders.repository";
import { checkBookingReferences } from "./booking-references";
import { newOrderNo } from "./order-number";
import { quoteColumnsOf } from "./order-quote";

// Writing a booking form onto an order, new or a draft, inside the transition of its save or
// submit: the references checked as offered now, the quote's prices taken from the live quote, and
// the parties, spaces and goods replaced as a whole.

const ORDER_NO_TRIES = 5;

export function columnsOf(form: BookingForm, freightTermId: number | null): BookingColumns {
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
export function childrenOf(form: BookingForm): OrderChildren {
  const goods = (row: BookingForm["cargos"][number]) => ({
    hs_code: row.hs_code,
    description: row.description,
    package: row.package ?? null,
    package_uid: row.package_uid ?? null,
    weight: row.weight ?? null,
    volume: row.volume ?? null,
  });
  const special = (row: Pick<BookingForm["spaces"][number], "dangerous_goods" | "reefer" | "oog">) => ({
    dangerous_goods: row.dangerous_goods ?? [],
    reefer: row.reefer ?? null,
    oog: row.oog ?? null,
  });
  return {
    contacts: form.contacts.map((contact) => ({ ...contact })),
    spaces: form.spaces.map((space) => ({ container_id: space.container_id, count: space.count, ...special(space) })),
    containers: form.containers.map((row) => ({
      ...goods(row),
      container_id: row.container_id,
      container_no: row.container_no,
      seal_no: row.seal_no,
      quantity: row.quantity ?? null,
      ...special(row),
    })),
    // cargo items are LCL's; an FCL booking carries its goods on the container rows
    cargos: form.cargos.map((row) => ({ ...goods(row), dangerous_goods: row.dangerous_goods ?? [] })),
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
 * Writes `form` onto `order`, or inserts a new order owned by the caller with `status` (the status
 * the table leaves). Returns the order's id.
 */
export async function writeBooking(
  tx: Db,
  order: OrderRow | null,
  form: BookingForm,
  { caller, freightCollect, status }: { caller: Caller; freightCollect: string; status: number | null },
): Promise<number> {
  const { freightTermId } = await checkBookingReferences(tx, form, freightCollect, caller.lang);
  const stage = status === ORDER_STATUS.DRAFT ? "draft" : "submitted";
  const columns = {
    ...columnsOf(form, freightTermId),
    ...(await quoteColumnsOf(tx, form, caller.lang)),
    ...(await specialCargoColumns(tx, order, form, stage)),
  };
  let id = order?.id;
  if (id === undefined) {
    id = (await insertNumbered(tx, { ...columns, owner_id: caller.id, status: status ?? ORDER_STATUS.DRAFT })).id;
  } else {
    await updateOrder(tx, id, columns);
  }
  await replaceOrderChildren(tx, id, childrenOf(form), !order);
  return id;
}
