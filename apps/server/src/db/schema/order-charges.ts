import { index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * What an order owes beyond its freight: a shipping-instruction revision's fee, a cancellation's
 * fee. Written by the action that accepts the request, in its transaction; shown on the order and
 * at the invoice step.
 */
export const orderCharges = pgTable(
  "order_charges",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** "si_revision" | "cancellation" */
    kind: text("kind").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    /** what it is for, as the customer reads it (the request's reason) */
    note: text("note").notNull().default(""),
    create_time: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("order_charges_order_idx").on(t.order_id, t.id)],
);
export type OrderChargeRow = typeof orderCharges.$inferSelect;
