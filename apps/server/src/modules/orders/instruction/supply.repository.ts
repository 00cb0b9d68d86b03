import { REFERENCE_STATUS } from "@haiyun/shared";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { containerOrderBy } from "../../../db/container-order";
import { containerTypes, currencies, orderContacts, orderContainers, orderSpaces, orders } from "../../../db/schema";

// What the shipping instruction writes — its columns on the order, the parties (the
// order's snapshots, replaced), and the container rows, kept by id so a row keeps its identity.

export type SupplyColumns = Pick<typeof orders.$inferInsert, "marks_no" | "description" | "vgm_method" | "manifest_file"> & {
  si_submit_time?: Date;
};
type NewContact = Omit<typeof orderContacts.$inferInsert, "id" | "order_id" | "create_time" | "update_time">;
export type SupplyRow = Pick<
  typeof orderContainers.$inferInsert,
  "container_no" | "seal_no" | "container_id" | "package" | "package_uid" | "weight" | "volume" | "vgm" | "vgm_declaration"
> & { id?: number };

export async function updateSupplyColumns(db: Db, orderId: number, values: SupplyColumns): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, update_time: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** The parties of the instruction replace the order's snapshots. */
export async function replaceOrderContacts(db: Db, orderId: number, contacts: NewContact[]): Promise<void> {
  await db.delete(orderContacts).where(eq(orderContacts.order_id, orderId));
  if (contacts.length > 0) await db.insert(orderContacts).values(contacts.map((contact) => ({ ...contact, order_id: orderId })));
}

/** The ids of the order's container rows. */
export async function findContainerIds(db: Db, orderId: number): Promise<Set<number>> {
  const rows = await db.select({ id: orderContainers.id }).from(orderContainers).where(eq(orderContainers.order_id, orderId));
  return new Set(rows.map((row) => row.id));
}

/** Rows with an id are updated, rows without are added, the order's other rows are removed. */
export async function upsertContainers(db: Db, orderId: number, rows: SupplyRow[]): Promise<void> {
  const kept = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  await db
    .delete(orderContainers)
    .where(and(eq(orderContainers.order_id, orderId), kept.length > 0 ? notInArray(orderContainers.id, kept) : undefined));
  for (const { id, ...values } of rows) {
    if (id === undefined) continue;
    await db
      .update(orderContainers)
      .set(values)
      .where(and(eq(orderContainers.id, id), eq(orderContainers.order_id, orderId)));
  }
  const added = rows.filter((row) => row.id === undefined).map(({ id: _id, ...values }) => ({ ...values, order_id: orderId }));
  if (added.length > 0) await db.insert(orderContainers).values(added);
}

/** The codes of currencies the list offers, of those asked. */
export async function findOfferedCurrencies(db: Db, codes: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(and(inArray(currencies.code, codes), eq(currencies.status, REFERENCE_STATUS.ENABLED)));
  return new Set(rows.map((row) => row.code));
}

/** Container types' names in both languages (the space rule's messages name them). */
export function findContainerTypeNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: containerTypes.id, name_cn: containerTypes.name_cn, name_en: containerTypes.name_en })
    .from(containerTypes)
    .where(inArray(containerTypes.id, ids));
}

/** An invoice's amount on the order (operations, 6 → 7). */
export async function updateInvoice(db: Db, orderId: number, amount: string, currency: string): Promise<void> {
  await db
    .update(orders)
    .set({ invoice_amount: amount, invoice_currency: currency, update_time: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** The spaces the order was booked with (the FCL space rule's original). */
export function findOrderSpaces(db: Db, orderId: number) {
  return db
    .select({ container_id: orderSpaces.container_id, count: orderSpaces.count })
    .from(orderSpaces)
    .leftJoin(containerTypes, eq(containerTypes.id, orderSpaces.container_id))
    .where(eq(orderSpaces.order_id, orderId))
    .orderBy(...containerOrderBy(containerTypes.code), asc(orderSpaces.id));
}

/** The VGM each of the order's container rows holds now (what the VGM cut-off freezes). */
export function findContainerVgms(db: Db, orderId: number) {
  return db
    .select({ id: orderContainers.id, vgm: orderContainers.vgm, vgm_declaration: orderContainers.vgm_declaration })
    .from(orderContainers)
    .where(eq(orderContainers.order_id, orderId));
}

/** The container numbers of the order's rows, in the order they were entered (a VGM sheet's rows). */
export async function findContainerNumbers(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ container_no: orderContainers.container_no })
    .from(orderContainers)
    .where(eq(orderContainers.order_id, orderId))
    .orderBy(asc(orderContainers.id));
  return rows.map((row) => row.container_no ?? "");
}
