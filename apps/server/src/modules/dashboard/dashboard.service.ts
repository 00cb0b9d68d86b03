import {
  type CustomerDashboard,
  isoInZone,
  type Lang,
  type OpsDashboard,
  ORDER_STATUS,
  ORDER_STATUSES,
  type StatusCount,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import { type CutOffRow, customerFigures, OPEN_STATUSES, opsFigures } from "./dashboard.repository";
import { ageEdges, dueWindow, earliestEtd, monthsUntil } from "./dashboard-window";

// The figures of the two dashboards, each one answer. "Due" for a customer is what
// waits on them (docs/PRODUCT-RULES.md, the order life): cut-offs in the next 72 hours, bills to
// check (status 4), payments (status 5). The desk's workload is every order still open by status
// and by how long it has waited there.

const S = ORDER_STATUS;
const iso = (value: Date | string) => new Date(value).toISOString();

function byStatus(counts: Map<number, number>, lang: Lang, withDrafts: boolean): StatusCount[] {
  return ORDER_STATUSES.filter((s) => withDrafts || s.value !== S.DRAFT).map((s) => ({
    status: s.value,
    status_name: lang === "cn" ? s.name_cn : s.name_en,
    count: counts.get(s.value) ?? 0,
  }));
}

const statusName = (status: number, lang: Lang) => {
  const info = ORDER_STATUSES.find((s) => s.value === status);
  return info ? (lang === "cn" ? info.name_cn : info.name_en) : "";
};

function dueCutOffs(rows: CutOffRow[], lang: Lang) {
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      order_no: row.order_no,
      status: row.status,
      status_name: statusName(row.status, lang),
      pol_name: row.pol_name,
      pod_name: row.pod_name,
      cut_off: { code: row.code, at: isoInZone(row.at, row.time_zone), time_zone: row.time_zone },
      customer_name: row.customer_name,
    })),
  };
}

/** A customer's dashboard at `now`: their own orders only. */
export async function customerDashboard(db: Db, ownerId: number, lang: Lang, now: Date, timeZone: string) {
  const period = monthsUntil(now, timeZone);
  const window = { ...dueWindow(now), earliestEtd: earliestEtd(now) };
  const figures = await customerFigures(db, ownerId, period, window, lang);
  const { months } = period;
  const counts = new Map(figures.counts.map((row) => [row.status, row.n]));
  const waiting = (rows: typeof figures.bills, status: number) => ({
    total: counts.get(status) ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      order_no: row.order_no,
      pol_name: row.pol_name,
      pod_name: row.pod_name,
      since: iso(row.since),
    })),
  });
  const answer: CustomerDashboard = {
    as_of: now.toISOString(),
    time_zone: timeZone,
    by_status: byStatus(counts, lang, true),
    teu_by_month: months.map((month, i) => {
      const found = figures.booked.find((row) => row.bucket === i);
      return { month: month.month, orders: found?.orders ?? 0, teu: found?.teu ?? 0 };
    }),
    top_lanes: figures.lanes,
    due: {
      cut_offs: dueCutOffs(figures.cut_offs, lang),
      bills_to_check: waiting(figures.bills, S.AWAITING_BILL_CHECK),
      payments: waiting(figures.payments, S.AWAITING_PAYMENT),
    },
  };
  return answer;
}

/** The operations desk's dashboard at `now`: every customer's orders but drafts. */
export async function opsDashboard(db: Db, lang: Lang, now: Date) {
  const window = { ...dueWindow(now), earliestEtd: earliestEtd(now) };
  const { counts: rows, ages, cut_offs: cutOffs } = await opsFigures(db, ageEdges(now), window, lang);
  const counts = new Map(rows.map((row) => [row.status, row.n]));
  const answer: OpsDashboard = {
    as_of: now.toISOString(),
    by_status: byStatus(counts, lang, false),
    by_age: OPEN_STATUSES.map((status) => {
      const row = ages.find((age) => age.status === status) ?? { n: 0, d1: 0, d3: 0, d7: 0 };
      // the kept total and the counts are of one statement; an order stamped ahead of this
      // clock counts as new
      const total = Math.max(row.n, row.d7);
      return {
        status,
        status_name: statusName(status, lang),
        count: total,
        buckets: { lt_1d: row.d1, d1_3: row.d3 - row.d1, d3_7: row.d7 - row.d3, gt_7d: total - row.d7 },
      };
    }),
    due: { cut_offs: dueCutOffs(cutOffs, lang) },
  };
  return answer;
}
