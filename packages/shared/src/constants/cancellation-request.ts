import { ORDER_STATUS } from "./order-status";

const S = ORDER_STATUS;

/** Confirmed by the carrier and not yet released: a bill returned included. */
export const CONFIRMED_OPEN_STATUSES = [
  S.AWAITING_SUPPLY,
  S.AWAITING_BILL,
  S.AWAITING_BILL_CHECK,
  S.AWAITING_PAYMENT,
  S.AWAITING_INVOICE,
  S.AWAITING_TELEX_UPLOAD,
  S.AWAITING_TELEX_RELEASE,
  S.BILL_REJECTED,
] as const;

/**
 * Where a cancellation is asked for instead of taken (docs/PRODUCT-RULES.md, "Cancellation
 * requests"): from the carrier's confirmation until the cargo is released, a bill returned
 * included. Before confirmation the owner cancels directly.
 */
export const CANCELLATION_REQUEST_FROM = CONFIRMED_OPEN_STATUSES;
