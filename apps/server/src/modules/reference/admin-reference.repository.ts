import type { AdminReferenceKind } from "@haiyun/shared";
import { REFERENCE_STATUS } from "@haiyun/shared";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carriers, charges, containerTypes, countries, currencies, ports, units } from "../../db/schema";

// The admin's lists read every entry, disabled ones too; a package unit is a unit of type 3.
export const ADMIN_TABLES = {
  carriers: { table: carriers, type: 1, kind: "carrier" },
  ports: { table: ports, type: 1, kind: "port" },
  "container-types": { table: containerTypes, type: 1, kind: "container" },
  "package-units": { table: units, type: 3, kind: "unit" },
  charges: { table: charges, type: 1, kind: "charge" },
  currencies: { table: currencies, type: 1, kind: "currency" },
} as const;

type AdminTable = (typeof ADMIN_TABLES)[AdminReferenceKind]["table"];

export interface AdminReferenceFilter {
  keyword?: string;
  enabled?: boolean;
  offset: number;
  limit: number;
}

function whereOf(table: AdminTable, type: number, filter: AdminReferenceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(table.type, type)];
  if (filter.enabled !== undefined)
    conditions.push(eq(table.status, filter.enabled ? REFERENCE_STATUS.ENABLED : REFERENCE_STATUS.DISABLED));
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(table.code, pattern), ilike(table.name_en, pattern), ilike(table.name_cn, pattern)));
  }
  return and(...conditions);
}

export async function listAdminReference(db: Db, kind: AdminReferenceKind, filter: AdminReferenceFilter) {
  const { table, type } = ADMIN_TABLES[kind];
  const where = whereOf(table, type, filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table as typeof carriers)
      .where(where)
      .orderBy(asc(table.sort), asc(table.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ total: count() })
      .from(table as typeof carriers)
      .where(where),
  ]);
  return { rows: rows as AdminReferenceRow[], total };
}

export type AdminReferenceRow = typeof carriers.$inferSelect & {
  iso_code?: string;
  teu?: string;
  country_id?: number | null;
  time_zone?: string;
};

/** The new entry, or undefined when its code is taken (in its list: code and type are unique). */
export async function insertAdminReference(db: Db, kind: AdminReferenceKind, values: Record<string, unknown>) {
  const { table, type } = ADMIN_TABLES[kind];
  const [row] = await db
    .insert(table as typeof carriers)
    .values({ ...values, type } as typeof carriers.$inferInsert)
    .onConflictDoNothing()
    .returning();
  return row as AdminReferenceRow | undefined;
}

/** One entry of the list, whatever its status. */
export async function findAdminReference(db: Db, kind: AdminReferenceKind, id: number) {
  const { table, type } = ADMIN_TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table as typeof carriers)
    .where(and(eq(table.id, id), eq(table.type, type)))
    .limit(1);
  return row;
}

export async function updateAdminReference(db: Db, kind: AdminReferenceKind, id: number, set: Record<string, unknown>) {
  const { table, type } = ADMIN_TABLES[kind];
  const [row] = await db
    .update(table as typeof carriers)
    .set({ ...set, update_time: new Date() })
    .where(and(eq(table.id, id), eq(table.type, type)))
    .returning();
  return row as AdminReferenceRow | undefined;
}

/** A country by its ISO 3166 alpha-2 code, whatever its status (a port's code begins with it). */
export async function findCountryByCode(db: Db, code: string) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)).limit(1);
  return row;
}
