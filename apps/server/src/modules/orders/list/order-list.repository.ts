import { LANGS, type Lang, ORDER_STATUS } from "@haiyun/shared";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { pageText } from "../../../db/json-text";
import { preparedPerDb } from "../../../db/prepared";
import { orderCounts, orders } from "../../../db/schema";
import { containsPattern, keywordPlaceholderMatch } from "../../../lib/pagination";
import { pageColumns } from "../core/order-row.repository";
import { hasWiderFilter, KEYWORD_COLUMNS, type OrderFilter, whereOf } from "./order-filter.repository";
import { orderRowsFrom } from "./order-list-json.repository";

export { findOrder, findOrderRow, type OrderListRow } from "../core/order-row.repository";
export type { OrderFilter };

// GET /order and GET /ops/order, under a large table
// (bench/orders-list.mjs: 1,000,000 orders, one customer holding 200,000). One statement a page:
// - the page is chosen on `orders` alone, newest first, from the (owner_id, id), (owner_id,
//   status, id) and (status, id) indexes — several statuses as one index scan per status
//   (LATERAL), merged, so no status list sorts every matching order;
// - the total is exact: without keyword or wider filter it is read from order_counts (kept by
//   triggers, migration 0007) instead of counting a large customer's rows on every page; with
//   one, the matching rows are counted (the keyword through its trigram index);
// - the whole answer, `{"list":[…],"total":n}`, is JSON text written by the database — rows,
//   total, names of statuses, ports, carrier and terms in the reader's language, the next
//   cut-off, the desk's customers (order-list-json.repository.ts) — and goes out inside the envelope
//   unparsed: decoding the rows, re-shaping them and serialising them again cost Node several
//   times what the query cost the database (bench/orders-list.mjs). The names are looked up by
//   id a row (scalar subqueries: index lookups, never a join hashing a whole table).
// Statements are built once per database (db/prepared.ts). Named on PostgreSQL, so each is planned
// once per connection — except those with a keyword, sent unnamed and planned with the keyword
// itself: whether the trigram index helps depends on it (three letters or more, how common).

const COLUMNS = sql.join(Object.values(pageColumns), sql`, `);

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

/** The page's answer as JSON text: each row with the schema's keys (order-list-json.repository.ts), the desk's with its customer. */
function listStatement(db: Pick<Db, "select">, page: SQL, total: SQL, lang: Lang, forDesk: boolean) {
  return pageText(db, orderRowsFrom(page, lang, forDesk), sql`"row"."id" desc`, total);
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
function countedList(db: Db, where: SQL | undefined, offset: Bound, limit: Bound, lang: Lang, forDesk: boolean) {
  const matches = db.$with("matches").as(db.select({ id: orders.id }).from(orders).where(where));
  const page = sql`select ${COLUMNS} from ${orders} where ${orders.id} in
    (select "id" from "matches" order by "id" desc limit ${limit} offset ${offset}) order by ${orders.id} desc`;
  return listStatement(db.with(matches), page, sql`select count(*) from "matches"`, lang, forDesk);
}

// The shapes the lists are opened with (their speed budgets in bench/): a customer's or the desk's list,
// with no status, one status or several, with or without a keyword — built once per database.
type StatusShape = "all" | "one" | "many";
function preparedList(byOwner: boolean, shape: StatusShape, byKeyword: boolean, lang: Lang) {
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
      return countedList(db, and(scope, status, keyword), offset, limit, lang, !byOwner).prepare("");
    }
    const page =
      shape === "many"
        ? perStatusPage(scope, sql.placeholder("statuses"), offset, limit)
        : plainPage(and(scope, status), offset, limit);
    const total = keptTotal(byOwner ? ownerId : null, statusOf(orderCounts.status));
    return listStatement(db, page, total, lang, !byOwner).prepare(`list_orders_${byOwner ? "own" : "ops"}_${shape}_${lang}`);
  });
}
const PREPARED = new Map<string, ReturnType<typeof preparedList>>();
const keyOf = (byOwner: boolean, shape: StatusShape, byKeyword: boolean, lang: Lang) =>
  `${byOwner}|${shape}|${byKeyword}|${lang}`;
for (const byOwner of [true, false]) {
  for (const shape of ["all", "one", "many"] as const) {
    for (const byKeyword of [false, true]) {
      for (const lang of LANGS)
        PREPARED.set(keyOf(byOwner, shape, byKeyword, lang), preparedList(byOwner, shape, byKeyword, lang));
    }
  }
}

/** The page of orders a filter selects, as the JSON text of `{ list, total }` in the reader's language. */
export async function listOrders(db: Db, filter: OrderFilter, lang: Lang): Promise<string> {
  const keyword = filter.keyword?.trim();
  const forDesk = filter.ownerId === undefined;
  let result: { text: string }[];
  if (hasWiderFilter(filter)) {
    result = await countedList(db, whereOf(filter), filter.offset, filter.limit, lang, forDesk);
  } else {
    const statuses = filter.statuses ? [...new Set(filter.statuses)] : undefined;
    const shape: StatusShape = statuses === undefined ? "all" : statuses.length === 1 ? "one" : "many";
    const key = keyOf(!forDesk, shape, !!keyword, lang);
    const prepared = PREPARED.get(key);
    // every shape is prepared at load (above); a missing one is a bug in the key, not a user's input
    if (!prepared) throw new Error(`no prepared order list for ${key}`);
    result = await prepared(db).execute({
      owner_id: filter.ownerId,
      status: statuses?.[0],
      statuses,
      keyword_pattern: keyword ? containsPattern(keyword) : undefined,
      offset: filter.offset,
      limit: filter.limit,
    });
  }
  return result[0].text;
}
