import { isNull } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

/**
 * What the portal's bell lists: one row per person told of an order's transition or a reminder,
 * written in the transaction of what it reports. Only facts are kept (`params`); the title and the
 * text are rendered when read, in the reader's language.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    order_id: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** "order" (a transition) | "reminder" (a cut-off coming) */
    kind: text("kind").notNull(),
    /** the order action, or the reminder's kind ("DCO-48h") */
    action: text("action").notNull(),
    /** whom it was for: "owner" (the order's customer) or "ops" (operations), which decides where it links */
    audience: text("audience").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    create_time: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    read_time: timestamp("read_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("notifications_user_idx").on(t.user_id, t.id),
    index("notifications_unread_idx").on(t.user_id).where(isNull(t.read_time)),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A reminder sent: its unique key makes a second scan, a restart or another instance a no-op. */
export const remindersSent = pgTable(
  "reminders_sent",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** the cut-off's code and the lead time, e.g. "DCO-48h" */
    kind: text("kind").notNull(),
    cut_off_at: timestamp("cut_off_at", { withTimezone: true, mode: "date" }).notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reminders_sent_once_idx").on(t.order_id, t.kind, t.cut_off_at)],
);
