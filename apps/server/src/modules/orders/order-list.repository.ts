import { ORDER_STATUS } from "@haiyun/shared";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { orderCounts, orders, users } from "../../db/schema";
import { containsPattern, keywordPlaceholderMatch } from "../../lib/pagination";
import { hasWiderFilter, KEYWORD_COLUMNS, type OrderFilter, whereOf } from "./order-filter.repository";
import { loadNames, type NameLookup } from "./order-names.repository";
import { type OrderListRow, pageColumns } from "./order-row.repository";

export { findOrder, findOrderRow, type OrderListRow } from "./order-row.repository";
export type { OrderFilter };

// GET /order and GET /ops/order, under a large table
// (bench/orders-list.mjs: 1,000,000 orders, one customer holding 200,000). One statement a page:
// - the page is chosen on `orders` alone, newest first, from the (owner_id, id), (owner_id,
//   status, id) and (status, id) indexes — several statuses as one index scan per status
//   (LATERAL), merged, so no status list sorts every matching order;
// - the total is exact: without keyword or wider filter it is read from order_counts (kept by
//   triggers, migration 0007) instead of counting a large customer's rows on every page; with
//   one, the matching rows are counted (the keyword through its trigram index);
// - the rows come back as one JSON array built by the database (decoding 50 rows × 27 columns
//   value by value cost more than the query itself, most of all on the embedded PGlite); the
//   names of ports, carrier and terms come from memory (order-names.repository.ts), the desk's
//   customers from one lookup by id a row.
// Statements are built once per database (db/prepared.ts). Named on PostgreSQL, so each is planned
// once per connection — except those with a keyword, sent unnamed and planned with the keyword
// itself: whether the trigram index helps depends on it (three letters or more, how common).

type PageColumn = keyof typeof pageColumns;
const COLUMNS = sql.join(Object.values(pageColumns), sql`, `);
// each row of the page as a JSON array of its columns, in pageColumns' order (no key repeated on
// every row: less for the database to write and for Node to parse, measured)
const PAGE_KEYS = Object.keys(pageColumns) as PageColumn[];
const POSITION = Object.fromEntries(PAGE_KEYS.map((key, i) => [key, i])) as Record<PageColumn, number>;
// timestamps as UTC wall-clock text ("2026-11-22T02:13:45.12"), turned into ISO 8601 by isoText
// below: cheaper than parsing each into a Date and writing it out again (~0.7 µs a value, measured)
const TIME_KEYS = new Set<PageColumn>(["create_time", "update_time"]);
// numeric as text: a JSON number would lose "6200.50"'s trailing zero (and, in general, exactness)
const TEXT_KEYS = new Set<PageColumn>(["quote_amount"]);
const jsonColumn = (key: PageColumn) =>
  TIME_KEYS.has(key) ? `"page"."${key}" at time zone 'UTC'` : TEXT_KEYS.has(key) ? `"page"."${key}"::text` : `"page"."${key}"`;
const ROW_ARRAY = sql.raw(`json_build_array(${PAGE_KEYS.map(jsonColumn).join(", ")})`);

type Stored = typeof orders.$inferSelect;
type TimeColumn = "create_time" | "update_time";
/** A row of the page as the database's JSON has it: the columns' values, timestamps as ISO 8601 text. */
type JsonRow = unknown[];
type JsonValue<K extends PageColumn> = K extends TimeColumn ? string | null : Stored[K];
type Customer = NonNullable<OrderListRow["customer"]>;

type Bound = SQL | ReturnType<typeof sql.placeholder> | number;

/** The page: the orders matching `where`, newest first. */
function plainPage(where: SQL | undefined, offset: Bound, limit: Bound): SQL {
  return sql`select ${COLUMNS} from ${orders} where ${where ?? sql`true`} order by ${orders.id} desc limit ${limit} offset ${offset}`;
}

/**
 * The page for a list of statuses: per status the newest offset + limit orders from its index,
 * merged. `where` holds the other conditions; `"s"."status"` is the status of the branch. The
 * status is written as a range and ordered on, not as `status = s.status`: so the branch can only
 * be read in order from the (status, id) or (owner_id, status, id) index. With the equality the
 * planner may walk the primary key backwards and filter, which reads the whole table when the
 * status has fewer orders than the page asks for (the desk's waiting statuses often have).
 */
