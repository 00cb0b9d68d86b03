import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

// `Idempotency-Key` on state-changing POSTs. One row per (user, key): claimed
// before the handler runs (state `running`), then holding the first answer (`done`) for 24 hours.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /** SHA-256 of method, path and the canonical body */
    request_hash: text("request_hash").notNull(),
    state: text("state").notNull().default("running"),
    response_status: smallint("response_status"),
    response_body: jsonb("response_body"),
    create_time: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_key_idx").on(t.user_id, t.key),
    index("idempotency_keys_time_idx").on(t.create_time),
  ],
);
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
