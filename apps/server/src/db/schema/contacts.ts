import { index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

// spec §3 Contact / party: the address book of one user (shipper, consignee, notify 1, notify 2).
export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    owner_id: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    company1: text("company1").notNull(),
    company2: text("company2").notNull().default(""),
    linkman: text("linkman").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    province: text("province").notNull().default(""),
    country_id: integer("country_id").notNull(),
    zip_code: text("zip_code").notNull().default(""),
    e_code: text("e_code").notNull().default(""),
    ...timestamps,
  },
  (t) => [index("contacts_owner_idx").on(t.owner_id, t.id), index("contacts_owner_type_idx").on(t.owner_id, t.type)],
);

export type ContactRow = typeof contacts.$inferSelect;
