import { z } from "zod";
import { CARGO_FLAGS, type CargoFlag } from "../cargo/special-cargo";
import { LIMITS } from "../constants/limits";
import { ORDER_STATUS } from "../constants/order-status";
import { MAX_ID, pageQuerySchema, queryInt } from "./common";
import { isoDateSchema } from "./order";

// The order lists' queries (GET /order, GET /ops/order) and the desk's default statuses.

/** "1,3,6": statuses as a comma list in the query string. */
const statusListSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}(,\d{1,2}){0,19}$/, "v.invalid")
  .transform((list) => list.split(",").map(Number));
const optionalText = (max = 100) => z.string().trim().max(max, "v.max_length").optional();
const optionalQueryDate = isoDateSchema.optional();
const queryId = queryInt(1).max(MAX_ID, "v.invalid").optional();

/** GET /order: keyword, status, delivery place and the bookings list's wider filters. Page size 50 by default. */
export const orderListQuerySchema = pageQuerySchema(LIMITS.LIST_PAGE_MAX).extend({
  size: queryInt(1).max(LIMITS.LIST_PAGE_MAX, "v.max_value").default(50),
  keyword: optionalText(),
  status: statusListSchema.optional(),
  to_id: queryId,
  order_no: optionalText(),
  cust_ref_no: optionalText(),
  pol_id: queryId,
  carrier_id: queryId,
  vessel: optionalText(),
  voyage: optionalText(),
  create_from: optionalQueryDate,
  create_to: optionalQueryDate,
  etd_from: optionalQueryDate,
  etd_to: optionalQueryDate,
  eta_from: optionalQueryDate,
  eta_to: optionalQueryDate,
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

const CARGO_FLAG = `(${CARGO_FLAGS.join("|")})`;
/** "dg" or "dg,oog": the cargo flags as a comma list (any of them matches). */
const cargoListSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^${CARGO_FLAG}(,${CARGO_FLAG}){0,${CARGO_FLAGS.length - 1}}$`), "v.invalid")
  .transform((list) => [...new Set(list.split(","))] as CargoFlag[]);

/**
 * GET /ops/order: the bookings list's filters plus the customer; `request=open`: only orders
 * with a request awaiting operations (an amendment, a cancellation, an SI revision, dangerous goods
 * or out-of-gauge cargo to approve), whatever their status; `cargo`: only orders carrying any of
 * the flags.
 */
export const opsOrderListQuerySchema = orderListQuerySchema.extend({
  customer: optionalText(),
  request: z.enum(["open"], "v.invalid").optional(),
  cargo: cargoListSchema.optional(),
});
export type OpsOrderListQuery = z.infer<typeof opsOrderListQuerySchema>;

/** The statuses waiting for operations (the ops desk's default view). */
export const OPS_WAITING_STATUSES = [
  ORDER_STATUS.AWAITING_BOOKING,
  ORDER_STATUS.AWAITING_BILL,
  ORDER_STATUS.AWAITING_INVOICE,
  ORDER_STATUS.AWAITING_TELEX_RELEASE,
  ORDER_STATUS.BILL_REJECTED,
] as const;
