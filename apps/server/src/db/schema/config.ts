import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const systemConfig = pgTable("system_config", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  update_time: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Internal bookkeeping (e.g. which reference data version is seeded); never served. */
export const appMeta = pgTable("app_meta", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});
