import { describe, expect, it } from "vitest";
import { completeProfile, createBooking, example, readBooking, VARIANTS } from "./dcsa-booking-fixtures";
import { apiKeyFor } from "./dcsa-fixtures";
import { dcsaErrors } from "./dcsa-schema";
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
    // what was asked comes back: places, equipment (as the portal's ISO code), reefer settings, goods
    // (descriptions in capitals, as the portal keeps every printed text)
    const sent = body as { shipmentLocations: unknown[]; requestedEquipments: Record<string, any>[] };
    expect(booking.shipmentLocations).toEqual(expect.arrayContaining(sent.shipmentLocations));
    const [asked] = sent.requestedEquipments;
    const [answered] = booking.requestedEquipments as Record<string, any>[];
    expect(answered).toMatchObject({ ISOEquipmentCode: asked?.ISOEquipmentCode.replace(/^(22)(G|R).*$/, "$1$21"), units: 1 });
    expect(answered?.isNonOperatingReefer).toBe(asked?.isNonOperatingReefer);
    expect(answered?.activeReeferSettings).toEqual(
      asked?.activeReeferSettings ? expect.objectContaining(asked.activeReeferSettings) : undefined,
    );
    const [commodity] = asked?.commodities ?? [];
    expect(answered?.commodities).toEqual([
      expect.objectContaining({
        commodityType: commodity.commodityType.toUpperCase(),
        cargoGrossWeight: commodity.cargoGrossWeight,
      }),
    ]);
    const dangerous = commodity.outerPackaging?.dangerousGoods ?? [];
    expect(answered?.commodities[0].outerPackaging?.dangerousGoods ?? []).toEqual(
      dangerous.map((dg: Record<string, unknown>) =>
        expect.objectContaining({
          UNNumber: dg.UNNumber,
          properShippingName: dg.properShippingName,
          imoClass: dg.imoClass,
          emergencyContactDetails: dg.emergencyContactDetails,
          grossWeight: dg.grossWeight,
        }),
      ),
    );
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
    expect(dcsaErrors("BKG", "CreateBookingResponse", second.json())).toEqual([]);
    expect(await countOrders(db, people.owner.user.id)).toBe(before + 1);
  });
});
