import { z } from "zod";
import { CARGO_FLAGS, specialCargoViewShape } from "../cargo/special-cargo";
import { ORDER_ACTIONS, REQUEST_STATE, type RequestState } from "../constants/order-transitions";
import { billCommentViewSchema } from "../orders/bill-redlines";
import { contactViewSchema } from "./contact";
import { orderChargeSchema } from "./order-charge";

export * from "./order-ops-input";

// The order as answered (list row, booking detail; the pinned wire contract), the list
// queries, and what operations send (order-ops-input.ts, re-exported above). Names come in the
// caller's language; an absent one is "".

const nullableDate = z.string().nullable();

/** A side request's state (amendment, cancellation, SI revision). */
export const requestStateSchema = z.enum(Object.values(REQUEST_STATE) as [RequestState, ...RequestState[]]);

/**
 * A cut-off as answered: its DCSA code, the instant in the port of loading's local time with that
 * zone's offset ("2026-12-01T17:00:00+08:00"), and the zone (docs/PRODUCT-RULES.md, "Cut-offs").
 */
export const cutOffViewSchema = z.object({ code: z.string(), at: z.string(), time_zone: z.string() });
export type CutOffView = z.infer<typeof cutOffViewSchema>;

/** A row of the order list. */
export const orderRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  cust_ref_no: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  container_mode: z.number().int(),
  container_mode_name: z.string(),
  ship_mode: z.number().int().nullable(),
  ship_mode_name: z.string(),
  carrier_id: z.number().int().nullable(),
  carrier_name: z.string(),
  from_id: z.number().int().nullable(),
  from_name: z.string(),
  pol_id: z.number().int().nullable(),
  pol_name: z.string(),
  pod_id: z.number().int().nullable(),
  pod_name: z.string(),
  to_id: z.number().int().nullable(),
  to_name: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  etd: nullableDate,
  eta: nullableDate,
  ready_date: nullableDate,
  freight_term_name: z.string(),
  inco_term_name: z.string(),
  so_no: z.string(),
  mbl_no: z.string(),
  /** booked from a quote: the quote's prices × the spaces ("6200.50"), else null; its currency or "" */
  booking_amount: z.string().nullable(),
  booking_currency: z.string(),
  /** the requests beside the status (a second tag): null until asked, then as last decided */
  amendment_status: requestStateSchema.nullable(),
  cancellation_status: requestStateSchema.nullable(),
  revision_status: requestStateSchema.nullable(),
  /** operations' approval of dangerous goods or out-of-gauge cargo: requested at submit, then decided */
  special_cargo_status: requestStateSchema.nullable().optional(),
  /** what the order carries beyond dry general cargo */
  cargo_flags: z.array(z.enum(CARGO_FLAGS)).optional(),
  /** the earliest cut-off not yet passed when answered (a countdown's), else null */
  next_cut_off: cutOffViewSchema.nullable(),
  create_time: z.string(),
  update_time: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** A row of the operations desk: the customer besides. */
export const opsOrderRowSchema = orderRowSchema.extend({
  owner_id: z.number().int(),
  customer_name: z.string(),
  customer_username: z.string(),
});
export type OpsOrderRow = z.infer<typeof opsOrderRowSchema>;

const named = { container_name: z.string() };

export const orderSpaceViewSchema = z.object({
  container_id: z.number().int(),
  count: z.number().int(),
  ...named,
  ...specialCargoViewShape,
});
export const orderContainerViewSchema = z.object({
  // null on an LCL order's shipping-instruction rows (only FCL rows need a type)
  container_id: z.number().int().nullable(),
  container_no: z.string(),
  seal_no: z.string(),
  hs_code: z.string(),
  description: z.string(),
  package: z.number().nullable(),
  package_uid: z.number().int().nullable(),
  package_unit_name: z.string(),
  weight: z.number().nullable(),
  volume: z.number().nullable(),
  quantity: z.number().nullable(),
  ...named,
  ...specialCargoViewShape,
});
export const orderCargoViewSchema = z.object({
  hs_code: z.string(),
  description: z.string(),
  package: z.number().nullable(),
  package_uid: z.number().int().nullable(),
  package_unit_name: z.string(),
  weight: z.number().nullable(),
  volume: z.number().nullable(),
  dangerous_goods: specialCargoViewShape.dangerous_goods,
});

