import type { Lang } from "@haiyun/shared";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

// Pieces of SQL for answers the database writes as JSON text (the lists' one statement a page,
// sent inside the envelope without being parsed in Node). Each writes the value the route's
// response schema would serialise from what Node builds of the same row: the tests compare the two
// answers (order-list-text.test.ts and the other *-list-text tests).

/** A constant as an SQL string literal (only constants of the code: names of statuses, zones…). */
export function literal(text: string): SQL {
  return sql.raw(`'${text.replaceAll("'", "''")}'`);
}

interface Named {
  value: number | string;
  name_cn: string;
  name_en: string;
}

/** The name of a coded value in the reader's language, "" for a value the list does not know. */
export function nameOfCode(value: SQL, entries: readonly Named[], lang: Lang): SQL {
  if (entries.length === 0) return sql`''`;
  const cases = entries.map(
    (entry) =>
      sql`when ${typeof entry.value === "number" ? sql.raw(String(entry.value)) : literal(entry.value)} then ${literal(
        lang === "cn" ? entry.name_cn : entry.name_en,
      )}`,
  );
  return sql`(case ${value} ${sql.join(cases, sql` `)} else '' end)`;
}

/** A timestamptz as `Date.toISOString()` writes it: UTC, milliseconds (truncated, as the driver's Date), "Z". */
export function isoUtc(value: SQL): SQL {
  return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * An instant as the wall clock of an IANA zone with that zone's offset, seconds dropped of their
 * fraction: "2026-12-01T17:00:00+08:00" (isoInZone in @haiyun/shared). The zone's conversion is
 * made once (a subquery behind `offset 0`, which the planner does not dissolve into the
 * expressions using it): on the embedded database each conversion costs microseconds.
 */
export function isoInZone(instant: SQL, zone: SQL): SQL {
  const minutes = sql`(extract(epoch from "l"."local" - "l"."utc")::int / 60)`;
  return sql`(select to_char("l"."local", 'YYYY-MM-DD"T"HH24:MI:SS')
    || case when ${minutes} < 0 then '-' else '+' end
    || lpad((abs(${minutes}) / 60)::text, 2, '0') || ':' || lpad((abs(${minutes}) % 60)::text, 2, '0')
    from (select ${instant} at time zone ${zone} as "local", ${instant} at time zone 'UTC' as "utc" offset 0) as "l")`;
}

/** A table of reference data (db/schema/reference.ts): an id and a name in each language. */
export type ReferenceTable = PgTable & { id: PgColumn; name_cn: PgColumn; name_en: PgColumn };

/** A reference row's name in the reader's language, "" when the id is null or names no row. */
export function referenceName(table: ReferenceTable, id: SQL, lang: Lang): SQL {
  return sql`coalesce((select ${lang === "cn" ? table.name_cn : table.name_en} from ${table} where ${table.id} = ${id}), '')`;
}

/** A select list writing each value as the column of its key, in the schema's order (a record's JSON is the object). */
export function jsonFields(fields: readonly (readonly [string, SQL | AnyColumn])[]): SQL {
  return sql.join(
    fields.map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/**
 * A page's answer, `{"list":[…],"total":n}`, as JSON text written by the database in one
 * statement: `rows` selects the page's rows (their columns named as the schema's keys, see
 * jsonFields), `order` puts them in order as `"row"`, `total` counts every match. `json_agg` of
 * records writes each row without spaces (`json_build_object` would put them around every colon).
 */
export function pageText(db: Pick<Db, "select">, rows: SQL, order: SQL, total: SQL) {
  return db
    .select({
      text: sql<string>`json_build_object('list', coalesce(json_agg("row" order by ${order}), '[]'::json), 'total', (${total}))::text`,
    })
    .from(sql`(${rows}) as "row"`);
}
