import { z } from "zod";
import { cutOffViewSchema } from "./order-view";

// The dashboards: GET /dashboard, a customer's own orders, and GET /ops/dashboard,
// the operations desk's. Each answer holds every figure its page draws; names come in the
// caller's language, as the lists' do; times are ISO 8601 UTC except cut-offs, which are read in
// the port of loading's zone (cutOffViewSchema).

/** How many orders each "due" list names at most (its `total` counts them all). */
export const DASHBOARD_LIST_SIZE = 8;
/** How many months the TEU chart covers, the current one last. */
export const DASHBOARD_MONTHS = 12;
/** How many lanes the top-lanes list names. */
export const DASHBOARD_TOP_LANES = 5;
/** The window of the "due" lists, from now. */
export const DASHBOARD_DUE_HOURS = 72;

/** Neither dashboard takes a parameter: anything in the query is refused (400), not kept as another answer. */
export const dashboardQuerySchema = z.strictObject({});

/** Orders in one status: every status appears, zero included. */
export const statusCountSchema = z.object({ status: z.number().int(), status_name: z.string(), count: z.number().int() });
export type StatusCount = z.infer<typeof statusCountSchema>;

/** A month of bookings ("2026-01", read in the business time zone): orders submitted then and their TEU. */
export const monthTeuSchema = z.object({ month: z.string(), orders: z.number().int(), teu: z.number() });
export type MonthTeu = z.infer<typeof monthTeuSchema>;

export const laneSchema = z.object({
  pol_id: z.number().int(),
  pol_name: z.string(),
  pod_id: z.number().int(),
  pod_name: z.string(),
  orders: z.number().int(),
  teu: z.number(),
});
export type Lane = z.infer<typeof laneSchema>;

/** An order waiting on someone, since it entered its status (ISO 8601 UTC). */
export const dueOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  pol_name: z.string(),
  pod_name: z.string(),
  since: z.string(),
});
export type DueOrder = z.infer<typeof dueOrderSchema>;

/** A cut-off within the window, of an order confirmed and not yet closed. */
export const dueCutOffSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  pol_name: z.string(),
  pod_name: z.string(),
  cut_off: cutOffViewSchema,
});
export type DueCutOff = z.infer<typeof dueCutOffSchema>;

/** The desk's cut-off names the customer too. */
export const opsDueCutOffSchema = dueCutOffSchema.extend({ customer_name: z.string() });
export type OpsDueCutOff = z.infer<typeof opsDueCutOffSchema>;

/** The first DASHBOARD_LIST_SIZE of a list, and how many there are. */
const shortList = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), list: z.array(item) });

export const customerDashboardSchema = z.object({
  as_of: z.string(),
  /** the business time zone the months are read in */
  time_zone: z.string(),
  by_status: z.array(statusCountSchema),
  teu_by_month: z.array(monthTeuSchema),
  top_lanes: z.array(laneSchema),
  due: z.object({
    /** cut-offs in the next DASHBOARD_DUE_HOURS, earliest first */
    cut_offs: shortList(dueCutOffSchema),
    /** bills of lading to check (status 4), longest waiting first */
    bills_to_check: shortList(dueOrderSchema),
    /** orders to pay (status 5), longest waiting first */
    payments: shortList(dueOrderSchema),
  }),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;

/** How long the orders of a status have waited in it. */
export const ageBucketsSchema = z.object({
  lt_1d: z.number().int(),
  d1_3: z.number().int(),
  d3_7: z.number().int(),
  gt_7d: z.number().int(),
});
export type AgeBuckets = z.infer<typeof ageBucketsSchema>;

export const statusAgeSchema = statusCountSchema.extend({ buckets: ageBucketsSchema });
export type StatusAge = z.infer<typeof statusAgeSchema>;

export const opsDashboardSchema = z.object({
  as_of: z.string(),
  /** every status but drafts (operations never see them) */
  by_status: z.array(statusCountSchema),
  /** the statuses still open (waiting on the desk or on a customer), each by age */
  by_age: z.array(statusAgeSchema),
  due: z.object({ cut_offs: shortList(opsDueCutOffSchema) }),
});
export type OpsDashboard = z.infer<typeof opsDashboardSchema>;
