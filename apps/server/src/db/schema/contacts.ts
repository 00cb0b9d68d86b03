import { index, integer, pgTable, serial } from "drizzle-orm/pg-core";
import { partyColumns, timestamps } from "./columns";
import { users } from "./users";

// Contact / party: the address book of one user (shipper, consignee, notify 1, notify 2).
export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    owner_id: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...partyColumns(),
    ...timestamps,
  },
  (t) => [index("contacts_owner_idx").on(t.owner_id, t.id), index("contacts_owner_type_idx").on(t.owner_id, t.type)],
);

export type ContactRow = typeof contacts.$inferSelect;
