import type { RequestState } from "../constants/order-side-requests";
import { isConfirmedOpen, ORDER_STATUS, type OrderStatus } from "../constants/order-status";

// How an order reads as a DCSA Booking 2.0.4 (docs/PRODUCT-RULES.md, "The DCSA customer API" →
// "Bookings"): ONE table from the portal's status, its update request and its two side requests
// (amendment, cancellation) to DCSA's three fields bookingStatus, amendedBookingStatus and
// bookingCancellationStatus. The first row that matches gives each field; a draft has no booking.

const S = ORDER_STATUS;

/** Who ended a cancelled order (status 40), read from the event that cancelled it. */
export type BookingEnding = "customer" | "carrier_before_confirmation" | "carrier_after_confirmation";

/** What the table reads of an order. */
export interface BookingStatusInput {
  status: OrderStatus;
  /** operations asked for an update ("pending_update") or the owner updated since ("update_received") */
  update_status: string | null;
  amendment_status: RequestState | string | null;
  cancellation_status: RequestState | string | null;
  /** for a cancelled order: who ended it (null for any other status) */
  ending: BookingEnding | null;
}

type Field = "bookingStatus" | "amendedBookingStatus" | "bookingCancellationStatus";

interface Row {
  field: Field;
  /** the portal's side of the row, as PRODUCT-RULES shows it */
  portal: string;
  when: (order: BookingStatusInput) => boolean;
  dcsa: string;
}

const isConfirmed = (order: BookingStatusInput) => isConfirmedOpen(order.status);
const awaiting = (order: BookingStatusInput) => order.status === S.AWAITING_BOOKING;
const cancelled = (order: BookingStatusInput, ending: BookingEnding) => order.status === S.CANCELLED && order.ending === ending;

export const DCSA_BOOKING_STATUS_TABLE: readonly Row[] = [
  {
    field: "bookingStatus",
    portal: "1 awaiting booking, update asked by operations",
    when: (o) => awaiting(o) && o.update_status === "pending_update",
    dcsa: "PENDING_UPDATE",
  },
  {
    field: "bookingStatus",
    portal: "1 awaiting booking, updated by the customer since",
    when: (o) => awaiting(o) && o.update_status === "update_received",
    dcsa: "UPDATE_RECEIVED",
  },
  { field: "bookingStatus", portal: "1 awaiting booking", when: awaiting, dcsa: "RECEIVED" },
  { field: "bookingStatus", portal: "2–8, 20 (confirmed until released)", when: isConfirmed, dcsa: "CONFIRMED" },
  { field: "bookingStatus", portal: "10 completed", when: (o) => o.status === S.COMPLETED, dcsa: "COMPLETED" },
  {
    field: "bookingStatus",
    portal: "40 after reject_booking / refuse_special_cargo / cancel_by_ops before confirmation",
    when: (o) => cancelled(o, "carrier_before_confirmation"),
    dcsa: "REJECTED",
  },
  {
    field: "bookingStatus",
    portal: "40 after cancel_by_ops once confirmed",
    when: (o) => cancelled(o, "carrier_after_confirmation"),
    dcsa: "DECLINED",
  },
  {
    field: "bookingStatus",
    portal: "40 after the customer's cancel, or an accepted cancellation request",
    when: (o) => cancelled(o, "customer"),
    dcsa: "CANCELLED",
  },
  {
    field: "amendedBookingStatus",
    portal: "amendment requested",
    when: (o) => o.amendment_status === "requested",
    dcsa: "AMENDMENT_RECEIVED",
  },
  {
    field: "amendedBookingStatus",
    portal: "amendment accepted",
    when: (o) => o.amendment_status === "accepted",
    dcsa: "AMENDMENT_CONFIRMED",
  },
  {
    field: "amendedBookingStatus",
    portal: "amendment declined",
    when: (o) => o.amendment_status === "declined",
    dcsa: "AMENDMENT_DECLINED",
  },
  {
    field: "bookingCancellationStatus",
    portal: "cancellation requested",
    when: (o) => o.cancellation_status === "requested",
    dcsa: "CANCELLATION_RECEIVED",
  },
  {
    field: "bookingCancellationStatus",
    portal: "cancellation accepted",
    when: (o) => o.cancellation_status === "accepted",
    dcsa: "CANCELLATION_CONFIRMED",
  },
  {
    field: "bookingCancellationStatus",
    portal: "cancellation declined",
    when: (o) => o.cancellation_status === "declined",
    dcsa: "CANCELLATION_DECLINED",
  },
];

export interface DcsaBookingState {
  bookingStatus: string;
  amendedBookingStatus?: string;
  bookingCancellationStatus?: string;
}

/** The order's three DCSA fields (absent ones left out); null for a draft, which DCSA never sees. */
export function dcsaBookingState(order: BookingStatusInput): DcsaBookingState | null {
  const pick = (field: Field) => DCSA_BOOKING_STATUS_TABLE.find((row) => row.field === field && row.when(order))?.dcsa;
  const bookingStatus = pick("bookingStatus");
  if (!bookingStatus) return null;
  const amended = pick("amendedBookingStatus");
  const cancellation = pick("bookingCancellationStatus");
  return {
    bookingStatus,
    ...(amended ? { amendedBookingStatus: amended } : {}),
    ...(cancellation ? { bookingCancellationStatus: cancellation } : {}),
  };
}

/** Who ended an order, from the action that cancelled it and the status it left. */
export function bookingEndingOf(action: string, from: number | null): BookingEnding {
  if (action === "cancel" || action === "accept_cancellation") return "customer";
  if (action === "cancel_by_ops" && from !== null && isConfirmedOpen(from)) {
    return "carrier_after_confirmation";
  }
  return "carrier_before_confirmation";
}
