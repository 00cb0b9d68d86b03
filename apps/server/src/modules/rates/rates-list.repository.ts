import type { Lang } from "@haiyun/shared";
import { desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containerOrderBy } from "../../db/container-order";
import { isoUtc, jsonFields, pageText, referenceName } from "../../db/json-text";
import { carriers, containerTypes, ports, rateSpaces, rates } from "../../db/schema";
import { type RateFilter, whereOf } from "./rates.repository";

// GET /rate: a forwarder's sheet, newest first, as the JSON text of `{ list, total }` written by
// the database in one statement (rateViewSchema's keys and order; present() in rates.service.ts
// answers one rate alike, and rates-list-text.test.ts holds the two to the same answer). A page
// costs what a page costs: its ids are read from the (owner_id, id) index alone, then only those
// rows are named and their spaces gathered; the whole sheet's total is the kept count
// (rate_counts, kept by triggers, migration 0015), a filtered total counts the ids only.

const hasFilter = (filter: RateFilter) => !!(filter.carrier_id || filter.pol_id || filter.to_id || filter.sdate || filter.edate);

/** A rate's spaces, container types in the sheet's order, each named in the reader's language. */
function spacesOf(lang: Lang): SQL {
  const space = sql`json_build_object('id', ${rateSpaces.id}, 'container_id', ${rateSpaces.container_id},
    'container_name', coalesce(${lang === "cn" ? containerTypes.name_cn : containerTypes.name_en}, ''), 'price', ${rateSpaces.price}::text)`;
  const order = sql.join([...containerOrderBy(containerTypes.code), sql`${rateSpaces.id}`], sql`, `);
  return sql`(select coalesce(json_agg(${space} order by ${order}), '[]'::json) from ${rateSpaces}
    left join ${containerTypes} on ${containerTypes.id} = ${rateSpaces.container_id} where ${rateSpaces.rate_id} = ${rates.id})`;
}

function rateFields(lang: Lang): SQL {
  const name = (table: typeof carriers | typeof ports, id: SQL) => referenceName(table, id, lang);
  return jsonFields([
    ["id", rates.id],
    ["carrier_id", rates.carrier_id],
    ["carrier_name", name(carriers, sql`${rates.carrier_id}`)],
    ["pol_id", rates.pol_id],
    ["pol_name", name(ports, sql`${rates.pol_id}`)],
    ["pod_id", rates.pod_id],
    ["pod_name", name(ports, sql`${rates.pod_id}`)],
    ["to_id", rates.to_id],
    ["to_name", name(ports, sql`${rates.to_id}`)],
    ["sdate", sql`${rates.sdate}::text`],
    ["edate", sql`${rates.edate}::text`],
    ["transit_days", rates.transit_days],
    ["currency", rates.currency],
    ["remark", rates.remark],
    ["spaces", spacesOf(lang)],
    ["create_time", isoUtc(sql`${rates.create_time}`)],
    ["update_time", isoUtc(sql`${rates.update_time}`)],
  ]);
}

export async function listRatesText(
  db: Db,
  ownerId: number,
  filter: RateFilter,
  page: { offset: number; limit: number },
  lang: Lang,
): Promise<string> {
  const where = whereOf(ownerId, filter);
  const ids = db.select({ id: rates.id }).from(rates).where(where).orderBy(desc(rates.id)).offset(page.offset).limit(page.limit);
  const rows = sql`select ${rateFields(lang)} from ${rates} where ${rates.id} in (${ids})`;
  const total = hasFilter(filter)
    ? sql`select count(*) from ${rates} where ${where}`
    : sql`select coalesce((select "n" from "rate_counts" where "owner_id" = ${ownerId}), 0)`;
  const [{ text }] = await pageText(db, rows, sql`"row"."id" desc`, total);
  return text;
}
