import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

// Imports: a multi-row `insert … values` built by Drizzle costs Node more than the
// database's work — every value of every row passes its entity checks (profiled under the rates
// import benchmark: ~2 s of a 10,000-rate sheet went to building the statements). Here each column
// travels as one array parameter and the database unnests them: one short statement whatever the
// number of rows, values still bound, never spliced into the text.

/** Column name → its PostgreSQL type, in the order the values are given. */
export type BulkColumns = Record<string, "int" | "text" | "date" | "numeric">;

/** `insert into table (columns) select … from unnest($1::type[], …)`, rows in the given order. */
export function unnestInsert(table: PgTable, columns: BulkColumns, rows: readonly Record<string, unknown>[]): SQL {
  const names = Object.keys(columns);
  const arrays = names.map((name) => sql`${sql.param(rows.map((row) => row[name] ?? null))}::${sql.raw(columns[name])}[]`);
  const list = sql.raw(names.map((name) => `"${name}"`).join(", "));
  return sql`insert into ${table} (${list}) select ${list} from unnest(${sql.join(arrays, sql`, `)})
    with ordinality as "t"(${list}, "n") order by "n"`;
}

/**
 * Inserts the rows and answers their new ids in the rows' order (serial ids are drawn in the order
 * the rows are inserted, so the ids sorted are the rows' ids).
 */
export async function unnestInsertIds(
  db: Pick<Db, "execute">,
  table: PgTable,
  columns: BulkColumns,
  rows: readonly Record<string, unknown>[],
) {
  if (rows.length === 0) return [];
  // both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results)
  const result = (await db.execute(sql`${unnestInsert(table, columns, rows)} returning "id"`)) as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
