import { CONFIRMED_OPEN_STATUSES } from "./order-status";

/**
 * Where a cancellation is asked for instead of taken (docs/PRODUCT-RULES.md, "Cancellation
 * requests"): from the carrier's confirmation until the cargo is released, a bill returned
 * included. Before confirmation the owner cancels directly.
 */
export const CANCELLATION_REQUEST_FROM = CONFIRMED_OPEN_STATUSES;
