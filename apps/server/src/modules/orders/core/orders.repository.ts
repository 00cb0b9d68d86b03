import { REFERENCE_STATUS } from "@haiyun/shared";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { containerOrderBy } from "../../../db/container-order";
import {
  carriers,
  containerTypes,
  countries,
  freightTerms,
  incoterms,
  type OrderRow,
  orderCargos,
  orderContacts,
  orderContainers,
  orderEvents,
  orderSpaces,
  orders,
  ports,
  units,
} from "../../../db/schema";

export type { OrderRow };

/** The order's own columns a booking writes (everything but identity, owner, status and operations' fields). */
export type BookingColumns = Pick<
  typeof orders.$inferInsert,
  | "container_mode"
  | "cust_ref_no"
  | "ready_date"
  | "inco_term_id"
  | "freight_term_id"
  | "ship_mode"
  | "from_id"
  | "pol_id"
  | "pod_id"
  | "to_id"
  | "carrier_id"
  | "remark"
  | "quote_id"
  | "quote_forwarder_id"
  | "quote_currency"
  | "quote_sdate"
  | "quote_edate"
  | "quote_prices"
  | "quote_amount"
  | "has_dg"
  | "has_reefer"
  | "has_oog"
  | "special_cargo_status"
>;
export type OperationsColumns = Partial<
  Pick<typeof orders.$inferInsert, "carrier_id" | "so_no" | "mbl_no" | "vessel" | "voyage" | "etd" | "eta" | "cut_offs">
>;

/** The states of the requests beside the status (docs/PRODUCT-RULES.md, "Requests beside the status"). */
export type SideColumns = Partial<
  Pick<typeof orders.$inferInsert, "amendment_status" | "cancellation_status" | "revision_status" | "special_cargo_status">
>;

type NewContact = Omit<typeof orderContacts.$inferInsert, "id" | "order_id" | "create_time" | "update_time">;
type NewSpace = Omit<typeof orderSpaces.$inferInsert, "id" | "order_id">;
type NewContainer = Omit<typeof orderContainers.$inferInsert, "id" | "order_id">;
type NewCargo = Omit<typeof orderCargos.$inferInsert, "id" | "order_id">;
export interface OrderChildren {
  contacts: NewContact[];
  spaces: NewSpace[];
  containers: NewContainer[];
  cargos: NewCargo[];
}

/**
 * The order row, locked for the rest of the transaction (`SELECT … FOR UPDATE`), so two
 * concurrent actions on one order run one after the other and the second sees the first's status.
 * Whether the caller may see it is the access policy's to say (order-access.ts).
 */
export async function lockOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
  return row;
}

/** Inserts a new order; undefined when its number is taken (the caller draws another). */
export async function insertOrder(
  db: Db,
  values: BookingColumns & { order_no: string; owner_id: number; status: number },
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.order_no })
    .returning({ id: orders.id });
  return row;
}

export async function updateOrder(db: Db, id: number, values: BookingColumns | OperationsColumns | SideColumns): Promise<void> {
  await db
    .update(orders)
    .set({ ...values, update_time: sql`now()` })
    .where(eq(orders.id, id));
}

/** The status a transition leaves, and the row as it now is. */
export async function setOrderStatus(db: Db, id: number, status: number): Promise<OrderRow> {
  const [row] = await db.update(orders).set({ status, update_time: sql`now()` }).where(eq(orders.id, id)).returning();
  return row;
}

/** Removes an order with everything it holds (its rows cascade). */
export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
}

/** An edit replaces what was booked: parties, spaces, container rows and cargo items. */
export async function replaceOrderChildren(db: Db, orderId: number, children: OrderChildren, isNew: boolean): Promise<void> {
  if (!isNew) {
    for (const table of [orderContacts, orderSpaces, orderContainers, orderCargos]) {
      await db.delete(table).where(eq(table.order_id, orderId));
    }
  }
  const withOrder = <T>(rows: T[]) => rows.map((row) => ({ ...row, order_id: orderId }));
  if (children.contacts.length > 0) await db.insert(orderContacts).values(withOrder(children.contacts));
  if (children.spaces.length > 0) await db.insert(orderSpaces).values(withOrder(children.spaces));
  if (children.containers.length > 0) await db.insert(orderContainers).values(withOrder(children.containers));
  if (children.cargos.length > 0) await db.insert(orderCargos).values(withOrder(children.cargos));
}

export async function insertOrderEvent(db: Db, values: Omit<typeof orderEvents.$inferInsert, "id" | "create_time">) {
  await db.insert(orderEvents).values(values);
}

const unitOf = alias(units, "package_unit");

