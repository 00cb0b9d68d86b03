import { describe, expect, it } from "vitest";
import { completeProfile, createBooking, example, readBooking, VARIANTS } from "./dcsa-booking-fixtures";
import { apiKeyFor } from "./dcsa-fixtures";
import { dcsaErrors, dcsaPresent } from "./dcsa-schema";
import { countOrders, orderTestApp } from "./order-fixtures";

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
  });
});

describe("DCSA bookings: a retry", () => {
  it("books once when the same Idempotency-Key is sent twice, answering the same reference", async () => {
    const before = await countOrders(db, people.owner.user.id);
    const send = () =>
      app.inject({
        method: "POST",
        url: "/dcsa/bkg/v2/bookings",
        headers: { authorization: `Bearer ${key}`, "idempotency-key": "dcsa-retry-0001" },
        payload: example("regular"),
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(202);
    expect(second.statusCode, second.body).toBe(202);
    expect(second.json()).toEqual(first.json());
    if (dcsaPresent) expect(dcsaErrors("BKG", "CreateBookingResponse", second.json())).toEqual([]);
    expect(await countOrders(db, people.owner.user.id)).toBe(before + 1);
  });
});
