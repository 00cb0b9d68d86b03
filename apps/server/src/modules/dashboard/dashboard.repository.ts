import {
  CONFIRMED_OPEN_STATUSES,
  DASHBOARD_LIST_SIZE,
  DASHBOARD_MONTHS,
  DASHBOARD_TOP_LANES,
  isClosed,
  LANGS,
  type Lang,
  ORDER_STATUS,
  ORDER_STATUSES,
} from "@haiyun/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoUtc, referenceName } from "../../db/json-text";
import { preparedPerDb } from "../../db/prepared";
import { orderCounts, orderCutOffs, orderMonths, orders, ports, users } from "../../db/schema";
import { FALLBACK_PORT_TIME_ZONE } from "../../db/seed/data/port-time-zones";
import { type Month, utcMonthStart } from "./dashboard-window";

// The dashboards' reads (bench/dashboard.mjs: 1,000,000 orders, one customer holding 200,000),
// each answer's in one statement built once per database and language (its parts as JSON, parsed
// here; its values bound, db/prepared.ts). Counts by status come from
// order_counts (kept by triggers, migration 0007); a customer's months from order_months (by UTC
// month, migration 0030) corrected with the hours where the business zone's months and UTC's
// differ; the lanes from the (owner_id, create_time, status, teu, pol_id, pod_id) index alone;
// cut-offs from order_cut_offs' (at) and (owner_id, at) indexes (migration 0031); the desk's ages
// from (status, status_time), migration 0029.

const S = ORDER_STATUS;
/** Orders confirmed and not yet closed: their cut-offs are still the customer's and the desk's concern. */
export const CUT_OFF_STATUSES = CONFIRMED_OPEN_STATUSES;
/** The statuses an order still moves on from: waiting on the desk or on its customer (the desk's ages). */
export const OPEN_STATUSES = ORDER_STATUSES.map((s) => s.value).filter((status) => status !== S.DRAFT && !isClosed(status));
/** What a booking month counts: every order submitted, except those cancelled (as order_months, migration 0030). */
const NOT_BOOKED = [S.DRAFT, S.CANCELLED];

const list = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
/** A value bound at each call: `name` in the values of execute(). */
const bound = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/** The rows of `query` as a JSON array of objects (its columns the keys), in `order`. */
const jsonRows = (query: SQL, order: SQL) =>
  sql`(select coalesce(json_agg("r" order by ${order}), '[]'::json) from (${query}) as "r")`;

/** One statement whose parts are named JSON values, built and prepared once per database. */
function statementOf(name: string, parts: Record<string, SQL>) {
  const fields = Object.entries(parts).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return preparedPerDb((db: Db) =>
    db
      .select({ text: sql<string>`json_build_object(${sql.join(fields, sql`, `)})::text` })
      .from(sql`(select 1) as "one"`)
      .prepare(name),
  );
}

/** How many orders a customer (or, owner 0, every customer) has in each status. */
function statusCounts(ownerId: SQL | number) {
  return jsonRows(
    sql`select ${orderCounts.status} as "status", ${orderCounts.n} as "n" from ${orderCounts} where ${orderCounts.owner_id} = ${ownerId}`,
    sql`"r"."status"`,
  );
}

