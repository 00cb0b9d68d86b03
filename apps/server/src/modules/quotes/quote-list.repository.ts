import { type SQL, sql } from "drizzle-orm";
import { accountName } from "../../db/account-name";
import type { Db } from "../../db/client";
import { containerOrderBy } from "../../db/container-order";
import { preparedPerDb } from "../../db/prepared";
import { carriers, containerTypes, forwarders, ports, rateSpaces, rates, users } from "../../db/schema";

// GET /quote: one statement a page, built and named once per database and
// filter shape (why: db/prepared.ts), so PostgreSQL plans it once per connection. Measured before
// (bench/quotes.mjs, 100,000 rates): the old query joined names into all ~250 matching rows
// before sorting them, planned six joins and two sub-selects on every call (~6 ms) and looked the
// forwarder's name up by scanning `forwarders`; the spaces came in a second query.
// Now the page is chosen on rates and users alone (the route index), and only its rows are
// joined to their names, forwarder (forwarders_user_idx) and spaces, written by the database as
// one JSON array of arrays: no key repeated, no value decoded one by one.

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

/** A page row: the rate, its names (cn, en) and its spaces `[container_id, name_cn, name_en, price]`. */
export type QuoteJsonRow = [
  id: number,
  owner_id: number,
  carrier_id: number,
  pol_id: number,
  pod_id: number,
  to_id: number,
  sdate: string,
  edate: string,
  transit_days: number | null,
  currency: string,
  remark: string,
  carrier: [string | null, string | null],
  pol: [string | null, string | null],
  pod: [string | null, string | null],
  to: [string | null, string | null],
  forwarder: [string | null, string | null],
  spaces: [number, string | null, string | null, string][],
];

const FILTERS = ["pol_id", "pod_id", "to_id", "carrier_id", "owner_id"] as const;
type FilterColumn = (typeof FILTERS)[number];
const FILTER_OF: Record<FilterColumn, keyof QuoteFilter> = {
  pol_id: "pol_ids",
  pod_id: "pod_ids",
  to_id: "to_ids",
  carrier_id: "carrier_ids",
  owner_id: "forwarder_ids",
};

// a forwarder account's name where it has no directory entry (db/account-name.ts), of the list's "u"
const listAccountName = accountName({
  company1: sql.raw(`"u"."company1"`),
  linkman: sql.raw(`"u"."linkman"`),
  username: sql.raw(`"u"."username"`),
});

type SortKey = "none" | "price" | "transit_days" | "edate";
const names = (table: string) => sql.raw(`json_build_array("${table}"."name_cn", "${table}"."name_en")`);

/** The page's ordering, inside (`r`, `sorted`) and over the chosen rows (`page`). */
function orderOf(key: SortKey, desc: boolean, inPage: boolean): SQL {
  if (key === "none") return sql.raw(`"${inPage ? "page" : "r"}"."id" desc`);
  const column = key === "price" ? (inPage ? `"page"."sort_price"` : `"sorted"."price"`) : `"${inPage ? "page" : "r"}"."${key}"`;
  // missing values (no such container type, no transit time) last, whatever the direction
  return sql.raw(`${column} ${desc ? "desc" : "asc"} nulls last, "${inPage ? "page" : "r"}"."id" asc`);
}

