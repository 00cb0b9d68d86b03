import { DASHBOARD_LIST_SIZE, DASHBOARD_TOP_LANES, type Lang, ORDER_STATUS } from "@haiyun/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { referenceName } from "../../db/json-text";
import { orderCounts, orders, ports, users } from "../../db/schema";
import { FALLBACK_PORT_TIME_ZONE } from "../../db/seed/data/port-time-zones";
import type { Month } from "./dashboard-window";

// The dashboards' reads (bench/dashboard.mjs: 1,000,000 orders, one customer holding 200,000).
// Counts by status come from order_counts (kept by triggers, migration 0007); a customer's last
// 12 months are read from the (owner_id, create_time, status, teu, pol_id, pod_id) index alone;
// cut-offs only from orders sailing from yesterday on ((owner_id, etd) and (etd) indexes); the
// desk's ages from (status, status_time), migration 0028.

const S = ORDER_STATUS;
/** Orders confirmed and not yet closed: their cut-offs are still the customer's and the desk's concern. */
export const CUT_OFF_STATUSES = [2, 3, 4, 5, 6, 7, 8, 20] as const;
/** What a booking month counts: every order submitted, except those cancelled. */
const NOT_BOOKED = [S.DRAFT, S.CANCELLED];

const list = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** How many orders a customer (or, owner 0, every customer) has in each status. */
export async function statusCounts(db: Db, ownerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ status: orderCounts.status, n: orderCounts.n })
    .from(orderCounts)
    .where(sql`${orderCounts.owner_id} = ${ownerId}`);
  return new Map(rows.map((row) => [row.status, row.n]));
}

/** The customer's bookings in each of `months` (0-based index into them): orders and TEU. */
export async function bookedByMonth(db: Db, ownerId: number, months: readonly Month[], until: Date) {
  const bounds = sql`array[${sql.join(
    months.map((month) => at(month.from)),
    sql`, `,
  )}]`;
  const rows = await rowsOf<{ bucket: number; orders: number; teu: number }>(
    db,
    sql`select width_bucket(${orders.create_time}, ${bounds}) - 1 as "bucket", count(*)::int as "orders",
        coalesce(sum(${orders.teu}), 0)::float8 as "teu"
      from ${orders}
      where ${orders.owner_id} = ${ownerId} and ${orders.create_time} >= ${at(months[0].from)}
        and ${orders.create_time} < ${at(until)} and ${orders.status} not in (${list(NOT_BOOKED)})
      group by 1`,
  );
  return rows;
}

/** The customer's lanes of the same months with the most TEU (then orders), names in `lang`. */
export async function topLanes(db: Db, ownerId: number, from: Date, until: Date, lang: Lang) {
  const lanes = sql`select ${orders.pol_id} as "pol_id", ${orders.pod_id} as "pod_id", count(*)::int as "orders",
      coalesce(sum(${orders.teu}), 0)::float8 as "teu"
    from ${orders}
    where ${orders.owner_id} = ${ownerId} and ${orders.create_time} >= ${at(from)} and ${orders.create_time} < ${at(until)}
      and ${orders.status} not in (${list(NOT_BOOKED)}) and ${orders.pol_id} is not null and ${orders.pod_id} is not null
    group by 1, 2 order by 4 desc, 3 desc, 1, 2 limit ${DASHBOARD_TOP_LANES}`;
  return rowsOf<{ pol_id: number; pol_name: string; pod_id: number; pod_name: string; orders: number; teu: number }>(
    db,
    sql`select "l"."pol_id", ${referenceName(ports, sql`"l"."pol_id"`, lang)} as "pol_name",
        "l"."pod_id", ${referenceName(ports, sql`"l"."pod_id"`, lang)} as "pod_name", "l"."orders", "l"."teu"
      from (${lanes}) as "l" order by "l"."teu" desc, "l"."orders" desc, "l"."pol_id", "l"."pod_id"`,
  );
}

