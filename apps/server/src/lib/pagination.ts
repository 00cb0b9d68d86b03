import { type Column, ilike, or, type SQL, sql } from "drizzle-orm";

// Lists: `page` from 1 and `size` (capped by the shared pageQuerySchema), answered as
// `{ list, total }`. Every list query is written the same way:
//
//   const rows = await db.select({ ...columns, total: totalCount() }).from(t).where(where)
//     .orderBy(...).offset(offsetOf(page, size)).limit(size);
//   return pageOf(rows, offsetOf(page, size), () => countWhere());
//
// The total rides along with the rows (one round trip, not two). `count(*) over ()` reads every
// matching row, so this suits lists of a few thousand rows; a list that can run into the hundreds
// of thousands keeps its counts instead (the orders: order_counts, order-list.repository.ts).

export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}

/** The number of rows matching the query, as a column of each row (`count(*) over ()`). */
export function totalCount() {
  return sql<number>`count(*) over ()`.mapWith(Number);
}

/**
 * The rows without their `total` column, and the total. A page past the end has no row to carry
 * the total, so only then is it counted separately.
 */
export async function pageOf<R extends { total: number }>(
  rows: R[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<R, "total">[]; total: number }> {
  const total = rows[0]?.total ?? (offset > 0 ? await countAll() : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** `%text%` for LIKE, the text's own % _ and \ taken literally (it is a bound parameter). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The condition of keywordMatch for a prepared query (db/prepared.ts): any of the columns
 * contains the placeholder `name`, bound to `containsPattern(keyword)` when the query runs.
 */
export function keywordPlaceholderMatch(columns: Column[], name = "keyword_pattern"): SQL | undefined {
  const pattern = sql.placeholder(name);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Any of the columns contains the keyword, ignoring case; no condition for a blank keyword. */
export function keywordMatch(columns: Column[], keyword: string | undefined): SQL | undefined {
  if (!keyword?.trim()) return undefined;
  const pattern = containsPattern(keyword.trim());
  return or(...columns.map((column) => ilike(column, pattern)));
}