function perStatusPage(where: SQL | undefined, statuses: Bound, offset: Bound, limit: Bound): SQL {
  const status = sql`${orders.status} >= "s"."status" and ${orders.status} <= "s"."status"`;
  const branch = sql`select ${COLUMNS} from ${orders} where ${and(where, status)}
    order by ${orders.status} desc, ${orders.id} desc limit (${offset}::bigint + ${limit}::bigint)`;
  return sql`select "o".* from unnest(${statuses}::smallint[]) as "s"("status") cross join lateral (${branch}) as "o"
    order by "o"."id" desc limit ${limit} offset ${offset}`;
}

/** The page as one JSON array, its total, and (the desk) each row's customer. */
function listStatement(db: Pick<Db, "select">, page: SQL, total: SQL, withCustomers: boolean) {
  const customer = sql`(select json_build_object('company1', ${users.company1}, 'linkman', ${users.linkman},
    'username', ${users.username}) from ${users} where ${users.id} = "page"."owner_id")`;
  return db
    .select({
      total: sql<number>`(${total})`.mapWith(Number),
      rows: sql<JsonRow[]>`coalesce(json_agg(${ROW_ARRAY} order by "page"."id" desc), '[]')`,
      customers: withCustomers
        ? sql<(Customer | null)[]>`coalesce(json_agg(${customer} order by "page"."id" desc), '[]')`
        : sql<null>`null`,
    })
    .from(sql`(${page}) as "page"`);
}

/** The total kept in order_counts: a customer's (or, owner_id 0, every customer's but drafts). */
function keptTotal(ownerId: Bound | null, status: SQL | undefined): SQL {
  const owner =
    ownerId === null
      ? sql`${orderCounts.owner_id} = 0 and ${orderCounts.status} <> 0`
      : sql`${orderCounts.owner_id} = ${ownerId}`;
  return sql`select coalesce(sum(${orderCounts.n}), 0) from ${orderCounts} where ${and(owner, status)}`;
}

/**
 * A list whose total must be counted (a keyword, a wider filter): the matching ids are read once
 * — through the trigram index for a keyword — then counted, and the page taken from them.
 * (Referenced twice, the CTE is materialised: the index is not searched a second time.)
 */
function countedList(db: Db, where: SQL | undefined, offset: Bound, limit: Bound, withCustomers: boolean) {
  const matches = db.$with("matches").as(db.select({ id: orders.id }).from(orders).where(where));
  const page = sql`select ${COLUMNS} from ${orders} where ${orders.id} in
    (select "id" from "matches" order by "id" desc limit ${limit} offset ${offset}) order by ${orders.id} desc`;
  return listStatement(db.with(matches), page, sql`select count(*) from "matches"`, withCustomers);
}

// The shapes the lists are opened with (their speed budgets in bench/): a customer's or the desk's list,
// with no status, one status or several, with or without a keyword — built once per database.
type StatusShape = "all" | "one" | "many";
function preparedList(byOwner: boolean, shape: StatusShape, byKeyword: boolean) {
  return preparedPerDb((db: Db) => {
    const ownerId = sql.placeholder("owner_id");
    const [offset, limit] = [sql.placeholder("offset"), sql.placeholder("limit")];
    const statuses = sql`${sql.placeholder("statuses")}::smallint[]`;
    const statusOf = (column: typeof orders.status | typeof orderCounts.status) =>
      shape === "one" ? eq(column, sql.placeholder("status")) : shape === "many" ? sql`${column} = any(${statuses})` : undefined;
    const status = statusOf(orders.status);
    // the desk never lists drafts, whatever statuses are asked for
    const scope = byOwner ? eq(orders.owner_id, ownerId) : ne(orders.status, ORDER_STATUS.DRAFT);
    // "": unnamed, so PostgreSQL plans it with the keyword each time (db/prepared.ts builds it once)
    if (byKeyword) {
      const keyword = keywordPlaceholderMatch(KEYWORD_COLUMNS);
      return countedList(db, and(scope, status, keyword), offset, limit, !byOwner).prepare("");
    }
    const page =
      shape === "many"
        ? perStatusPage(scope, sql.placeholder("statuses"), offset, limit)
        : plainPage(and(scope, status), offset, limit);
    const total = keptTotal(byOwner ? ownerId : null, statusOf(orderCounts.status));
    return listStatement(db, page, total, !byOwner).prepare(`list_orders_${byOwner ? "own" : "ops"}_${shape}`);
  });
}
const PREPARED = new Map<string, ReturnType<typeof preparedList>>();
for (const byOwner of [true, false]) {
  for (const shape of ["all", "one", "many"] as const) {
    for (const byKeyword of [false, true])
      PREPARED.set(`${byOwner}|${shape}|${byKeyword}`, preparedList(byOwner, shape, byKeyword));
  }
}

