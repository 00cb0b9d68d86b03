import { and, arrayContains, asc, type Column, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { carriers, forwarders, ports, rateSpaces, rates, users } from "../../db/schema";
import { pageOf, totalCount } from "../../lib/pagination";

// Issue 11 item 2: quotes are the live rates (edate ≥ today) of enabled forwarder accounts. The
// route index (pol_id, pod_id, edate) serves the usual search; a price sort joins the one space of
// the chosen container type (unique per rate), quotes without it last in either direction.

export interface QuoteFilter {
  today: string;
  pol_ids: number[];
  pod_ids: number[];
  to_ids: number[];
  carrier_ids: number[];
  /** owners' user ids; empty: every forwarder */
  forwarder_ids: number[];
}

export type QuoteSort = { by: "price"; containerId: number; desc: boolean } | { by: "transit_days" | "edate"; desc: boolean };

const pol = alias(ports, "pol");
const pod = alias(ports, "pod");
const dest = alias(ports, "dest");
const sorted = alias(rateSpaces, "sorted");

// the forwarder's name: its directory entry when it has one, else the account's company
const forwarderName = (column: "name_cn" | "name_en") =>
  sql<string>`coalesce((select f.${sql.raw(column)} from ${forwarders} f where f.user_id = ${rates.owner_id} order by f.id limit 1), ${users.company1})`;

const columns = {
  id: rates.id,
  owner_id: rates.owner_id,
  carrier_id: rates.carrier_id,
  pol_id: rates.pol_id,
  pod_id: rates.pod_id,
  to_id: rates.to_id,
  sdate: rates.sdate,
  edate: rates.edate,
  transit_days: rates.transit_days,
  currency: rates.currency,
  remark: rates.remark,
  carrier: { name_cn: carriers.name_cn, name_en: carriers.name_en },
  pol: { name_cn: pol.name_cn, name_en: pol.name_en },
  pod: { name_cn: pod.name_cn, name_en: pod.name_en },
  to: { name_cn: dest.name_cn, name_en: dest.name_en },
  forwarder: { name_cn: forwarderName("name_cn"), name_en: forwarderName("name_en") },
};

const anyOf = (column: Column, ids: number[]) => (ids.length ? inArray(column, ids) : undefined);

function whereOf(filter: QuoteFilter): SQL | undefined {
  return and(
    gte(rates.edate, filter.today),
    eq(users.enabled, true),
    arrayContains(users.roles, ["forwarder"]),
    anyOf(rates.pol_id, filter.pol_ids),
    anyOf(rates.pod_id, filter.pod_ids),
    anyOf(rates.to_id, filter.to_ids),
    anyOf(rates.carrier_id, filter.carrier_ids),
    anyOf(rates.owner_id, filter.forwarder_ids),
  );
}

function orderOf(sort: QuoteSort | undefined): SQL[] {
  if (!sort) return [desc(rates.id)];
  const direction = sort.desc ? "desc" : "asc";
  const key = sort.by === "price" ? sorted.price : sort.by === "edate" ? rates.edate : rates.transit_days;
  // missing values (no such container type, no transit time) last, whatever the direction
  return [sql`${key} ${sql.raw(direction)} nulls last`, asc(rates.id)];
}

export async function listQuotes(
  db: Db,
  filter: QuoteFilter,
  sort: QuoteSort | undefined,
  page: { offset: number; limit: number },
) {
  let query = db
    .select({ ...columns, total: totalCount() })
    .from(rates)
    .innerJoin(users, eq(users.id, rates.owner_id))
    .leftJoin(carriers, eq(carriers.id, rates.carrier_id))
    .leftJoin(pol, eq(pol.id, rates.pol_id))
    .leftJoin(pod, eq(pod.id, rates.pod_id))
    .leftJoin(dest, eq(dest.id, rates.to_id))
    .$dynamic();
  if (sort?.by === "price") {
    query = query.leftJoin(sorted, and(eq(sorted.rate_id, rates.id), eq(sorted.container_id, sort.containerId)));
  }
  const rows = await query
    .where(whereOf(filter))
    .orderBy(...orderOf(sort))
    .offset(page.offset)
    .limit(page.limit);
  return pageOf(rows, page.offset, async () => {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(rates)
      .innerJoin(users, eq(users.id, rates.owner_id))
      .where(whereOf(filter));
    return row?.count ?? 0;
  });
}

export async function findQuote(db: Db, id: number, today: string) {
  const [row] = await db
    .select(columns)
    .from(rates)
    .innerJoin(users, eq(users.id, rates.owner_id))
    .leftJoin(carriers, eq(carriers.id, rates.carrier_id))
    .leftJoin(pol, eq(pol.id, rates.pol_id))
    .leftJoin(pod, eq(pod.id, rates.pod_id))
    .leftJoin(dest, eq(dest.id, rates.to_id))
    .where(and(eq(rates.id, id), whereOf({ today, pol_ids: [], pod_ids: [], to_ids: [], carrier_ids: [], forwarder_ids: [] })))
    .limit(1);
  return row;
}

export type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuote>>>;
