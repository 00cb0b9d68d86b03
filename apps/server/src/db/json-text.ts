import type { Lang } from "@haiyun/shared";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

// Pieces of SQL for answers the database writes as JSON text (the lists' one statement a page,
// sent inside the envelope without being parsed in Node). Each writes a value exactly as the
// route's response schema would serialise the value Node built from the same row: the tests
// compare the two texts (order-list-text.test.ts).

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
 * fraction: "2026-12-01T17:00:00+08:00" (isoInZone in @haiyun/shared).
 */
export function isoInZone(instant: SQL, zone: SQL): SQL {
  const minutes = sql`(extract(epoch from (${instant} at time zone ${zone}) - (${instant} at time zone 'UTC'))::int / 60)`;
  return sql`(to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS')
    || case when ${minutes} < 0 then '-' else '+' end
    || lpad((abs(${minutes}) / 60)::text, 2, '0') || ':' || lpad((abs(${minutes}) % 60)::text, 2, '0'))`;
}

/** A table of reference data (db/schema/reference.ts): an id and a name in each language. */
export type ReferenceTable = PgTable & { id: PgColumn; name_cn: PgColumn; name_en: PgColumn };

/** A reference row's name in the reader's language, "" when the id is null or names no row. */
export function referenceName(table: ReferenceTable, id: SQL, lang: Lang): SQL {
  return sql`coalesce((select ${lang === "cn" ? table.name_cn : table.name_en} from ${table} where ${table.id} = ${id}), '')`;
}