function buildList(db: Db, present: readonly FilterColumn[], key: SortKey, desc: boolean) {
  const filters = present.map((column) => sql` and ${sql.raw(`"r"."${column}"`)} = any(${sql.placeholder(column)}::int[])`);
  const priced =
    key === "price"
      ? sql`left join ${rateSpaces} "sorted" on "sorted"."rate_id" = "r"."id" and "sorted"."container_id" = ${sql.placeholder("container_id")}::int`
      : sql``;
  const page = sql`select "r"."id", "r"."owner_id", "r"."carrier_id", "r"."pol_id", "r"."pod_id", "r"."to_id", "r"."sdate",
      "r"."edate", "r"."transit_days", "r"."currency", "r"."remark", ${listAccountName} as "account_name",
      ${key === "price" ? sql`"sorted"."price"` : sql`null::numeric`} as "sort_price", count(*) over () as "total"
    from ${rates} "r" join ${users} "u" on "u"."id" = "r"."owner_id" ${priced}
    where "r"."edate" >= ${sql.placeholder("today")}::date and "u"."enabled" and "u"."roles" @> '{forwarder}'::text[]${sql.join(filters)}
    order by ${orderOf(key, desc, false)} limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
  const spaces = sql`(select coalesce(json_agg(json_build_array("s"."container_id", "ct"."name_cn", "ct"."name_en",
      "s"."price"::text) order by ${sql.join(containerOrderBy(sql`"ct"."code"`), sql`, `)}, "s"."id"), '[]') from ${rateSpaces} "s"
    left join ${containerTypes} "ct" on "ct"."id" = "s"."container_id" where "s"."rate_id" = "page"."id")`;
  const row = sql`json_build_array("page"."id", "page"."owner_id", "page"."carrier_id", "page"."pol_id", "page"."pod_id",
    "page"."to_id", "page"."sdate", "page"."edate", "page"."transit_days", "page"."currency", "page"."remark",
    ${names("c")}, ${names("pol")}, ${names("pod")}, ${names("dest")},
    json_build_array(coalesce(nullif(btrim("f"."name_cn"), ''), "page"."account_name"),
      coalesce(nullif(btrim("f"."name_en"), ''), "page"."account_name")), ${spaces})`;
  return db
    .select({
      total: sql<number>`coalesce(max("page"."total"), 0)`.mapWith(Number),
      rows: sql<QuoteJsonRow[]>`coalesce(json_agg(${row} order by ${orderOf(key, desc, true)}), '[]')`,
    })
    .from(sql`(${page}) as "page"
      left join ${carriers} "c" on "c"."id" = "page"."carrier_id"
      left join ${ports} "pol" on "pol"."id" = "page"."pol_id"
      left join ${ports} "pod" on "pod"."id" = "page"."pod_id"
      left join ${ports} "dest" on "dest"."id" = "page"."to_id"
      left join lateral (select "name_cn", "name_en" from ${forwarders} "fw" where "fw"."user_id" = "page"."owner_id"
        order by "fw"."id" limit 1) "f" on true`)
    .prepare(`list_quotes_${present.join("_") || "all"}_${key}_${desc ? "desc" : "asc"}`);
}

/** The matching live quotes' count, for a page past the end (which has no row to carry it). */
function buildCount(db: Db, present: readonly FilterColumn[]) {
  const filters = present.map((column) => sql` and ${sql.raw(`"r"."${column}"`)} = any(${sql.placeholder(column)}::int[])`);
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`${rates} "r" join ${users} "u" on "u"."id" = "r"."owner_id"`)
    .where(
      sql`"r"."edate" >= ${sql.placeholder("today")}::date and "u"."enabled" and "u"."roles" @> '{forwarder}'::text[]${sql.join(filters)}`,
    )
    .prepare(`count_quotes_${present.join("_") || "all"}`);
}

// One cache, by database and then by filter shape (and sort, for the page): each named statement
// is built once for a database (why: db/prepared.ts).
interface Statements {
  lists: Map<string, ReturnType<typeof buildList>>;
  counts: Map<string, ReturnType<typeof buildCount>>;
}
const STATEMENTS = new WeakMap<Db, Statements>();

function memoised<K, T>(cache: { get(key: K): T | undefined; set(key: K, value: T): unknown }, key: K, make: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

export async function listQuotes(
  db: Db,
  filter: QuoteFilter,
  sort: QuoteSort | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: QuoteJsonRow[]; total: number }> {
  const present = FILTERS.filter((column) => filter[FILTER_OF[column]].length > 0);
  const key: SortKey = sort?.by ?? "none";
  const desc = sort?.desc ?? true;
  const values: Record<string, unknown> = {
    today: filter.today,
    offset: page.offset,
    limit: page.limit,
    container_id: sort?.by === "price" ? sort.containerId : undefined,
  };
  for (const column of present) values[column] = filter[FILTER_OF[column]];
  const shape = present.join(",");
  const statements = memoised(STATEMENTS, db, () => ({ lists: new Map(), counts: new Map() }));
  const list = memoised(statements.lists, `${shape}|${key}|${desc}`, () => buildList(db, present, key, desc));
  const [{ total, rows }] = await list.execute(values);
  if (rows.length > 0 || page.offset === 0) return { rows, total };
  const count = memoised(statements.counts, shape, () => buildCount(db, present));
  const [counted] = await count.execute(values);
  return { rows, total: counted?.total ?? 0 };
}

const generationQuery = preparedPerDb((db: Db) =>
  db.select({ n: sql<string>`"n"::text` }).from(sql`"quote_generation"`).where(sql`"id" = 1`).prepare("quote_generation"),
);

/** The generation of what the quotes are made of (migration 0013); null when its row is missing. */
export async function quoteGeneration(db: Db): Promise<string | null> {
  const [row] = await generationQuery(db).execute();
  return row?.n ?? null;
}
