import { REFERENCE_STATUS } from "@haiyun/shared";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  carriers,
  containerTypes,
  countries,
  freightTerms,
  orderCargos,
  orderContacts,
  orderContainers,
  orderDocuments,
  orderSpaces,
  orders,
  ports,
  siRevisions,
  units,
  users,
} from "../../db/schema";

/** An order's row. */
export type OrderRow = typeof orders.$inferSelect;

// What the eBL resources read of an order: its parties with their country codes, its container
// rows with their ISO codes and package codes, its booked goods' HS codes, its ports, carrier and
// freight term, and its last SI revision.

export async function eblDataOf(db: Db, order: OrderRow) {
  const pol = alias(ports, "pol");
  const pod = alias(ports, "pod");
  const contacts = await db
    .select({ contact: orderContacts, country: countries.code })
    .from(orderContacts)
    .leftJoin(countries, eq(countries.id, orderContacts.country_id))
    .where(eq(orderContacts.order_id, order.id))
    .orderBy(asc(orderContacts.type));
  const containers = await db
    .select({ row: orderContainers, iso: containerTypes.iso_code, unit: units.code, unitName: units.name_en })
    .from(orderContainers)
    .leftJoin(containerTypes, eq(containerTypes.id, orderContainers.container_id))
    .leftJoin(units, eq(units.id, orderContainers.package_uid))
    .where(eq(orderContainers.order_id, order.id))
    .orderBy(asc(orderContainers.id));
  const cargoCodes = await db.select({ hs: orderCargos.hs_code }).from(orderCargos).where(eq(orderCargos.order_id, order.id));
  const [place] = await db
    .select({ pol: pol.code, polName: pol.name_en, pod: pod.code, podName: pod.name_en })
    .from(pol)
    .leftJoin(pod, eq(pod.id, order.pod_id ?? 0))
    .where(eq(pol.id, order.pol_id ?? 0));
  const [carrier] = order.carrier_id
    ? await db.select({ code: carriers.code, name: carriers.name_en }).from(carriers).where(eq(carriers.id, order.carrier_id))
    : [];
  const [term] = order.freight_term_id
    ? await db.select({ code: freightTerms.code }).from(freightTerms).where(eq(freightTerms.id, order.freight_term_id))
    : [];
  const [revision] = await db
    .select({ revision: siRevisions.revision, status: siRevisions.status })
    .from(siRevisions)
    .where(eq(siRevisions.order_id, order.id))
    .orderBy(desc(siRevisions.revision))
    .limit(1);
  const [owner] = await db
    .select({ email: users.username, linkman: users.linkman, phone: users.phone })
    .from(users)
    .where(eq(users.id, order.owner_id));
  return {
    contacts,
    containers,
    bookedHsCodes: cargoCodes.map((c) => c.hs).filter((hs) => /^\d{6,10}$/.test(hs)),
    place,
    carrierCode: carrier?.code,
    carrierName: carrier?.name,
    freightTerm: term?.code,
    revision,
    owner,
  };
}
export type EblData = Awaited<ReturnType<typeof eblDataOf>>;

/** The order of this id. */
export async function orderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The owner's order confirmed under carrier booking number `cbr` (compared without case). */
export async function findOwnOrderByBookingNumber(db: Db, ownerId: number, cbr: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.owner_id, ownerId), sql`upper(${orders.so_no}) = ${cbr}`))
    .orderBy(asc(orders.id))
    .limit(1);
  return row;
}

/** The owner's order of this DCSA reference. */
export async function findOwnOrderByReference(db: Db, ownerId: number, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.owner_id, ownerId), eq(orders.dcsa_reference, reference)))
    .limit(1);
  return row;
}

/** Whether a document of `type` (a draft bill) was ever attached to the order. */
export async function hasDocumentOfType(db: Db, orderId: number, type: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.order_id, orderId), eq(orderDocuments.document_type, type)))
    .limit(1);
  return Boolean(row);
}

/** What a DCSA SI body's codes name: countries, package units, container types; the order's rows and spaces. */
export async function siLookups(db: Db, orderId: number, countryCodes: string[]) {
  const countryRows = countryCodes.length
    ? await db.select({ id: countries.id, code: countries.code }).from(countries).where(inArray(countries.code, countryCodes))
    : [];
  const unitRows = await db
    .select({ id: units.id, code: units.code })
    .from(units)
    .where(and(eq(units.type, 3), eq(units.status, REFERENCE_STATUS.ENABLED)));
  const isoRows = await db
    .select({ id: containerTypes.id, iso: containerTypes.iso_code })
    .from(containerTypes)
    .where(eq(containerTypes.status, REFERENCE_STATUS.ENABLED));
  const stored = await db
    .select({
      id: orderContainers.id,
      container_no: orderContainers.container_no,
      vgm: orderContainers.vgm,
      vgm_declaration: orderContainers.vgm_declaration,
    })
    .from(orderContainers)
    .where(eq(orderContainers.order_id, orderId));
  const spaces = await db
    .select({ container_id: orderSpaces.container_id, count: orderSpaces.count })
    .from(orderSpaces)
    .where(eq(orderSpaces.order_id, orderId))
    .orderBy(asc(orderSpaces.id));
  return {
    country: new Map(countryRows.map((r) => [r.code, r.id])),
    unit: new Map(unitRows.map((r) => [r.code.toUpperCase(), r.id])),
    iso: isoRows,
    stored,
    spaces,
  };
}
export type SiLookups = Awaited<ReturnType<typeof siLookups>>;

/** Keeps each container row's HS codes (by its number). */
export async function setContainerHsCodes(db: Db, orderId: number, hsCodes: Map<string, string>): Promise<void> {
  for (const [number, codes] of hsCodes) {
    await db
      .update(orderContainers)
      .set({ hs_code: codes })
      .where(and(eq(orderContainers.order_id, orderId), eq(orderContainers.container_no, number)));
  }
}