/** The customer's orders in `status`, longest waiting first: the first few and how many. */
export async function waitingIn(db: Db, ownerId: number, status: number, lang: Lang) {
  return rowsOf<{ id: number; order_no: string; pol_name: string; pod_name: string; since: Date | string }>(
    db,
    sql`select "o"."id", "o"."order_no", ${referenceName(ports, sql`"o"."pol_id"`, lang)} as "pol_name",
        ${referenceName(ports, sql`"o"."pod_id"`, lang)} as "pod_name", "o"."status_time" as "since"
      from (select ${orders.id} as "id", ${orders.order_no} as "order_no", ${orders.pol_id} as "pol_id",
              ${orders.pod_id} as "pod_id", ${orders.status_time} as "status_time"
            from ${orders} where ${orders.owner_id} = ${ownerId} and ${orders.status} = ${status}
            order by ${orders.status_time}, ${orders.id} limit ${DASHBOARD_LIST_SIZE}) as "o"
      order by "o"."status_time", "o"."id"`,
  );
}

export interface CutOffRow {
  id: number;
  order_no: string;
  status: number;
  pol_name: string;
  pod_name: string;
  code: string;
  at: Date | string;
  time_zone: string;
  customer_name: string;
  total: number;
}

/**
 * The cut-offs between `from` and `to` of the orders confirmed and not closed — a customer's
 * (`ownerId`) or every customer's (null) — earliest first: the first few, each row carrying how
 * many there are. Only orders sailing on `earliestEtd` or later can have one (dashboard-window.ts).
 */
export async function cutOffsWithin(
  db: Db,
  ownerId: number | null,
  window: { from: Date; to: Date; earliestEtd: string },
  lang: Lang,
): Promise<CutOffRow[]> {
  const owner = ownerId === null ? sql`true` : sql`${orders.owner_id} = ${ownerId}`;
  const due = sql`select ${orders.id} as "id", ${orders.order_no} as "order_no", ${orders.status} as "status",
      ${orders.owner_id} as "owner_id", ${orders.pol_id} as "pol_id", ${orders.pod_id} as "pod_id",
      "c"."code", "c"."at"::timestamptz as "at", count(*) over () as "total"
    from ${orders} cross join lateral jsonb_to_recordset(${orders.cut_offs}) as "c"("code" text, "at" text)
    where ${owner} and ${orders.status} in (${list(CUT_OFF_STATUSES)}) and ${orders.etd} >= ${window.earliestEtd}
      and "c"."at"::timestamptz > ${at(window.from)} and "c"."at"::timestamptz <= ${at(window.to)}
    order by 8, 1, 7 limit ${DASHBOARD_LIST_SIZE}`;
  const customer = sql`(select coalesce(nullif(${users.company1}, ''), nullif(${users.linkman}, ''), ${users.username})
    from ${users} where ${users.id} = "d"."owner_id")`;
  const zone = sql`coalesce((select ${ports.time_zone} from ${ports} where ${ports.id} = "d"."pol_id"), ${FALLBACK_PORT_TIME_ZONE})`;
  return rowsOf<CutOffRow>(
    db,
    sql`select "d"."id", "d"."order_no", "d"."status", ${referenceName(ports, sql`"d"."pol_id"`, lang)} as "pol_name",
        ${referenceName(ports, sql`"d"."pod_id"`, lang)} as "pod_name", "d"."code", "d"."at", ${zone} as "time_zone",
        ${ownerId === null ? sql`coalesce(${customer}, '')` : sql`''`} as "customer_name", "d"."total"::int as "total"
      from (${due}) as "d" order by "d"."at", "d"."id", "d"."code"`,
  );
}

/**
 * Every customer's orders in each of `statuses` and how many of them entered it after each edge
 * (1, 3, 7 days back): one statement, so the counts and the kept totals are of one moment.
 */
export async function waitingSince(db: Db, statuses: readonly number[], edges: { d1: Date; d3: Date; d7: Date }) {
  const since = (edge: Date) =>
    sql`(select count(*) from ${orders} where ${orders.status} = "c"."status" and ${orders.status_time} > ${at(edge)})::int`;
  return rowsOf<{ status: number; n: number; d1: number; d3: number; d7: number }>(
    db,
    sql`select "c"."status", "c"."n", ${since(edges.d1)} as "d1", ${since(edges.d3)} as "d3", ${since(edges.d7)} as "d7"
      from ${orderCounts} as "c" where "c"."owner_id" = 0 and "c"."status" in (${list(statuses)})`,
  );
}
