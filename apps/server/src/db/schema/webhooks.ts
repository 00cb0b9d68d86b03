import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

// A user's webhook subscriptions. `secret` signs every body (HMAC-SHA256), so it is kept as given:
// a signing secret, not a password. A deleted subscription stays, with its deliveries, for the record.
export const webhooks = pgTable(
  "webhooks",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** the WEBHOOK_EVENTS subscribed */
    events: jsonb("events").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    deleted_at: ts("deleted_at"),
    create_time: ts("create_time").notNull().defaultNow(),
  },
  (t) => [index("webhooks_user_idx").on(t.user_id, t.id)],
);

// The webhooks' outbox: one row per event and subscription, written in the transaction of the
// change it reports; `body` is the CloudEvent exactly as sent (and signed).
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    webhook_id: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    event_id: text("event_id").notNull(),
    event_type: text("event_type").notNull(),
    /** a WEBHOOK_EVENTS kind */
    event: text("event").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** pending | delivered | failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    response_code: integer("response_code"),
    error: text("error").notNull().default(""),
    create_time: ts("create_time").notNull().defaultNow(),
    last_attempt_at: ts("last_attempt_at"),
    next_attempt_at: ts("next_attempt_at").defaultNow(),
    /** a worker's lease on the row while it sends it */
    locked_until: ts("locked_until"),
    delivered_at: ts("delivered_at"),
  },
  (t) => [
    index("webhook_deliveries_webhook_idx").on(t.webhook_id, t.id),
    index("webhook_deliveries_due_idx").on(t.next_attempt_at).where(sql`"status" = 'pending'`),
  ],
);

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
