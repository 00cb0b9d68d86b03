import { businessTimeZone, DICTIONARIES, type Lang, ORDER_STATUSES, PARTY_TYPE } from "@haiyun/shared";
import { type AnyColumn, and, count, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { jsonFields, literal, nameOfCode, referenceName } from "../../../db/json-text";
import { carriers, containerTypes, type OrderRow, orderContacts, orderSpaces, orders, ports, users } from "../../../db/schema";
import { FALLBACK_PORT_TIME_ZONE } from "../../../db/seed/data/port-time-zones";
import { type OrderFilter, whereOf } from "./order-filter.repository";

// The orders' export (GET /order/export, GET /ops/order/export): the list's filter, read in
// batches newest first by id (keyset: each batch starts in the index where the last stopped). A
// batch is one statement with the names in the reader's language and each order's spaces, TEU and
// parties as scalar subqueries (index lookups by order id), so a batch costs the same at any depth.

/** The list's filter; its offset and limit (the list's page) play no part in an export. */
export type OrderExportFilter = OrderFilter;

/**
 * How many orders the filter selects (the file's rows) and the highest id among them: the rows are
 * read from there down, so an order booked meanwhile does not make the file longer than announced.
 */
export async function countOrdersFor(db: Db, filter: OrderExportFilter): Promise<{ count: number; lastId: number }> {
  const [row] = await db
    .select({ n: count(), last: sql<number | null>`max(${orders.id})` })
    .from(orders)
    .where(whereOf(filter));
  return { count: row?.n ?? 0, lastId: Number(row?.last ?? 0) };
}

/** A party's company (shipper, consignee) as copied onto the order. */
function partyName(type: number): SQL<string> {
  return sql<string>`coalesce((select ${orderContacts.company1} from ${orderContacts}
    where ${orderContacts.order_id} = ${orders.id} and ${orderContacts.type} = ${type} order by ${orderContacts.id} limit 1), '')`;
}

/** "2×40HQ, 1×20GP": the booked spaces in the container types' usual order. */
const SPACES = sql`coalesce((select string_agg(${orderSpaces.count}::text || '×' || ${containerTypes.code}, ', '
    order by ${containerTypes.sort}, ${containerTypes.id})
  from ${orderSpaces} join ${containerTypes} on ${containerTypes.id} = ${orderSpaces.container_id}
  where ${orderSpaces.order_id} = ${orders.id}), '')`;

/** The spaces' twenty-foot equivalents, as text without trailing zeros ("" when none). */
const TEU = sql`coalesce((select trim_scale(sum(${orderSpaces.count} * ${containerTypes.teu}))::text
  from ${orderSpaces} join ${containerTypes} on ${containerTypes.id} = ${orderSpaces.container_id}
  where ${orderSpaces.order_id} = ${orders.id}), '')`;

export interface OrderExportRow {
  id: number;
  order_no: string;
  cust_ref_no: string;
  so_no: string;
  mbl_no: string;
  status_name: string;
  container_mode_name: string;
  carrier_name: string;
  pol_name: string;
  pod_name: string;
  to_name: string;
  vessel: string;
  voyage: string;
  etd: string;
  eta: string;
  spaces: string;
  teu: string;
  shipper: string;
  consignee: string;
  cut_offs: OrderRow["cut_offs"] | null;
  pol_time_zone: string;
  create_time: string;
  customer: string;
}

/**
 * A batch of the filter's orders below `beforeId`, newest first, as the export writes them. A
 * statement of its own rather than a select builder: the builder of a one-table select writes
 * its columns unqualified, which the subqueries over other tables would misread.
 */
export async function listOrderExportBatch(
  db: Db,
  filter: OrderExportFilter,
  beforeId: number,
  limit: number,
  lang: Lang,
): Promise<OrderExportRow[]> {
  const name = (table: typeof carriers | typeof ports, id: AnyColumn) => referenceName(table, sql`${id}`, lang);
  const fields = jsonFields([
    ["id", orders.id],
    ["order_no", orders.order_no],
    ["cust_ref_no", orders.cust_ref_no],
    ["so_no", orders.so_no],
    ["mbl_no", orders.mbl_no],
    ["status_name", nameOfCode(sql`${orders.status}`, ORDER_STATUSES, lang)],
    ["container_mode_name", nameOfCode(sql`${orders.container_mode}`, DICTIONARIES.container_mode, lang)],
    ["carrier_name", name(carriers, orders.carrier_id)],
    ["pol_name", name(ports, orders.pol_id)],
    ["pod_name", name(ports, orders.pod_id)],
    ["to_name", name(ports, orders.to_id)],
    ["vessel", orders.vessel],
    ["voyage", orders.voyage],
    ["etd", sql`coalesce(${orders.etd}::text, '')`],
    ["eta", sql`coalesce(${orders.eta}::text, '')`],
    ["spaces", SPACES],
    ["teu", TEU],
    ["shipper", partyName(PARTY_TYPE.SHIPPER)],
    ["consignee", partyName(PARTY_TYPE.CONSIGNEE)],
    ["cut_offs", orders.cut_offs],
    [
      "pol_time_zone",
      sql`coalesce((select ${ports.time_zone} from ${ports} where ${ports.id} = ${orders.pol_id}), ${literal(FALLBACK_PORT_TIME_ZONE)})`,
    ],
    // the booking's day and time in the business time zone, as the list's date filters read it
    ["create_time", sql`to_char(${orders.create_time} at time zone ${businessTimeZone()}, 'YYYY-MM-DD HH24:MI')`],
    [
      "customer",
      sql`coalesce((select coalesce(nullif(${users.company1}, ''), nullif(${users.linkman}, ''), ${users.username})
        from ${users} where ${users.id} = ${orders.owner_id}), '')`,
    ],
  ]);
  const result = await db.execute(sql`select ${fields} from ${orders}
    where ${and(whereOf(filter), lt(orders.id, beforeId))} order by ${orders.id} desc limit ${limit}`);
  return (result as unknown as { rows: OrderExportRow[] }).rows;
}