/** The month after "2026-01". */
function nextMonth(label: string): string {
  const [year, month] = label.split("-").map(Number);
  const total = year * 12 + month;
  return `${String(Math.floor(total / 12)).padStart(4, "0")}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/**
 * The customer's bookings in each of the months (0-based index): orders and TEU. Bound: `zoned`,
 * the months' first instants in the zone and the instant the last ends; `utc`, those of the UTC
 * months of the same names; `utc_months`, the same as dates; `edge_from` and `edge_to`, the
 * spans between each instant of `zoned` and its namesake in `utc` (monthValues). The UTC months are
 * read from order_months; the orders of the spans (at most 14 hours each) are then counted in the
 * month of the zone and taken off that of UTC.
 */
function bookedByMonth(ownerId: SQL) {
  const edge = sql`select "o"."create_time", "o"."teu"
    from unnest(${bound("edge_from", "timestamptz[]")}, ${bound("edge_to", "timestamptz[]")}) as "e"("from", "to")
    cross join lateral (select ${orders.create_time} as "create_time", ${orders.teu} as "teu" from ${orders}
      where ${orders.owner_id} = ${ownerId} and ${orders.create_time} >= "e"."from" and ${orders.create_time} < "e"."to"
        and ${orders.status} not in (${list(NOT_BOOKED)})) as "o"`;
  const utcMonths = bound("utc_months", "date[]");
  const parts = sql`select array_position(${utcMonths}, ${orderMonths.month}) - 1 as "bucket",
      ${orderMonths.orders} as "n", ${orderMonths.teu} as "teu"
    from ${orderMonths}
    where ${orderMonths.owner_id} = ${ownerId} and ${orderMonths.month} >= (${utcMonths})[1]
      and ${orderMonths.month} < (${utcMonths})[${DASHBOARD_MONTHS + 1}]
    union all select width_bucket("d"."create_time", ${bound("zoned", "timestamptz[]")}) - 1, 1, "d"."teu" from "edge" as "d"
    union all select width_bucket("d"."create_time", ${bound("utc", "timestamptz[]")}) - 1, -1, -"d"."teu" from "edge" as "d"`;
  return jsonRows(
    sql`with "edge" as (${edge})
      select "p"."bucket", sum("p"."n")::int as "orders", coalesce(sum("p"."teu"), 0)::float8 as "teu"
      from (${parts}) as "p" where "p"."bucket" between 0 and ${DASHBOARD_MONTHS - 1} group by 1`,
    sql`"r"."bucket"`,
  );
}

/** The values bookedByMonth is bound with, for `months` and the instant the last ends. */
function monthValues(months: readonly Month[], until: Date) {
  const zoned = [...months.map((month) => month.from), until];
  const utc = [...months.map((month) => utcMonthStart(month.month)), utcMonthStart(nextMonth(months[months.length - 1].month))];
  const edges = zoned
    .map((instant, i) => (instant < utc[i] ? [instant, utc[i]] : [utc[i], instant]))
    .filter(([from, to]) => from < to);
  const iso = (instant: Date) => instant.toISOString();
  return {
    zoned: zoned.map(iso),
    utc: utc.map(iso),
    utc_months: utc.map((instant) => iso(instant).slice(0, 10)),
    edge_from: edges.map(([from]) => iso(from)),
    edge_to: edges.map(([, to]) => iso(to)),
  };
}

/** The customer's lanes of the same months with the most TEU (then orders), names in `lang`. */
function topLanes(ownerId: SQL, lang: Lang) {
  const [from, until] = [bound("lanes_from", "timestamptz"), bound("lanes_until", "timestamptz")];
  const lanes = sql`select ${orders.pol_id} as "pol_id", ${orders.pod_id} as "pod_id", count(*)::int as "orders",
      coalesce(sum(${orders.teu}), 0)::float8 as "teu"
    from ${orders}
    where ${orders.owner_id} = ${ownerId} and ${orders.create_time} >= ${from} and ${orders.create_time} < ${until}
      and ${orders.status} not in (${list(NOT_BOOKED)}) and ${orders.pol_id} is not null and ${orders.pod_id} is not null
    group by 1, 2 order by 4 desc, 3 desc, 1, 2 limit ${DASHBOARD_TOP_LANES}`;
  return jsonRows(
    sql`select "l"."pol_id", ${referenceName(ports, sql`"l"."pol_id"`, lang)} as "pol_name",
        "l"."pod_id", ${referenceName(ports, sql`"l"."pod_id"`, lang)} as "pod_name", "l"."orders", "l"."teu"
      from (${lanes}) as "l"`,
    sql`"r"."teu" desc, "r"."orders" desc, "r"."pol_id", "r"."pod_id"`,
  );
}

/** The customer's orders in `status`, longest waiting first: the first few. */
function waitingIn(ownerId: SQL, status: number, lang: Lang) {
  return jsonRows(
    sql`select "o"."id", "o"."order_no", ${referenceName(ports, sql`"o"."pol_id"`, lang)} as "pol_name",
        ${referenceName(ports, sql`"o"."pod_id"`, lang)} as "pod_name", ${isoUtc(sql`"o"."status_time"`)} as "since",
        "o"."status_time"
      from (select ${orders.id} as "id", ${orders.order_no} as "order_no", ${orders.pol_id} as "pol_id",
              ${orders.pod_id} as "pod_id", ${orders.status_time} as "status_time"
            from ${orders} where ${orders.owner_id} = ${ownerId} and ${orders.status} = ${status}
            order by ${orders.status_time}, ${orders.id} limit ${DASHBOARD_LIST_SIZE}) as "o"`,
    sql`"r"."status_time", "r"."id"`,
  );
}

export interface CutOffRow {
  id: number;
  order_no: string;
  status: number;
  pol_name: string;
  pod_name: string;
  code: string;
  /** ISO 8601 UTC */
  at: string;
  time_zone: string;
  customer_name: string;
  total: number;
}

/**
 * The cut-offs between `from` and `to` of the orders confirmed and not closed — a customer's
 * (`ownerId`) or every customer's (null) — earliest first: the first few, each row carrying how
 * many there are. Only orders sailing on `earliest_etd` or later can have one (dashboard-window.ts).
 * Bound: `due_from`, `due_to`, `earliest_etd`.
 */
function cutOffsWithin(ownerId: SQL | null, lang: Lang) {
  const c = orderCutOffs;
  const matching = sql`${ownerId === null ? sql`true` : sql`${c.owner_id} = ${ownerId}`}
    and ${c.status} in (${list(CUT_OFF_STATUSES)}) and ${c.etd} >= ${bound("earliest_etd", "date")}
    and ${c.at} > ${bound("due_from", "timestamptz")} and ${c.at} <= ${bound("due_to", "timestamptz")}`;
  const due = sql`select ${orders.id} as "id", ${orders.order_no} as "order_no", ${orders.status} as "status",
      ${orders.owner_id} as "owner_id", ${orders.pol_id} as "pol_id", ${orders.pod_id} as "pod_id",
      "c"."code", "c"."at", (select count(*) from ${c} where ${matching}) as "total"
    from (select ${c.order_id} as "order_id", ${c.code} as "code", ${c.at} as "at" from ${c} where ${matching}
          order by ${c.at}, ${c.order_id}, ${c.code} limit ${DASHBOARD_LIST_SIZE}) as "c"
    join ${orders} on ${orders.id} = "c"."order_id"`;
  const customer = sql`(select coalesce(nullif(${users.company1}, ''), nullif(${users.linkman}, ''), ${users.username})
    from ${users} where ${users.id} = "d"."owner_id")`;
  const zone = sql`coalesce((select ${ports.time_zone} from ${ports} where ${ports.id} = "d"."pol_id"), ${FALLBACK_PORT_TIME_ZONE})`;
  return jsonRows(
    sql`select "d"."id", "d"."order_no", "d"."status", ${referenceName(ports, sql`"d"."pol_id"`, lang)} as "pol_name",
        ${referenceName(ports, sql`"d"."pod_id"`, lang)} as "pod_name", "d"."code", ${isoUtc(sql`"d"."at"`)} as "at",
        "d"."at" as "instant", ${zone} as "time_zone",
        ${ownerId === null ? sql`coalesce(${customer}, '')` : sql`''`} as "customer_name", "d"."total"::int as "total"
      from (${due}) as "d"`,
    sql`"r"."instant", "r"."id", "r"."code"`,
  );
}

/**
 * Every customer's orders in each of `statuses` and how many of them entered it after each edge
 * (1, 3, 7 days back: bound `d1`, `d3`, `d7`), beside the kept totals.
 */
function waitingSince(statuses: readonly number[]) {
  const since = (edge: string) =>
    sql`(select count(*) from ${orders} where ${orders.status} = "c"."status" and ${orders.status_time} > ${bound(edge, "timestamptz")})::int`;
  return jsonRows(
    sql`select "c"."status", "c"."n", ${since("d1")} as "d1", ${since("d3")} as "d3", ${since("d7")} as "d7"
      from ${orderCounts} as "c" where "c"."owner_id" = 0 and "c"."status" in (${list(statuses)})`,
    sql`"r"."status"`,
  );
}

/** An order waiting on its customer; `since` ISO 8601 UTC. */
interface WaitingRow {
  id: number;
  order_no: string;
  pol_name: string;
  pod_name: string;
  since: string;
}

export interface CustomerFigures {
  counts: { status: number; n: number }[];
  booked: { bucket: number; orders: number; teu: number }[];
  lanes: { pol_id: number; pol_name: string; pod_id: number; pod_name: string; orders: number; teu: number }[];
  cut_offs: CutOffRow[];
  bills: WaitingRow[];
  payments: WaitingRow[];
}

const customerStatements = LANGS.map((lang) => {
  const ownerId = bound("owner_id", "integer");
  return statementOf(`dashboard_customer_${lang}`, {
    counts: statusCounts(ownerId),
    booked: bookedByMonth(ownerId),
    lanes: topLanes(ownerId, lang),
    cut_offs: cutOffsWithin(ownerId, lang),
    bills: waitingIn(ownerId, S.AWAITING_BILL_CHECK, lang),
    payments: waitingIn(ownerId, S.AWAITING_PAYMENT, lang),
  });
});

/** Everything a customer's dashboard shows, read in one statement (so of one moment). */
export async function customerFigures(
  db: Db,
  ownerId: number,
  period: { months: readonly Month[]; until: Date },
  window: { from: Date; to: Date; earliestEtd: string },
  lang: Lang,
): Promise<CustomerFigures> {
  const [{ text }] = await customerStatements[LANGS.indexOf(lang)](db).execute({
    owner_id: ownerId,
    ...monthValues(period.months, period.until),
    lanes_from: period.months[0].from.toISOString(),
    lanes_until: period.until.toISOString(),
    ...dueValues(window),
  });
  return JSON.parse(text) as CustomerFigures;
}

const dueValues = (window: { from: Date; to: Date; earliestEtd: string }) => ({
  due_from: window.from.toISOString(),
  due_to: window.to.toISOString(),
  earliest_etd: window.earliestEtd,
});

export interface OpsFigures {
  counts: { status: number; n: number }[];
  ages: { status: number; n: number; d1: number; d3: number; d7: number }[];
  cut_offs: CutOffRow[];
}

const opsStatements = LANGS.map((lang) =>
  statementOf(`dashboard_ops_${lang}`, {
    counts: statusCounts(0),
    ages: waitingSince(OPEN_STATUSES),
    cut_offs: cutOffsWithin(null, lang),
  }),
);

/** Everything the desk's dashboard shows, in one statement: the counts and the kept totals are of one moment. */
export async function opsFigures(
  db: Db,
  edges: { d1: Date; d3: Date; d7: Date },
  window: { from: Date; to: Date; earliestEtd: string },
  lang: Lang,
): Promise<OpsFigures> {
  const [{ text }] = await opsStatements[LANGS.indexOf(lang)](db).execute({
    d1: edges.d1.toISOString(),
    d3: edges.d3.toISOString(),
    d7: edges.d7.toISOString(),
    ...dueValues(window),
  });
  return JSON.parse(text) as OpsFigures;
}
