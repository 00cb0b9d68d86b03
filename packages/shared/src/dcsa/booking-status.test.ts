import { describe, expect, it } from "vitest";
import { ORDER_STATUS } from "../constants/order-status";
import { type BookingStatusInput, bookingEndingOf, dcsaBookingState } from "./booking-status";

const S = ORDER_STATUS;
const order = (over: Partial<BookingStatusInput>): BookingStatusInput => ({
  status: S.AWAITING_BOOKING,
  update_status: null,
  amendment_status: null,
  cancellation_status: null,
  ending: null,
  ...over,
});

describe("DCSA booking status table", () => {
  it.each([
    [order({}), { bookingStatus: "RECEIVED" }],
    [order({ update_status: "pending_update" }), { bookingStatus: "PENDING_UPDATE" }],
    [order({ update_status: "update_received" }), { bookingStatus: "UPDATE_RECEIVED" }],
    [order({ status: S.AWAITING_SUPPLY }), { bookingStatus: "CONFIRMED" }],
    [order({ status: S.BILL_REJECTED }), { bookingStatus: "CONFIRMED" }],
    [
      order({ status: S.AWAITING_BILL, amendment_status: "requested" }),
      { bookingStatus: "CONFIRMED", amendedBookingStatus: "AMENDMENT_RECEIVED" },
    ],
    [
      order({ status: S.AWAITING_SUPPLY, amendment_status: "accepted" }),
      { bookingStatus: "CONFIRMED", amendedBookingStatus: "AMENDMENT_CONFIRMED" },
    ],
    [
      order({ status: S.AWAITING_SUPPLY, amendment_status: "declined" }),
      { bookingStatus: "CONFIRMED", amendedBookingStatus: "AMENDMENT_DECLINED" },
    ],
    [
      order({ status: S.AWAITING_PAYMENT, cancellation_status: "requested" }),
      { bookingStatus: "CONFIRMED", bookingCancellationStatus: "CANCELLATION_RECEIVED" },
    ],
    [
      order({ status: S.AWAITING_SUPPLY, cancellation_status: "declined" }),
      { bookingStatus: "CONFIRMED", bookingCancellationStatus: "CANCELLATION_DECLINED" },
    ],
    [
      order({ status: S.CANCELLED, cancellation_status: "accepted", ending: "customer" }),
      { bookingStatus: "CANCELLED", bookingCancellationStatus: "CANCELLATION_CONFIRMED" },
    ],
    [order({ status: S.CANCELLED, ending: "customer" }), { bookingStatus: "CANCELLED" }],
    [order({ status: S.CANCELLED, ending: "carrier_before_confirmation" }), { bookingStatus: "REJECTED" }],
    [order({ status: S.CANCELLED, ending: "carrier_after_confirmation" }), { bookingStatus: "DECLINED" }],
    [order({ status: S.COMPLETED }), { bookingStatus: "COMPLETED" }],
  ])("reads %o as %o", (input, expected) => {
    expect(dcsaBookingState(input)).toEqual(expected);
  });

  it("has no booking for a draft", () => {
    expect(dcsaBookingState(order({ status: S.DRAFT }))).toBeNull();
  });

  it("tells who ended an order from the cancelling action", () => {
    expect(bookingEndingOf("cancel", S.AWAITING_BOOKING)).toBe("customer");
    expect(bookingEndingOf("accept_cancellation", S.AWAITING_BILL)).toBe("customer");
    expect(bookingEndingOf("reject_booking", S.AWAITING_BOOKING)).toBe("carrier_before_confirmation");
    expect(bookingEndingOf("refuse_special_cargo", S.AWAITING_BOOKING)).toBe("carrier_before_confirmation");
    expect(bookingEndingOf("cancel_by_ops", S.AWAITING_BOOKING)).toBe("carrier_before_confirmation");
    expect(bookingEndingOf("cancel_by_ops", S.AWAITING_INVOICE)).toBe("carrier_after_confirmation");
  });
});
