import type { LocaleShape } from "../zh-CN";

export const dashboard: LocaleShape["dashboard"] = {
  menu: "Dashboard",
  title: "Dashboard",
  opsMenu: "Operations dashboard",
  opsTitle: "Operations dashboard",
  asOf: "Figures as of {{time}}",
  loading: "Loading the dashboard…",
  error: {
    title: "The dashboard could not be loaded",
    retry: "Retry",
  },
  empty: {
    title: "No orders yet",
    hint: "Once you book, your orders by status, TEU booked, top lanes and what is due show here.",
    fcl: "New FCL booking",
    lcl: "New LCL booking",
  },
  byStatus: {
    title: "Orders by status",
    hint: "Choose a status to see its orders",
    total: "{{count}} in all",
    open: "Show the orders {{status}} ({{count}})",
  },
  teu: {
    title: "TEU booked, last 12 months",
    unit: "TEU",
    orders: "Orders",
    summary: "{{teu}} TEU in {{orders}} orders over 12 months",
    none: "No bookings in the last 12 months",
  },
  lanes: {
    title: "Top lanes (last 12 months)",
    none: "No lanes in the last 12 months",
    figures: "{{teu}} TEU · {{orders}} orders",
  },
  due: {
    title: "Due in the next 72 hours",
    cutOffs: "Cut-offs",
    billsToCheck: "Bills of lading to check",
    payments: "Payments",
    none: "Nothing",
    more: "{{count}} more",
    viewAll: "View all",
    since: "since {{time}}",
  },
  ops: {
    workload: "Orders by status",
    workloadHint: "Choose a status to open it on the desk",
    byAge: "How long orders have waited in their status",
    byAgeHint: "Orders still open, by status",
    noneOpen: "No open orders",
    buckets: {
      lt_1d: "Under 1 day",
      d1_3: "1–3 days",
      d3_7: "3–7 days",
      gt_7d: "Over 7 days",
    },
    cutOffs: "Cut-offs in the next 72 hours (every customer)",
    customer: "Customer",
  },
};