/** GET /order/{id}: the row, what was booked, and operations' confirmation. */
export const orderDetailSchema = orderRowSchema.extend({
  inco_term_id: z.number().int().nullable(),
  freight_term_id: z.number().int().nullable(),
  remark: z.string(),
  contacts: z.array(contactViewSchema.omit({ id: true })),
  spaces: z.array(orderSpaceViewSchema),
  containers: z.array(orderContainerViewSchema),
  cargos: z.array(orderCargoViewSchema),
  /** every cut-off, earliest first */
  cut_offs: z.array(cutOffViewSchema),
  /** the port of loading's IANA zone, in which cut-offs are entered and read; null without a port */
  pol_time_zone: z.string().nullable(),
  /** the documentation (DCO), VGM (VCO) and delivery (FCO, LCO for LCL) cut-offs as before, for older clients */
  si_cutoff: z.string().nullable(),
  vgm_cutoff: z.string().nullable(),
  cy_cutoff: z.string().nullable(),
  document_count: z.number().int(),
  /** the comments the customer pinned to fields when returning the bill (status 20 only; else []) */
  bill_redlines: z.array(billCommentViewSchema),
  /** what the order owes beyond its freight (an accepted revision's fee), oldest first */
  charges: z.array(orderChargeSchema),
  /** the quote the order was booked from, as kept when it was last saved */
  quote: z
    .object({
      id: z.number().int(),
      forwarder_id: z.number().int().nullable(),
      currency: z.string(),
      sdate: z.string().nullable(),
      edate: z.string().nullable(),
      lines: z.array(
        z.object({
          container_id: z.number().int(),
          container_name: z.string(),
          count: z.number().int(),
          price: z.string(),
          amount: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const opsOrderDetailSchema = orderDetailSchema.extend({
  owner_id: z.number().int(),
  customer_name: z.string(),
  customer_username: z.string(),
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetailSchema>;

const dockedNumber = z.number().nullable();
const dockedId = z.number().int().nullable();
const dockedGoods = {
  hs_code: z.string(),
  description: z.string(),
  package: dockedNumber,
  package_uid: dockedId,
  weight: dockedNumber,
  volume: dockedNumber,
};

/**
 * GET /order/docking/{id}: the booking form of an order, ready to copy (a body `bookingFieldsSchema`
 * accepts). A plain shape, not the form schema itself: a response schema is checked as it is
 * sent, so a rule tightened later (or a ready date now past) must not turn an old order into a 500.
 */
export const orderFormSchema = z.object({
  container_mode: z.number().int(),
  cust_ref_no: z.string(),
  ready_date: z.string().nullable(),
  inco_term_id: dockedId,
  freight_term_id: dockedId,
  ship_mode: dockedId,
  from_id: dockedId,
  pol_id: dockedId,
  pod_id: dockedId,
  to_id: dockedId,
  carrier_id: dockedId,
  quote_id: dockedId,
  /** a copy whose quote is no longer live: the link was dropped (the form says so) */
  quote_dropped: z.boolean().optional(),
  remark: z.string(),
  contacts: z.array(
    contactViewSchema.omit({ id: true, type_name: true, country_name: true, create_time: true, update_time: true }),
  ),
  spaces: z.array(z.object({ container_id: z.number().int(), count: z.number().int(), ...specialCargoViewShape })),
  containers: z.array(
    z.object({
      container_id: z.number().int().nullable(),
      container_no: z.string(),
      seal_no: z.string(),
      ...dockedGoods,
      quantity: dockedNumber,
      ...specialCargoViewShape,
    }),
  ),
  cargos: z.array(z.object({ ...dockedGoods, dangerous_goods: specialCargoViewShape.dangerous_goods })),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/** What POST/PUT /order/booking answer. */
export const bookingResultSchema = z.object({ id: z.number().int(), order_no: z.string(), status: z.number().int() });
export type BookingResult = z.infer<typeof bookingResultSchema>;

/** GET /order/{id}/events: the timeline. */
export const orderEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(ORDER_ACTIONS as unknown as [string, ...string[]]),
  from_status: z.number().int().nullable(),
  to_status: z.number().int().nullable(),
  actor: z.string(),
  actor_role: z.enum(["owner", "ops"]),
  reason: z.string(),
  file_name: z.string(),
  file_url: z.string(),
  /** what an invoice or a change fee amounts to (decimal string), null for other events */
  amount: z.string().nullable(),
  currency: z.string(),
  create_time: z.string(),
  /** the booking version the event wrote (a submit, an update, an accepted amendment, a roll-over) */
  version: z.number().int().optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** GET /order/document/{id}: the order's documents. */
export const orderDocumentSchema = z.object({
  id: z.number().int(),
  document_type: z.number().int(),
  document_type_name: z.string(),
  /** the document type again, as `type` (3 = bill) */
  type: z.number().int(),
  name: z.string(),
  remark: z.string(),
  /** the download path: GET with the caller's token (the order's owner or operations) */
  url: z.string(),
  create_time: z.string(),
  /**
   * The id of the document of the same kind that stands in its place now (a manifest named again,
   * a bill draft published anew); null for a current one. Receipts and other files are each
   * their own, never replaced.
   */
  replaced_by: z.number().int().nullable(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/**
 * GET /order/{id}/bill-rounds: each bill-of-lading draft operations published, oldest first, and
 * what the customer decided on it (null while it waits). `comments` are the fields the customer
 * flagged on a returned draft (docs/PRODUCT-RULES.md, "Bill redlines").
 */
export const billRoundSchema = z.object({
  round: z.number().int(),
  published_at: z.string(),
  decided_at: z.string().nullable(),
  decision: z.enum(["pass", "fail"]).nullable(),
  reason: z.string(),
  comments: z.array(billCommentViewSchema),
});
export type BillRound = z.infer<typeof billRoundSchema>;

export * from "./order-list-query";
