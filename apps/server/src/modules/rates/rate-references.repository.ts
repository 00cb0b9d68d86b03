import { REFERENCE_STATUS } from "@haiyun/shared";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containerOrderBy } from "../../db/container-order";
import { carriers, containerTypes, currencies, ports } from "../../db/schema";

// The reference lists a rate names (ports, carriers, container types, currencies) as the rate
// form, the import and the export look them up: what is offered, what an admin disabled.

/** Active entries of the reference lists a rate names, for lookups by id, code or name. */
export function listOffered(db: Db, kind: "port" | "carrier" | "container" | "currency") {
  const table = { port: ports, carrier: carriers, container: containerTypes, currency: currencies }[kind];
  return db
    .select({ id: table.id, code: table.code, name_cn: table.name_cn, name_en: table.name_en })
    .from(table)
    .where(eq(table.status, REFERENCE_STATUS.ENABLED))
    .orderBy(...(kind === "container" ? containerOrderBy(table.code) : []), asc(table.sort), asc(table.id));
}

/** The container types an admin disabled: an import names their columns to refuse their prices. */
export function listDisabledContainerTypes(db: Db) {
  return db
    .select({
      id: containerTypes.id,
      code: containerTypes.code,
      name_cn: containerTypes.name_cn,
      name_en: containerTypes.name_en,
    })
    .from(containerTypes)
    .where(ne(containerTypes.status, REFERENCE_STATUS.ENABLED))
    .orderBy(...containerOrderBy(containerTypes.code), asc(containerTypes.id));
}

/**
 * The container types of `ids` whether offered or disabled, in the usual container order (an
 * export's price columns: a rate keeps its price of a type disabled since).
 */
export function listContainerTypesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: containerTypes.id, code: containerTypes.code })
    .from(containerTypes)
    .where(inArray(containerTypes.id, [...new Set(ids)]))
    .orderBy(...containerOrderBy(containerTypes.code), asc(containerTypes.sort), asc(containerTypes.id));
}

/** The ids of `ids` that the list offers (active). */
export async function findOfferedIds(db: Db, kind: "port" | "carrier" | "container", ids: readonly number[]) {
  const table = { port: ports, carrier: carriers, container: containerTypes }[kind];
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), eq(table.status, REFERENCE_STATUS.ENABLED)));
  return new Set(rows.map((row) => row.id));
}

/** Whether a currency code is offered. */
export async function currencyOffered(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(and(eq(currencies.code, code), eq(currencies.status, REFERENCE_STATUS.ENABLED)))
    .limit(1);
  return rows.length > 0;
}
