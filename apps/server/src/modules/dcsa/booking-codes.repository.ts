import { CONTAINER_MODE, ORDER_STATUS, REFERENCE_STATUS } from "@haiyun/shared";
import { and, asc, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  carriers,
  containerTypes,
  countries,
  freightTerms,
  incoterms,
  orderContacts,
  orderContainers,
  orderEvents,
  orderSpaces,
  orders,
  ports,
  units,
  users,
} from "../../db/schema";

// The reads the DCSA booking mapping needs: the reference lists by code (UN/LOCODE, SCAC, ISO
// equipment code, package code, country, incoterm) and back, the caller's own FCL booking by its
// reference, and the event that ended a cancelled one.

const TABLES = {
  port: ports,
  carrier: carriers,
  unit: units,
  incoterm: incoterms,
  freight_term: freightTerms,
  country: countries,
} as const;
export type CodeKind = keyof typeof TABLES;

/** A list's offered entries (status 1; package units of type 3) among `codes`: code → id. */
export async function idsByCode(db: Db, kind: CodeKind, codes: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const table = TABLES[kind];
  const rows = await db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(
      and(
        inArray(table.code, wanted),
        eq(table.status, REFERENCE_STATUS.ENABLED),
        kind === "unit" ? eq(table.type, 3) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The codes of the entries `ids` name (offered or not: an order keeps what it booked): id → code. */
export async function codesById(db: Db, kind: CodeKind, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const table = TABLES[kind];
  const rows = await db.select({ id: table.id, code: table.code }).from(table).where(inArray(table.id, wanted));
  return new Map(rows.map((row) => [row.id, row.code]));
}

export interface ContainerTypeCode {
  id: number;
  code: string;
  iso_code: string;
  status: number;
}

/** Every container type with its ISO 6346 code (a short list). */
export function containerTypeCodes(db: Db): Promise<ContainerTypeCode[]> {
  return db
    .select({
      id: containerTypes.id,
      code: containerTypes.code,
      iso_code: containerTypes.iso_code,
      status: containerTypes.status,
    })
    .from(containerTypes);
}

/** The profile a booking's shipper defaults to when the request names none. */
export async function profileOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      company1: users.company1,
      company2: users.company2,
      linkman: users.linkman,
      phone: users.phone,
      email: users.username,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      province: users.province,
      country_id: users.country_id,
      zip_code: users.zip_code,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The id of the caller's FCL booking that `reference` names: its carrierBookingRequestReference,
 * or its carrierBookingReference (the SO number) once confirmed. A draft, an LCL order and anyone
 * else's order are not found, exactly like a missing reference.
 */
export async function findOwnBookingId(db: Db, ownerId: number, reference: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.owner_id, ownerId),
        eq(orders.container_mode, CONTAINER_MODE.FCL),
        ne(orders.status, ORDER_STATUS.DRAFT),
        or(eq(orders.dcsa_reference, reference), and(ne(orders.so_no, ""), eq(orders.so_no, reference))),
      ),
    )
    .orderBy(desc(eq(orders.dcsa_reference, reference)))
    .limit(1);
  return row?.id ?? null;
}

/** The latest event that cancelled the order (its action and the status it left), if any. */
export async function cancellingEvent(db: Db, orderId: number) {
  const [row] = await db
    .select({ action: orderEvents.action, from_status: orderEvents.from_status })
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.to_status, ORDER_STATUS.CANCELLED)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row ?? null;
}

export type BookingOrder = typeof orders.$inferSelect;

/** The order's columns as stored. */
export async function findBookingOrder(db: Db, id: number): Promise<BookingOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** What the order booked: its parties, spaces and goods rows, in the order they were written. */
export async function findBookingChildren(db: Db, orderId: number) {
  const [contacts, spaces, containers] = await Promise.all([
    db.select().from(orderContacts).where(eq(orderContacts.order_id, orderId)).orderBy(asc(orderContacts.type)),
    db.select().from(orderSpaces).where(eq(orderSpaces.order_id, orderId)).orderBy(asc(orderSpaces.id)),
    db.select().from(orderContainers).where(eq(orderContainers.order_id, orderId)).orderBy(asc(orderContainers.id)),
  ]);
  return { contacts, spaces, containers };
}
export type BookingChildren = Awaited<ReturnType<typeof findBookingChildren>>;
