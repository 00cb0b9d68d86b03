import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// File bytes live in the database so an upload commits with what it causes.
export const files = pgTable(
  "files",
  {
    id: serial("id").primaryKey(),
    owner_id: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    purpose: text("purpose").notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    // capability part of the file's URL: <img src> cannot send a bearer token
    token: text("token").notNull(),
    // null when the bytes are kept beside the embedded database (modules/files/file-store.ts)
    data: bytea("data"),
    create_time: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("files_owner_idx").on(t.owner_id), uniqueIndex("files_token_idx").on(t.token)],
);

export type FileRow = typeof files.$inferSelect;