/** What was booked, with the names of countries, container types and package units in both languages. */
export async function findOrderChildren(db: Db, orderId: number) {
  const [contacts, spaces, containers, cargos] = await Promise.all([
    db
      .select({ contact: orderContacts, country_cn: countries.name_cn, country_en: countries.name_en })
      .from(orderContacts)
      .leftJoin(countries, eq(countries.id, orderContacts.country_id))
      .where(eq(orderContacts.order_id, orderId))
      .orderBy(asc(orderContacts.type)),
    db
      .select({ space: orderSpaces, container_cn: containerTypes.name_cn, container_en: containerTypes.name_en })
      .from(orderSpaces)
      .leftJoin(containerTypes, eq(containerTypes.id, orderSpaces.container_id))
      .where(eq(orderSpaces.order_id, orderId))
      // in the usual container order (20GP, 40GP, 40HQ…), whatever order they were typed in
      .orderBy(...containerOrderBy(containerTypes.code), asc(orderSpaces.id)),
    db
      .select({
        container: orderContainers,
        container_cn: containerTypes.name_cn,
        container_en: containerTypes.name_en,
        unit_cn: unitOf.name_cn,
        unit_en: unitOf.name_en,
      })
      .from(orderContainers)
      .leftJoin(containerTypes, eq(containerTypes.id, orderContainers.container_id))
      .leftJoin(unitOf, eq(unitOf.id, orderContainers.package_uid))
      .where(eq(orderContainers.order_id, orderId))
      .orderBy(asc(orderContainers.id)),
    db
      .select({ cargo: orderCargos, unit_cn: unitOf.name_cn, unit_en: unitOf.name_en })
      .from(orderCargos)
      .leftJoin(unitOf, eq(unitOf.id, orderCargos.package_uid))
      .where(eq(orderCargos.order_id, orderId))
      .orderBy(asc(orderCargos.id)),
  ]);
  return { contacts, spaces, containers, cargos };
}
export type OrderChildRows = Awaited<ReturnType<typeof findOrderChildren>>;

const REFERENCE = {
  port: ports,
  carrier: carriers,
  container: containerTypes,
  unit: units,
  incoterm: incoterms,
  freight_term: freightTerms,
  country: countries,
} as const;
export type ReferenceKind = keyof typeof REFERENCE;

/**
 * Of the ids asked for, those that name an entry the lists offer (status 1; package units are the
 * units of type 3), with their codes — one round trip for every list a booking refers to.
 */
export async function findOfferedReferences(
  db: Db,
  wanted: Partial<Record<ReferenceKind, number[]>>,
): Promise<{ kind: ReferenceKind; id: number; code: string }[]> {
  // the kinds are this module's own names (never input), so each may be written as a literal
  const parts = (Object.keys(REFERENCE) as ReferenceKind[])
    .filter((kind) => (wanted[kind]?.length ?? 0) > 0)
    .map((kind) => {
      const table = REFERENCE[kind];
      return db
        .select({ kind: sql<ReferenceKind>`${sql.raw(`'${kind}'`)}`.as("kind"), id: table.id, code: table.code })
        .from(table)
        .where(
          and(
            inArray(table.id, [...new Set(wanted[kind])]),
            eq(table.status, REFERENCE_STATUS.ENABLED),
            kind === "unit" ? eq(table.type, 3) : undefined,
          ),
        );
    });
  if (parts.length === 0) return [];
  if (parts.length === 1) return parts[0];
  return unionAll(parts[0], parts[1], ...parts.slice(2));
}

/**
 * Of the ids asked for, those naming an entry an admin has disabled (it is kept, not offered), with
 * its names: a booking naming one is told which entry it was.
 */
export async function findDisabledReferences(
  db: Db,
  wanted: Partial<Record<ReferenceKind, number[]>>,
): Promise<{ kind: ReferenceKind; id: number; name_cn: string; name_en: string }[]> {
  const parts = (Object.keys(REFERENCE) as ReferenceKind[])
    .filter((kind) => (wanted[kind]?.length ?? 0) > 0)
    .map((kind) => {
      const table = REFERENCE[kind];
      return db
        .select({
          kind: sql<ReferenceKind>`${sql.raw(`'${kind}'`)}`.as("kind"),
          id: table.id,
          name_cn: table.name_cn,
          name_en: table.name_en,
        })
        .from(table)
        .where(and(inArray(table.id, [...new Set(wanted[kind])]), ne(table.status, REFERENCE_STATUS.ENABLED)));
    });
  if (parts.length === 0) return [];
  if (parts.length === 1) return parts[0];
  return unionAll(parts[0], parts[1], ...parts.slice(2));
}

/** The freight term of a code (PP prepaid, CC collect), if offered. */
export async function findFreightTermByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: freightTerms.id })
    .from(freightTerms)
    .where(and(eq(freightTerms.code, code), eq(freightTerms.status, REFERENCE_STATUS.ENABLED)))
    .limit(1);
  return row?.id;
}
