import { index, integer, json, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

/**
 * The customer's requests to amend a confirmed booking: the booking as asked (the booking form's
 * fields), and operations' decision. At most one is open per order (orders.amendment_status).
 */
export const orderAmendments = pgTable(
  "order_amendments",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** "requested" | "accepted" | "declined" */
    status: text("status").notNull().default("requested"),
    reason: text("reason").notNull(),
    booking: jsonb("booking").$type<Record<string, unknown>>().notNull(),
    /** the booking as asked against the order as it stood then (field-level) */
    diff: jsonb("diff").$type<{ field: string; before: unknown; after: unknown }[]>().notNull(),
    requested_by: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    requested_at: timestamp("requested_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    decided_by: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decided_at: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    decision_reason: text("decision_reason").notNull().default(""),
  },
  (t) => [index("order_amendments_order_idx").on(t.order_id, t.id)],
);
export type OrderAmendmentRow = typeof orderAmendments.$inferSelect;

/**
 * Every version of a booking as it stood: the booking form's fields and operations' confirmation
 * (a snapshot), numbered from 1 (the submitted booking).
 */
export const orderVersions = pgTable(
  "order_versions",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** "owner" | "ops": who wrote it, for the name shown */
    created_role: text("created_role").notNull(),
    reason: text("reason").notNull().default(""),
    snapshot: json("snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex("order_versions_order_version_idx").on(t.order_id, t.version)],
);
export type OrderVersionRow = typeof orderVersions.$inferSelect;
