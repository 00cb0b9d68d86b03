import { timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  create_time: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  update_time: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};
