// The requests beside an order's status and the guard a transition row may set on them
// (docs/ARCHITECTURE.md, "Requests beside the status").

import type { ErrorCode } from "../i18n/messages";

/**
 * Requests that live beside the status, as DCSA Booking keeps `amendedBookingStatus` and
 * `bookingCancellationStatus` beside `bookingStatus`: the customer asks, operations decide, and
 * the order's status does not move while the request is open. One open request of each kind at most.
 * `special_cargo` is asked by the submit itself: dangerous goods or out-of-gauge cargo await
 * operations' approval before the booking can be confirmed.
 */
export const SIDE_REQUESTS = ["amendment", "cancellation", "revision", "special_cargo"] as const;
export type SideRequest = (typeof SIDE_REQUESTS)[number];

export const REQUEST_STATE = { REQUESTED: "requested", ACCEPTED: "accepted", DECLINED: "declined" } as const;
export type RequestState = (typeof REQUEST_STATE)[keyof typeof REQUEST_STATE];

/** An order's side requests as last decided (null: never asked). */
export type OrderSides = Partial<Record<SideRequest, RequestState | null>>;

/**
 * A row that needs a side request open (`open: true`: deciding it) or none open (`open: false`:
 * asking for one) besides its `from` statuses.
 */
export interface SideGuard {
  request: SideRequest;
  open: boolean;
  /** the 409's code when the request stands the wrong way, if not the generic ORDER_REQUEST_(NOT_)OPEN */
  refusal?: ErrorCode;
}
