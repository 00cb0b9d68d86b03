import { integer, numeric, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  create_time: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  update_time: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

/** Contact / party: the columns of an address-book contact and of an order's party snapshot. */
export function partyColumns() {
  return {
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
  };
}

/** KG or m³ to three decimals (weights and volumes of goods). */
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: "number" });

/** What a cargo item and a container row both say of the goods. */
export function goodsColumns() {
  return {
    hs_code: text("hs_code").notNull().default(""),
    description: text("description").notNull().default(""),
    package: integer("package"),
    package_uid: integer("package_uid"),
    weight: quantity("weight"),
    volume: quantity("volume"),
  };
}
