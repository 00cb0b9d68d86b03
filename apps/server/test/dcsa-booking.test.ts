import { describe, expect, it } from "vitest";
import { completeProfile, createBooking, EXAMPLES, example, readBooking, VARIANTS } from "./dcsa-booking-fixtures";
import { apiKeyFor } from "./dcsa-fixtures";
import { orderTestApp } from "./order-fixtures";

// DCSA Booking 2.0.4 over the portal's FCL orders: the conformance suite's four examples accepted
// unmodified, read back as valid Bookings.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"] });
await completeProfile(db, people.owner.user.id, refs.china);
const key = await apiKeyFor(app, people.owner.token);

describe("DCSA bookings: the conformance examples", () => {
  it.each(VARIANTS)("accepts the %s example unmodified and reads it back as RECEIVED", async (variant) => {
    const body = example(variant);
    const reference = await createBooking(app, key, body);
    expect(reference).toMatch(/^[0-9A-F]{16}$/);
    const booking = await readBooking(app, key, reference);
    expect(booking).toMatchObject({ carrierBookingRequestReference: reference, bookingStatus: "RECEIVED" });
    expect(EXAMPLES[variant]).toBeTruthy();
  });
});
