import { CONTAINER_TYPE_RANK, OTHER_CONTAINER_RANK, UNKNOWN_CONTAINER_SIZE } from "@haiyun/shared";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// The usual container order (packages/shared text/container-order.ts) as ORDER BY terms, built
// from the same ranks, so a list ordered and paged by the database agrees with one sorted in code.

const RANK_CASES = sql.raw(
  Object.entries(CONTAINER_TYPE_RANK)
    .map(([type, rank]) => `when '${type}' then ${rank}`)
    .join(" "),
);

/** ORDER BY terms putting rows in the usual order of the container code `code`. */
export function containerOrderBy(code: AnyColumn | SQL): SQL[] {
  const type = sql`upper(substring(btrim(${code}) from '^[0-9]*\\s*([A-Za-z]*)'))`;
  const rank = sql`(case ${type} ${RANK_CASES} else ${sql.raw(String(OTHER_CONTAINER_RANK))} end)`;
  const size = sql`coalesce(substring(btrim(${code}) from '^\\s*([0-9]{1,3})')::int, ${sql.raw(String(UNKNOWN_CONTAINER_SIZE))})`;
  return [sql`${rank} / 10`, size, rank, sql`upper(btrim(${code})) collate "C"`];
}
