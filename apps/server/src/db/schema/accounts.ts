import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

// Mail: written in the same transaction as the action that causes it, sent by a worker.
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    reply_to: text("reply_to"),
    lang: text("lang").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** pending → sending → sent | failed; a `sending` row whose lock ran out is taken again */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: ts("next_attempt_at").notNull().defaultNow(),
    locked_until: ts("locked_until"),
    last_error: text("last_error"),
    sent_at: ts("sent_at"),
    create_time: ts("create_time").notNull().defaultNow(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.next_attempt_at)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    /** null when nobody has that e-mail: the request is answered and timed the same way */
    user_id: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: ts("expires_at").notNull(),
    used_at: ts("used_at"),
    create_time: ts("create_time").notNull().defaultNow(),
  },
  (t) => [index("password_resets_username_idx").on(t.username, t.create_time)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    success: boolean("success").notNull(),
    create_time: ts("create_time").notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_username_idx").on(t.username, t.create_time),
    index("login_attempts_ip_idx").on(t.ip, t.create_time),
  ],
);

export const captchas = pgTable("captchas", {
  id: text("id").primaryKey(),
  code_hash: text("code_hash").notNull(),
  expires_at: ts("expires_at").notNull(),
  used_at: ts("used_at"),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  content: text("content").notNull(),
  lang: text("lang").notNull(),
  ip: text("ip").notNull().default(""),
  create_time: ts("create_time").notNull().defaultNow(),
});

export type OutboxRow = typeof outbox.$inferSelect;
