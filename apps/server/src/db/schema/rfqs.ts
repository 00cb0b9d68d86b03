import { date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

// Requests for quotation, kept for the forwarder who received them (the /rate
// page's tab) and mailed at once. Reference ids carry no foreign key, as in the orders and rates.
export const rfqs = pgTable(
  "rfqs",
  {
    id: serial("id").primaryKey(),
    requester_id: integer("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the forwarder account asked; null when the site's contact address received it */
    forwarder_id: integer("forwarder_id").references(() => users.id, { onDelete: "set null" }),
    rate_id: integer("rate_id"),
    pol_id: integer("pol_id").notNull(),
    pod_id: integer("pod_id").notNull(),
    to_id: integer("to_id").notNull(),
    carrier_id: integer("carrier_id").notNull(),
    ready_date: date("ready_date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    booking_space: text("booking_space").notNull(),
    target_rate: text("target_rate").notNull(),
    potential_vol: text("potential_vol").notNull(),
    sales: text("sales").notNull(),
    create_time: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("rfqs_forwarder_idx").on(t.forwarder_id, t.id)],
);
