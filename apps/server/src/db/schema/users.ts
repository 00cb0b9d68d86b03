import { sql } from "drizzle-orm";
import { boolean, index, inet, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    password_hash: text("password_hash").notNull(),
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean("enabled").notNull().default(true),
    lang: text("lang").notNull().default("cn"),
    linkman: text("linkman").notNull().default(""),
    first_name: text("first_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    company1: text("company1").notNull().default(""),
    company2: text("company2").notNull().default(""),
    address1: text("address1").notNull().default(""),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull().default(""),
    province: text("province").notNull().default(""),
    country_id: integer("country_id"),
    zip_code: text("zip_code").notNull().default(""),
    credit_no: text("credit_no").notNull().default(""),
    profile: text("profile").notNull().default(""),
    logo: integer("logo"),
    license: integer("license"),
    industries: integer("industries").array().notNull().default(sql`'{}'::integer[]`),
    businesses: integer("businesses").array().notNull().default(sql`'{}'::integer[]`),
    routes: integer("routes").array().notNull().default(sql`'{}'::integer[]`),
    ports: integer("ports").array().notNull().default(sql`'{}'::integer[]`),
    last_login_at: timestamp("last_login_at", { withTimezone: true, mode: "date" }),
    last_login_ip: inet("last_login_ip"),
    ...timestamps,
  },
  (t) => [
    // usernames are e-mails, unique regardless of case
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_roles_idx").using("gin", t.roles),
    // the forwarder directory filters by business, port and route (the shipper alliance page)
    index("users_businesses_idx").using("gin", t.businesses),
    index("users_routes_idx").using("gin", t.routes),
    index("users_ports_idx").using("gin", t.ports),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    // the replaced token stays valid for a short grace window after a renewal
    prev_token_hash: text("prev_token_hash"),
    prev_valid_until: timestamp("prev_valid_until", { withTimezone: true, mode: "date" }),
    renewed_at: timestamp("renewed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    ip: text("ip").notNull().default(""),
    user_agent: text("user_agent").notNull().default(""),
    create_time: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_idx").on(t.token_hash),
    index("sessions_prev_token_hash_idx").on(t.prev_token_hash),
    index("sessions_user_idx").on(t.user_id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
