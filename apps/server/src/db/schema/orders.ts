import type { DangerousGoods, OutOfGauge, ReeferSettings, VgmDeclaration } from "@haiyun/shared";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { goodsColumns, partyColumns, quantity, timestamps } from "./columns";
import { files } from "./files";
import { users } from "./users";

// The order aggregate: the order, its parties (snapshots), spaces,
// container rows, cargo items, its timeline and its documents. Reference ids (ports, carrier,
// terms, container types, units, countries) carry no foreign key: they are checked when written,
// and an admin disabling a port later must not touch the orders that sailed from it.

/** A quote's price of one container type, as the order's snapshot keeps it (a decimal string). */
export interface QuotePrice {
  container_id: number;
  price: string;
}

/** A cut-off as the order keeps it: a DCSA code (CUT_OFF_CODES) and the instant, ISO 8601 in UTC. */
export interface StoredCutOff {
  code: string;
  at: string;
}

const createTime = timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow();
/** Money: a decimal with 2 places, read and written as a string (never a float). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "string" });
const orderRef = () =>
  integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" });

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    order_no: text("order_no").notNull(),
    // the order's reference on the DCSA customer API: random, so one reference never leads to another
    dcsa_reference: text("dcsa_reference")
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16))`),
    owner_id: integer("owner_id")
      .notNull()
      .references(() => users.id),
    status: smallint("status").notNull().default(0),
    container_mode: smallint("container_mode").notNull(),
    cust_ref_no: text("cust_ref_no").notNull().default(""),
    ready_date: date("ready_date", { mode: "string" }),
    inco_term_id: integer("inco_term_id"),
    freight_term_id: integer("freight_term_id"),
    ship_mode: smallint("ship_mode"),
    from_id: integer("from_id"),
    pol_id: integer("pol_id"),
    pod_id: integer("pod_id"),
    to_id: integer("to_id"),
    carrier_id: integer("carrier_id"),
    remark: text("remark").notNull().default(""),
    so_no: text("so_no").notNull().default(""),
    mbl_no: text("mbl_no").notNull().default(""),
    vessel: text("vessel").notNull().default(""),
    voyage: text("voyage").notNull().default(""),
    etd: date("etd", { mode: "string" }),
    eta: date("eta", { mode: "string" }),
    // the cut-offs operations confirmed, by DCSA code, each an instant (ISO 8601 UTC), earliest
    // first; read in the port of loading's zone (docs/PRODUCT-RULES.md, "Cut-offs")
    cut_offs: jsonb("cut_offs").$type<StoredCutOff[]>().notNull().default([]),
    // the shipping instruction; its rows are order_containers
    marks_no: text("marks_no").notNull().default(""),
    description: text("description").notNull().default(""),
    vgm_method: smallint("vgm_method"),
    /** the manifest attachment (document type 8) the instruction names */
    manifest_file: integer("manifest_file").references((): AnyPgColumn => orderDocuments.id, { onDelete: "set null" }),
    /** when the instruction was submitted (status 2 → 3): it is final from then on */
    si_submit_time: timestamp("si_submit_time", { withTimezone: true, mode: "date" }),
    invoice_amount: money("invoice_amount"),
    invoice_currency: text("invoice_currency").notNull().default(""),
    // booked from a quote: the quote as it was when the booking was last saved — its
    // rate may change or go afterwards, the order keeps these. quote_amount: the quote's prices ×
    // the order's spaces, written with them (the spaces change only when the booking is saved).
    quote_id: integer("quote_id"),
    quote_forwarder_id: integer("quote_forwarder_id"),
    quote_currency: text("quote_currency").notNull().default(""),
    quote_sdate: date("quote_sdate", { mode: "string" }),
    quote_edate: date("quote_edate", { mode: "string" }),
    quote_prices: jsonb("quote_prices").$type<QuotePrice[]>(),
    quote_amount: numeric("quote_amount", { precision: 14, scale: 2, mode: "string" }),
    // the requests beside the status (SIDE_REQUESTS): null until first asked, then
    // requested / accepted / declined as last decided
    amendment_status: text("amendment_status"),
    cancellation_status: text("cancellation_status"),
    revision_status: text("revision_status"),
    // operations asked the customer to update a booking awaiting confirmation ("pending_update",
    // with the open feedbacks), or the customer updated it since ("update_received")
    update_status: text("update_status"),
    feedbacks: jsonb("feedbacks").$type<{ severity: string; field: string; message: string }[]>(),
    // operations' approval of dangerous goods or out-of-gauge cargo (a side request, asked at submit)
    special_cargo_status: text("special_cargo_status"),
    // what the booking carries beyond dry general cargo, kept at each write for the desk's filter
    has_dg: boolean("has_dg").notNull().default(false),
    has_reefer: boolean("has_reefer").notNull().default(false),
    has_oog: boolean("has_oog").notNull().default(false),
    // the spaces' TEU (count × the container type's TEU when the spaces were written), kept by
    // migration 0028's trigger on order_spaces: the dashboards sum it without reading the spaces
    teu: numeric("teu", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    // when the order entered its current status (set by migration 0028's trigger on every change
    // of status): how long it has waited there, on the operations dashboard
    status_time: timestamp("status_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("orders_order_no_idx").on(t.order_no),
    uniqueIndex("orders_dcsa_reference_idx").on(t.dcsa_reference),
    // the customer's list, newest first (an index scanned backwards), with and without a status filter
    index("orders_owner_idx").on(t.owner_id, t.id),
    index("orders_owner_status_idx").on(t.owner_id, t.status, t.id),
    // the operations desk: every customer's orders by status (GET /ops/order)
    index("orders_status_idx").on(t.status, t.id),
    // the dashboards (modules/dashboard): a customer's bookings of the last 12 months read from the
    // index alone (month, status, TEU, lane); sailings ahead, whose cut-offs may be due (a cut-off
    // falls at the latest on the ETD's day); how long the desk's orders have waited in their status
    index("orders_owner_created_idx").on(t.owner_id, t.create_time, t.status, t.teu, t.pol_id, t.pod_id),
    index("orders_owner_etd_idx").on(t.owner_id, t.etd),
    index("orders_etd_idx").on(t.etd),
    index("orders_status_time_idx").on(t.status, t.status_time),
    // the lists' keyword: contains, ignoring case, on the order, reference and bill-of-lading
    // numbers (pg_trgm; migration 0007 creates it only where the extension can be loaded)
    index("orders_keyword_trgm_idx").using(
      "gin",
      t.order_no.op("gin_trgm_ops"),
      t.cust_ref_no.op("gin_trgm_ops"),
      t.mbl_no.op("gin_trgm_ops"),
    ),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** Contact / party, copied onto the order: a later edit of the address book changes nothing here. */
export const orderContacts = pgTable(
  "order_contacts",
  {
    id: serial("id").primaryKey(),
    order_id: orderRef(),
    ...partyColumns(),
    ...timestamps,
  },
  (t) => [index("order_contacts_order_idx").on(t.order_id)],
);

/** Dangerous goods, reefer settings and out-of-gauge dimensions of a space or a container row. */
function specialCargoColumns() {
  return {
    dangerous_goods: jsonb("dangerous_goods").$type<DangerousGoods[]>().notNull().default([]),
    reefer: jsonb("reefer").$type<ReeferSettings>(),
    oog: jsonb("oog").$type<OutOfGauge>(),
  };
}

export const orderSpaces = pgTable(
  "order_spaces",
  {
    id: serial("id").primaryKey(),
    order_id: orderRef(),
    container_id: integer("container_id").notNull(),
    count: integer("count").notNull(),
    ...specialCargoColumns(),
  },
  (t) => [index("order_spaces_order_idx").on(t.order_id)],
);

export const orderContainers = pgTable(
  "order_containers",
  {
    id: serial("id").primaryKey(),
    order_id: orderRef(),
    // null on an LCL order's instruction rows (only FCL rows need a container type)
    container_id: integer("container_id"),
    container_no: text("container_no").notNull().default(""),
    seal_no: text("seal_no").notNull().default(""),
    ...goodsColumns(),
    quantity: integer("quantity"),
    /** the verified gross mass, KG (SOLAS), given with the shipping instruction */
    vgm: quantity("vgm"),
    ...specialCargoColumns(),
    vgm_declaration: jsonb("vgm_declaration").$type<VgmDeclaration>(),
  },
  (t) => [index("order_containers_order_idx").on(t.order_id)],
);

export const orderCargos = pgTable(
  "order_cargos",
  {
    id: serial("id").primaryKey(),
    order_id: orderRef(),
    ...goodsColumns(),
    dangerous_goods: jsonb("dangerous_goods").$type<DangerousGoods[]>().notNull().default([]),
  },
  (t) => [index("order_cargos_order_idx").on(t.order_id)],
);

/** One row per transition, written in its transaction (who, when, from, to, reason, file). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    order_id: orderRef(),
    action: text("action").notNull(),
    // null: the order did not exist yet (its creation)
    from_status: smallint("from_status"),
    to_status: smallint("to_status"),
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actor_role: text("actor_role").notNull(),
    reason: text("reason").notNull().default(""),
    file_id: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    /** what an invoice or a change fee amounts to */
    amount: money("amount"),
    currency: text("currency").notNull().default(""),
    /** what the action kept beyond its reason (a bill's field comments, feedbacks, a request's id) */
    detail: jsonb("detail"),
    create_time: createTime,
  },
  (t) => [index("order_events_order_idx").on(t.order_id, t.id)],
);
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Document types (1 booking confirmation … 9 other), each an uploaded file or one the portal wrote. */
export const orderDocuments = pgTable(
  "order_documents",
  {
    id: serial("id").primaryKey(),
    order_id: orderRef(),
    document_type: smallint("document_type").notNull(),
    file_id: integer("file_id")
      .notNull()
      .references(() => files.id),
    remark: text("remark").notNull().default(""),
    uploaded_by: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * "owner" for the customer's attachments (POST /attachment), "ops" for operations' documents,
     * "system" for the PDFs the portal writes (modules/orders/documents)
     */
    uploader_role: text("uploader_role").notNull().default("ops"),
    /** a written PDF: the SHA-256 of the data it was drawn from (written again only when that changes) */
    source_digest: text("source_digest"),
    /** the action that used an attachment (pay, telex, supply_submit): from then on it cannot be deleted */
    consumed_by: text("consumed_by"),
    create_time: createTime,
  },
  (t) => [index("order_documents_order_idx").on(t.order_id, t.id)],
);
