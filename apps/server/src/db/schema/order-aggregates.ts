import { date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

// What the database keeps about the orders beside them, by triggers on `orders` in the writing
// transaction: counts by status (the lists' totals), bookings by month and the cut-offs still due
// (the dashboards). Exact whenever the orders are; nothing in the app writes them.

/**
 * How many orders each customer has in each status, and (owner_id 0) every customer together:
 * the lists' `total` without counting a large customer's rows on every page. Kept by statement
 * triggers on `orders` (migration 0007: insert, update, delete and truncate), in the writing
 * transaction, so it is exact whenever the orders are.
 */
export const orderCounts = pgTable(
  "order_counts",
  {
    owner_id: integer("owner_id").notNull(),
    status: smallint("status").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner_id, t.status] })],
);

/**
 * Each customer's bookings (orders submitted and not cancelled) and their TEU by calendar month of
 * UTC (`month` its first day): the customer dashboard's months without reading a large customer's
 * year of orders. Kept by statement triggers on `orders` (migration 0030), as order_counts.
 */
export const orderMonths = pgTable(
  "order_months",
  {
    owner_id: integer("owner_id").notNull(),
    month: date("month").notNull(),
    orders: integer("orders").notNull(),
    teu: numeric("teu", { precision: 14, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner_id, t.month] })],
);

/**
 * Every cut-off of the orders confirmed and not yet closed (statuses 2–8 and 20), one row each:
 * the dashboards' cut-offs due as a range of the (at) or (owner_id, at) index. Kept by triggers on
 * `orders` (migration 0031) from its `cut_offs`, status, owner and ETD; the two range indexes
 * carry order_id, code, status and etd besides (INCLUDE, in the migration).
 */
export const orderCutOffs = pgTable(
  "order_cut_offs",
  {
    order_id: integer("order_id").notNull(),
    owner_id: integer("owner_id").notNull(),
    status: smallint("status").notNull(),
    etd: date("etd", { mode: "string" }),
    code: text("code"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("order_cut_offs_at_idx").on(t.at),
    index("order_cut_offs_owner_at_idx").on(t.owner_id, t.at),
    index("order_cut_offs_order_idx").on(t.order_id),
  ],
);
