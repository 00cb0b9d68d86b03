import { and, type Column, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { carriers, freightTerms, incoterms, orders, ports, users } from "../../db/schema";
import { containsPattern, keywordMatch, keywordPlaceholderMatch, pageOf, totalCount } from "../../lib/pagination";

// GET /order and GET /ops/order (spec §2 bookings list, §3 order list row). The page is chosen on
// `orders` alone — newest first from the (owner_id, id) / (owner_id, status, id) / (status, id)
// indexes, the total riding along as `count(*) over ()` — and only its rows are joined to the
// reference names. Keyword: contains, ignoring case, on the order, bill-of-lading and reference
// numbers; no trigram index (the embedded engine would need the pg_trgm extension loaded at every
// open), the owner's rows being narrowed by the index first.

export interface OrderFilter {
  /** the customer's own list; absent: the operations desk (every customer, no drafts) */
  ownerId?: number;
  statuses?: number[];
  keyword?: string;
  to_id?: number;
  order_no?: string;
  cust_ref_no?: string;
  pol_id?: number;
  carrier_id?: number;
  vessel?: string;
  voyage?: string;
  create_from?: string;
  create_to?: string;
  etd_from?: string;
  etd_to?: string;
  eta_from?: string;
  eta_to?: string;
  customer?: string;
  offset: number;
  limit: number;
}

const KEYWORD_COLUMNS = [orders.order_no, orders.cust_ref_no, orders.mbl_no];
// "Booking date" ranges are calendar days of the portal's business day (China Standard Time).
const BUSINESS_TZ = sql.raw("'Asia/Shanghai'");

const pageColumns = {
  id: orders.id,
  order_no: orders.order_no,
  owner_id: orders.owner_id,
  cust_ref_no: orders.cust_ref_no,
  status: orders.status,
  container_mode: orders.container_mode,
  ship_mode: orders.ship_mode,
  carrier_id: orders.carrier_id,
  from_id: orders.from_id,
  pol_id: orders.pol_id,
  pod_id: orders.pod_id,
  to_id: orders.to_id,
  inco_term_id: orders.inco_term_id,
  freight_term_id: orders.freight_term_id,
  vessel: orders.vessel,
  voyage: orders.voyage,
  etd: orders.etd,
  eta: orders.eta,
  ready_date: orders.ready_date,
  so_no: orders.so_no,
  mbl_no: orders.mbl_no,
  remark: orders.remark,
  si_cutoff: orders.si_cutoff,
  vgm_cutoff: orders.vgm_cutoff,
  cy_cutoff: orders.cy_cutoff,
  create_time: orders.create_time,
  update_time: orders.update_time,
};
type PageColumn = keyof typeof pageColumns;

const fromPort = alias(ports, "from_port");
const polPort = alias(ports, "pol_port");
const podPort = alias(ports, "pod_port");
const toPort = alias(ports, "to_port");

/** A page of orders (`where` on the orders table) joined to the names of what they refer to. */
function pageQuery(db: Db, where: SQL | undefined, offset: unknown, limit: unknown) {
  const page = db
    .select({ ...pageColumns, total: totalCount().as("total") })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .offset(offset as number)
    .limit(limit as number)
    .as("page");
  const col = <K extends PageColumn>(key: K) => page[key];
  const named = (table: typeof fromPort | typeof carriers | typeof incoterms | typeof freightTerms) => ({
    cn: table.name_cn,
    en: table.name_en,
  });
  return db
    .select({
      ...(Object.fromEntries(Object.keys(pageColumns).map((key) => [key, col(key as PageColumn)])) as {
        [K in PageColumn]: (typeof page)[K];
      }),
      total: page.total,
      from_name: named(fromPort),
      pol_name: named(polPort),
      pod_name: named(podPort),
      to_name: named(toPort),
      carrier_name: named(carriers),
      inco_term_name: named(incoterms),
      freight_term_name: named(freightTerms),
      customer: { company1: users.company1, linkman: users.linkman, username: users.username },
    })
    .from(page)
    .leftJoin(fromPort, eq(fromPort.id, page.from_id))
    .leftJoin(polPort, eq(polPort.id, page.pol_id))
    .leftJoin(podPort, eq(podPort.id, page.pod_id))
    .leftJoin(toPort, eq(toPort.id, page.to_id))
    .leftJoin(carriers, eq(carriers.id, page.carrier_id))
    .leftJoin(incoterms, eq(incoterms.id, page.inco_term_id))
    .leftJoin(freightTerms, eq(freightTerms.id, page.freight_term_id))
    .leftJoin(users, eq(users.id, page.owner_id))
    .orderBy(desc(page.id));
}
export type OrderListRow = Omit<Awaited<ReturnType<typeof pageQuery>>[number], "total">;

/** Ops never list drafts: a draft is its customer's own business until submitted. */
function scopeOf(ownerId: number | undefined, statuses: number[] | undefined): SQL | undefined {
  const owner = ownerId === undefined ? undefined : eq(orders.owner_id, ownerId);
  const wanted = ownerId === undefined ? statuses?.filter((status) => status !== 0) : statuses;
  if (wanted === undefined) return and(owner, ownerId === undefined ? ne(orders.status, 0) : undefined);
  if (wanted.length === 0) return sql`false`;
  return and(owner, wanted.length === 1 ? eq(orders.status, wanted[0]) : inArray(orders.status, wanted));
}

function whereOf(filter: OrderFilter): SQL | undefined {
  const text = (column: Column, value: string | undefined) => (value ? ilike(column, containsPattern(value)) : undefined);
  const customer = filter.customer ? inArray(orders.owner_id, filterUsers(filter.customer)) : undefined;
  return and(
    scopeOf(filter.ownerId, filter.statuses),
    keywordMatch(KEYWORD_COLUMNS, filter.keyword),
    filter.to_id === undefined ? undefined : eq(orders.to_id, filter.to_id),
    filter.pol_id === undefined ? undefined : eq(orders.pol_id, filter.pol_id),
    filter.carrier_id === undefined ? undefined : eq(orders.carrier_id, filter.carrier_id),
    text(orders.order_no, filter.order_no),
    text(orders.cust_ref_no, filter.cust_ref_no),
    text(orders.vessel, filter.vessel),
    text(orders.voyage, filter.voyage),
    filter.create_from
      ? sql`${orders.create_time} >= ${filter.create_from}::date::timestamp at time zone ${BUSINESS_TZ}`
      : undefined,
    filter.create_to
      ? sql`${orders.create_time} < (${filter.create_to}::date + 1)::timestamp at time zone ${BUSINESS_TZ}`
      : undefined,
    filter.etd_from ? gte(orders.etd, filter.etd_from) : undefined,
    filter.etd_to ? lte(orders.etd, filter.etd_to) : undefined,
    filter.eta_from ? gte(orders.eta, filter.eta_from) : undefined,
    filter.eta_to ? lte(orders.eta, filter.eta_to) : undefined,
    customer,
  );
}

/** Customers whose company, contact person or login e-mail contains the text. */
function filterUsers(text: string) {
  const pattern = containsPattern(text);
  return sql`(select ${users.id} from ${users} where ${or(
    ilike(users.company1, pattern),
    ilike(users.company2, pattern),
    ilike(users.linkman, pattern),
    ilike(users.username, pattern),
  )})`;
}

// The shapes the lists are opened with most (DESIGN §11 budgets): a customer's or the desk's
// list, with no status, one status or several, with or without a keyword — built once per
// database and engine connection (db/prepared.ts), the values bound on each call.
type StatusShape = "all" | "one" | "many";
function preparedList(byOwner: boolean, shape: StatusShape, byKeyword: boolean) {
  const name = `list_orders_${byOwner ? "own" : "ops"}_${shape}_${Number(byKeyword)}`;
  return preparedPerDb((db: Db) => {
    const status =
      shape === "one"
        ? eq(orders.status, sql.placeholder("status"))
        : shape === "many"
          ? sql`${orders.status} = any(${sql.placeholder("statuses")}::smallint[])`
          : byOwner
            ? undefined
            : ne(orders.status, 0);
    const where = and(
      byOwner ? eq(orders.owner_id, sql.placeholder("owner_id")) : undefined,
      // the desk never lists drafts, whatever statuses are asked for
      !byOwner && shape !== "all" ? ne(orders.status, 0) : undefined,
      status,
      byKeyword ? keywordPlaceholderMatch(KEYWORD_COLUMNS) : undefined,
    );
    return pageQuery(db, where, sql.placeholder("offset"), sql.placeholder("limit")).prepare(name);
  });
}
const PREPARED = new Map<string, ReturnType<typeof preparedList>>();
for (const byOwner of [true, false]) {
  for (const shape of ["all", "one", "many"] as const) {
    for (const byKeyword of [false, true])
      PREPARED.set(`${byOwner}|${shape}|${byKeyword}`, preparedList(byOwner, shape, byKeyword));
  }
}

const WIDER_FILTERS = [
  "to_id",
  "order_no",
  "cust_ref_no",
  "pol_id",
  "carrier_id",
  "vessel",
  "voyage",
  "create_from",
  "create_to",
  "etd_from",
  "etd_to",
  "eta_from",
  "eta_to",
  "customer",
] as const;

export async function listOrders(db: Db, filter: OrderFilter): Promise<{ rows: OrderListRow[]; total: number }> {
  const keyword = filter.keyword?.trim();
  const hasWiderFilter = WIDER_FILTERS.some((key) => filter[key] !== undefined && filter[key] !== "");
  let rows: Awaited<ReturnType<typeof pageQuery>>;
  if (hasWiderFilter) {
    rows = await pageQuery(db, whereOf(filter), filter.offset, filter.limit);
  } else {
    const statuses = filter.statuses ? [...new Set(filter.statuses)] : undefined;
    const shape: StatusShape = statuses === undefined ? "all" : statuses.length === 1 ? "one" : "many";
    const query = PREPARED.get(`${filter.ownerId !== undefined}|${shape}|${!!keyword}`)!(db);
    rows = await query.execute({
      owner_id: filter.ownerId,
      status: statuses?.[0],
      statuses,
      keyword_pattern: keyword ? containsPattern(keyword) : undefined,
      offset: filter.offset,
      limit: filter.limit,
    });
  }
  return pageOf(rows, filter.offset, () => db.$count(orders, whereOf(filter)));
}

/** One order with the names of what it refers to; `ownerId` limits it to that customer's. */
export async function findOrderRow(db: Db, id: number, scope: { ownerId?: number; hideDrafts?: boolean }) {
  const where = and(
    eq(orders.id, id),
    scope.ownerId === undefined ? undefined : eq(orders.owner_id, scope.ownerId),
    scope.hideDrafts ? ne(orders.status, 0) : undefined,
  );
  const [row] = await pageQuery(db, where, 0, 1);
  if (!row) return undefined;
  const { total: _total, ...rest } = row;
  return rest as OrderListRow;
}

/** The order's columns as stored (for the docking copy and the detail's extra fields). */
export async function findOrder(db: Db, id: number, ownerId?: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownerId === undefined ? undefined : eq(orders.owner_id, ownerId)))
    .limit(1);
  return row;
}