/** UTC wall-clock text as PostgreSQL writes it (0–6 fraction digits) → ISO 8601 with milliseconds. */
export function isoText(value: string): string {
  return `${value.length === 19 ? `${value}.000` : `${value}00`.slice(0, 23)}Z`;
}

// Every field written out: building the row as `{ ...spread, create_time: … }` sends V8 down its
// slow path (a dictionary object, ~25 µs a row, measured); a literal costs next to nothing.
/** A row of a list: as the detail's row, but its times already ISO 8601 text. */
export type ListedOrder = Omit<OrderListRow, "create_time" | "update_time" | "quote"> & {
  create_time: string;
  update_time: string;
};

function rowOf(row: JsonRow, name: NameLookup, customer: Customer | null): ListedOrder {
  const v = <K extends PageColumn>(key: K) => row[POSITION[key]] as JsonValue<K>;
  return {
    id: v("id"),
    order_no: v("order_no"),
    owner_id: v("owner_id"),
    cust_ref_no: v("cust_ref_no"),
    status: v("status"),
    container_mode: v("container_mode"),
    ship_mode: v("ship_mode"),
    carrier_id: v("carrier_id"),
    from_id: v("from_id"),
    pol_id: v("pol_id"),
    pod_id: v("pod_id"),
    to_id: v("to_id"),
    inco_term_id: v("inco_term_id"),
    freight_term_id: v("freight_term_id"),
    vessel: v("vessel"),
    voyage: v("voyage"),
    etd: v("etd"),
    eta: v("eta"),
    ready_date: v("ready_date"),
    so_no: v("so_no"),
    mbl_no: v("mbl_no"),
    remark: v("remark"),
    // a jsonb column: already decoded with the page's JSON
    cut_offs: v("cut_offs"),
    quote_amount: v("quote_amount"),
    quote_currency: v("quote_currency"),
    amendment_status: v("amendment_status"),
    cancellation_status: v("cancellation_status"),
    revision_status: v("revision_status"),
    special_cargo_status: v("special_cargo_status"),
    has_dg: v("has_dg"),
    has_reefer: v("has_reefer"),
    has_oog: v("has_oog"),
    create_time: isoText(v("create_time") as string),
    update_time: isoText(v("update_time") as string),
    from_name: name("from_id", v("from_id")),
    pol_name: name("pol_id", v("pol_id")),
    pol_time_zone: name("pol_id", v("pol_id"))?.time_zone ?? null,
    pod_name: name("pod_id", v("pod_id")),
    to_name: name("to_id", v("to_id")),
    carrier_name: name("carrier_id", v("carrier_id")),
    inco_term_name: name("inco_term_id", v("inco_term_id")),
    freight_term_name: name("freight_term_id", v("freight_term_id")),
    customer,
  };
}

export async function listOrders(db: Db, filter: OrderFilter): Promise<{ rows: ListedOrder[]; total: number }> {
  const keyword = filter.keyword?.trim();
  const byOwner = filter.ownerId !== undefined;
  let result: { total: number; rows: JsonRow[]; customers: (Customer | null)[] | null }[];
  if (hasWiderFilter(filter)) {
    result = await countedList(db, whereOf(filter), filter.offset, filter.limit, !byOwner);
  } else {
    const statuses = filter.statuses ? [...new Set(filter.statuses)] : undefined;
    const shape: StatusShape = statuses === undefined ? "all" : statuses.length === 1 ? "one" : "many";
    const prepared = PREPARED.get(`${byOwner}|${shape}|${!!keyword}`);
    // every shape is prepared at load (above); a missing one is a bug in the key, not a user's input
    if (!prepared) throw new Error(`no prepared order list for ${byOwner}|${shape}|${!!keyword}`);
    const query = prepared(db);
    result = await query.execute({
      owner_id: filter.ownerId,
      status: statuses?.[0],
      statuses,
      keyword_pattern: keyword ? containsPattern(keyword) : undefined,
      offset: filter.offset,
      limit: filter.limit,
    });
  }
  const [{ total, rows, customers }] = result;
  const name = await loadNames(db, rows, (row, key) => row[POSITION[key]] as number | null);
  return { rows: rows.map((row, i) => rowOf(row, name, customers?.[i] ?? null)), total };
}
