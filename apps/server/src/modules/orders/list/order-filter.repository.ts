import { businessTimeZone, type CargoFlag, ORDER_STATUS, REQUEST_STATE } from "@haiyun/shared";
import { and, type Column, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { orders, users } from "../../../db/schema";
import { containsPattern, keywordMatch } from "../../../lib/pagination";

// The filters of GET /order and GET /ops/order as conditions on `orders`. The usual
// shapes (status, keyword) run as statements built once (order-list.repository.ts); the wider
// filters of the expandable panel are built here for each request.

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
  /** "open": only orders with a request beside the status awaiting operations */
  request?: "open";
  /** only orders carrying any of these (dangerous goods, a reefer, out-of-gauge cargo) */
  cargo?: CargoFlag[];
  offset: number;
  limit: number;
}

/** Keyword: contains, ignoring case, on the order, bill-of-lading and reference numbers. */
export const KEYWORD_COLUMNS = [orders.order_no, orders.cust_ref_no, orders.mbl_no];
/** An amendment, a cancellation, an SI revision or special cargo's approval awaiting operations. */
const OPEN_REQUEST = or(
  eq(orders.amendment_status, REQUEST_STATE.REQUESTED),
  eq(orders.cancellation_status, REQUEST_STATE.REQUESTED),
  eq(orders.revision_status, REQUEST_STATE.REQUESTED),
  eq(orders.special_cargo_status, REQUEST_STATE.REQUESTED),
);
/** The stored mark of each cargo flag (kept by the booking's writes). */
const CARGO_COLUMN: Record<CargoFlag, Column> = { dg: orders.has_dg, reefer: orders.has_reefer, oog: orders.has_oog };
const cargoMatch = (flags: CargoFlag[] | undefined) =>
  flags?.length ? or(...flags.map((flag) => eq(CARGO_COLUMN[flag], true))) : undefined;

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
  "request",
  "cargo",
] as const;

export function hasWiderFilter(filter: OrderFilter): boolean {
  return WIDER_FILTERS.some((key) => filter[key] !== undefined && filter[key] !== "");
}

/** Ops never list drafts: a draft is its customer's own business until submitted. */
function scopeOf(ownerId: number | undefined, statuses: number[] | undefined): SQL | undefined {
  const owner = ownerId === undefined ? undefined : eq(orders.owner_id, ownerId);
  const wanted = ownerId === undefined ? statuses?.filter((status) => status !== ORDER_STATUS.DRAFT) : statuses;
  if (wanted === undefined) return and(owner, ownerId === undefined ? ne(orders.status, ORDER_STATUS.DRAFT) : undefined);
  if (wanted.length === 0) return sql`false`;
  return and(owner, wanted.length === 1 ? eq(orders.status, wanted[0]) : inArray(orders.status, wanted));
}

/** Every condition of the filter, its values bound. */
export function whereOf(filter: OrderFilter): SQL | undefined {
  const text = (column: Column, value: string | undefined) => (value ? ilike(column, containsPattern(value)) : undefined);
  const customer = filter.customer ? inArray(orders.owner_id, filterUsers(filter.customer)) : undefined;
  // "booking date" ranges are calendar days of the business time zone (app_timezone)
  const zone = businessTimeZone();
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
    filter.create_from ? sql`${orders.create_time} >= ${filter.create_from}::date::timestamp at time zone ${zone}` : undefined,
    filter.create_to ? sql`${orders.create_time} < (${filter.create_to}::date + 1)::timestamp at time zone ${zone}` : undefined,
    filter.etd_from ? gte(orders.etd, filter.etd_from) : undefined,
    filter.etd_to ? lte(orders.etd, filter.etd_to) : undefined,
    filter.eta_from ? gte(orders.eta, filter.eta_from) : undefined,
    filter.eta_to ? lte(orders.eta, filter.eta_to) : undefined,
    customer,
    filter.request === "open" ? OPEN_REQUEST : undefined,
    cargoMatch(filter.cargo),
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
