import { integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

/**
 * Every shipping instruction an order has had or was asked to have (docs/PRODUCT-RULES.md,
 * "SI revisions"): revision 1 the submitted one, then each the customer proposed (requested →
 * accepted or declined) or operations amended (submitted). `body` is PUT /order/shipment/{id}'s
 * body without `action`, its container rows carrying the ids they were stored under once accepted.
 */
export const siRevisions = pgTable(
  "si_revisions",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    /** "submitted" | "requested" | "accepted" | "declined" */
    status: text("status").notNull(),
    body: jsonb("body").notNull(),
    /** null: no fee (the submitted instruction, an operations amendment) */
    fee_tier: smallint("fee_tier"),
    fee_amount: numeric("fee_amount", { precision: 12, scale: 2, mode: "string" }),
    fee_currency: text("fee_currency"),
    reason: text("reason").notNull().default(""),
    decision_reason: text("decision_reason").notNull().default(""),
    /** "owner" | "ops" */
    created_role: text("created_role").notNull(),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    decided_by: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decided_at: timestamp("decided_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("si_revisions_order_revision_uq").on(t.order_id, t.revision)],
);
export type SiRevisionRow = typeof siRevisions.$inferSelect;
