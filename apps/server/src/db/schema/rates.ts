import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

// Rates: a forwarder's rate sheet and its spaces. Reference ids (carrier, ports,
// container types) carry no foreign key, as in the orders: they are checked when written.

/** What a rate says: its columns in rates and in an import's staged rows (rate-imports.ts). */
export function rateValueColumns() {
  return {
    carrier_id: integer("carrier_id").notNull(),
    pol_id: integer("pol_id").notNull(),
    pod_id: integer("pod_id").notNull(),
    to_id: integer("to_id").notNull(),
    sdate: date("sdate", { mode: "string" }).notNull(),
    edate: date("edate", { mode: "string" }).notNull(),
    transit_days: integer("transit_days"),
    currency: text("currency").notNull().default("USD"),
    remark: text("remark").notNull().default(""),
  };
}

export const rates = pgTable(
  "rates",
  {
    id: serial("id").primaryKey(),
    owner_id: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...rateValueColumns(),
    ...timestamps,
  },
  (t) => [
    index("rates_owner_idx").on(t.owner_id, t.id),
    // the quote search: live rates between two ports
    index("rates_route_idx").on(t.pol_id, t.pod_id, t.edate),
  ],
);

export const rateSpaces = pgTable(
  "rate_spaces",
  {
    id: serial("id").primaryKey(),
    // no foreign key (migration 0032): an import stores its prices before their rates, which one
    // short transaction then adds; deleting a rate deletes its prices by trigger
    rate_id: integer("rate_id").notNull(),
    container_id: integer("container_id").notNull(),
    // at most 999999.99, 2 decimals; read and written as a string
    price: numeric("price", { precision: 8, scale: 2, mode: "string" }).notNull(),
  },
  (t) => [uniqueIndex("rate_spaces_rate_container_idx").on(t.rate_id, t.container_id)],
);

export type RateRow = typeof rates.$inferSelect;
export type RateSpaceRow = typeof rateSpaces.$inferSelect;
