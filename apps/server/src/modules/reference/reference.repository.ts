import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ReferenceTable } from "../../db/schema";

export interface ReferenceFilter {
  type?: number;
  keyword?: string;
  offset: number;
  limit: number;
}

function whereOf(table: ReferenceTable, filter: ReferenceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(table.status, 1)];
  if (filter.type !== undefined) conditions.push(eq(table.type, filter.type));
  if (filter.keyword) {
    // the keyword is a bound parameter; only %, _ and \ need escaping for LIKE
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(table.code, pattern), ilike(table.name_en, pattern), ilike(table.name_cn, pattern)));
  }
  return and(...conditions);
}

export async function listReference(db: Db, table: ReferenceTable, filter: ReferenceFilter) {
  const where = whereOf(table, filter);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(table).where(where).orderBy(asc(table.sort), asc(table.id)).offset(filter.offset).limit(filter.limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total };
}

export function findReference(db: Db, table: ReferenceTable, id: number) {
  return db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, 1)))
    .limit(1)
    .then((rows) => rows[0]);
}
