import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

// A user's keys for the DCSA customer API. Only the key's SHA-256 is kept; `prefix` is its first
// characters, shown so the owner can tell keys apart. A revoked key stays for the record.
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** read | write */
    scope: text("scope").notNull(),
    prefix: text("prefix").notNull(),
    key_hash: text("key_hash").notNull(),
    last_used_at: ts("last_used_at"),
    revoked_at: ts("revoked_at"),
    create_time: ts("create_time").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.key_hash), index("api_keys_user_idx").on(t.user_id, t.id)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
