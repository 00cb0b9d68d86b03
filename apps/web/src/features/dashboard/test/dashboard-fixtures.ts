import { ORDER_STATUSES } from "@haiyun/shared/constants/order-status";
import type { CustomerDashboard, OpsDashboard } from "@haiyun/shared/schemas/dashboard";

// Dashboard answers as the server writes them (English names), with overrides per test.

const counts = (values: Record<number, number>, withDrafts = true) =>
  ORDER_STATUSES.filter((s) => withDrafts || s.value !== 0).map((s) => ({
    status: s.value,
    status_name: s.name_en,
    count: values[s.value] ?? 0,
  }));

const months = (teu: Record<string, number> = {}) =>
  Array.from({ length: 12 }, (_, i) => {
    const month = `${i < 6 ? 2025 : 2026}-${String(((i + 6) % 12) + 1).padStart(2, "0")}`;
    return { month, orders: teu[month] ? 1 : 0, teu: teu[month] ?? 0 };
  });

export function customerDashboardOf(overrides: Partial<CustomerDashboard> = {}): CustomerDashboard {
  return {
    as_of: "2026-06-15T04:00:00.000Z",
    time_zone: "Asia/Shanghai",
    by_status: counts({ 2: 3, 4: 1, 5: 2, 10: 7 }),
    teu_by_month: months({ "2026-05": 12, "2026-06": 7 }),
    top_lanes: [
      { pol_id: 1, pol_name: "Shanghai", pod_id: 2, pod_name: "Rotterdam", orders: 4, teu: 14 },
      { pol_id: 3, pol_name: "Ningbo", pod_id: 4, pod_name: "Hamburg", orders: 1, teu: 5 },
    ],
    due: {
      cut_offs: {
        total: 1,
        list: [
          {
            id: 31,
            order_no: "HY260612ABCDEF",
            status: 2,
            status_name: "Awaiting shipping instructions",
            pol_name: "Shanghai",
            pod_name: "Rotterdam",
            cut_off: { code: "DCO", at: "2026-06-16T17:00:00+08:00", time_zone: "Asia/Shanghai" },
          },
        ],
      },
      bills_to_check: {
        total: 1,
        list: [
          { id: 41, order_no: "HY260601BILL01", pol_name: "Ningbo", pod_name: "Hamburg", since: "2026-06-10T02:00:00.000Z" },
        ],
      },
      payments: { total: 0, list: [] },
    },
    ...overrides,
  };
}

/** A customer who has not booked yet: every count zero, nothing due. */
export const NO_ORDERS = customerDashboardOf({
  by_status: counts({}),
  teu_by_month: months(),
  top_lanes: [],
  due: { cut_offs: { total: 0, list: [] }, bills_to_check: { total: 0, list: [] }, payments: { total: 0, list: [] } },
});

export function opsDashboardOf(overrides: Partial<OpsDashboard> = {}): OpsDashboard {
  const open = [1, 2, 3, 4, 5, 6, 7, 8, 20];
  return {
    as_of: "2026-06-15T04:00:00.000Z",
    by_status: counts({ 1: 5, 2: 3, 10: 40 }, false),
    by_age: ORDER_STATUSES.filter((s) => open.includes(s.value)).map((s) => ({
      status: s.value,
      status_name: s.name_en,
      count: s.value === 1 ? 5 : s.value === 2 ? 3 : 0,
      buckets:
        s.value === 1
          ? { lt_1d: 2, d1_3: 1, d3_7: 0, gt_7d: 2 }
          : s.value === 2
            ? { lt_1d: 0, d1_3: 3, d3_7: 0, gt_7d: 0 }
            : { lt_1d: 0, d1_3: 0, d3_7: 0, gt_7d: 0 },
    })),
    due: {
      cut_offs: {
        total: 12,
        list: [
          {
            id: 51,
            order_no: "HY260613DESK01",
            status: 2,
            status_name: "Awaiting shipping instructions",
            pol_name: "Shanghai",
            pod_name: "Rotterdam",
            customer_name: "Ocean Trading Co., Ltd.",
            cut_off: { code: "VCO", at: "2026-06-17T12:00:00+08:00", time_zone: "Asia/Shanghai" },
          },
        ],
      },
    },
    ...overrides,
  };
}

/** GET /system/dictionary?field=order_status: the statuses' names and colours. */
export const ORDER_STATUS_DICTIONARY = ORDER_STATUSES.map((s) => ({ value: s.value, name: s.name_en, color: s.color }));
