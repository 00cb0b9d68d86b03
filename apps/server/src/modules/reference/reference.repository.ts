import { REFERENCE_STATUS } from "@haiyun/shared";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containerOrderBy } from "../../db/container-order";
import { preparedPerDb } from "../../db/prepared";
import { countries, REFERENCE_TABLES, type ReferenceKind, type ReferenceTable } from "../../db/schema";

export type { ReferenceKind };

/** Every reference list, by the name its route takes (`freight_term` → /freight-term). */
export const REFERENCE_KINDS = Object.keys(REFERENCE_TABLES) as ReferenceKind[];

export interface ReferenceFilter {
  type?: number;
  keyword?: string;
  offset: number;
  limit: number;
}

function whereOf(table: ReferenceTable, filter: ReferenceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(table.status, REFERENCE_STATUS.ENABLED)];
  if (filter.type !== undefined) conditions.push(eq(table.type, filter.type));
  if (filter.keyword) {
    // the keyword is a bound parameter; only %, _ and \ need escaping for LIKE
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(table.code, pattern), ilike(table.name_en, pattern), ilike(table.name_cn, pattern)));
  }
  return and(...conditions);
}

export async function listReference(db: Db, kind: ReferenceKind, filter: ReferenceFilter) {
  const table = REFERENCE_TABLES[kind];
  const where = whereOf(table, filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      // container types in their usual order (by size and type), the others as sorted
      .orderBy(...(kind === "container" ? containerOrderBy(table.code) : []), asc(table.sort), asc(table.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total };
}

export function findReference(db: Db, kind: ReferenceKind, id: number) {
  const table = REFERENCE_TABLES[kind];
  return db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, REFERENCE_STATUS.ENABLED)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** A country by id whatever its status: a profile keeps the country it was saved with. */
// a profile or a contact names its country on every read: built once (db/prepared.ts)
const countryQuery = preparedPerDb((db: Db) =>
  db
    .select()
    .from(countries)
    .where(eq(countries.id, sql.placeholder("id")))
    .limit(1)
    .prepare("find_country"),
);
const listedCountryQuery = preparedPerDb((db: Db) =>
  db
    .select()
    .from(countries)
    .where(and(eq(countries.id, sql.placeholder("id")), eq(countries.status, REFERENCE_STATUS.ENABLED)))
    .limit(1)
    .prepare("find_listed_country"),
);

export async function findCountryById(db: Db, id: number) {
  const [row] = await countryQuery(db).execute({ id });
  return row;
}

/** A country the country list offers (a contact's country must be one of them). */
export async function findListedCountryRow(db: Db, id: number) {
  const [row] = await listedCountryQuery(db).execute({ id });
  return row;
}

const generationQuery = preparedPerDb((db: Db) =>
  db.select({ n: sql<string>`"n"::text` }).from(sql`"reference_generation"`).where(sql`"id" = 1`).prepare("reference_generation"),
);

/** The generation of the reference lists (migration 0014); null when its row is missing. */
export async function referenceGeneration(db: Db): Promise<string | null> {
  const [row] = await generationQuery(db).execute();
  return row?.n ?? null;
}
