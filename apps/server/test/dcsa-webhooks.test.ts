import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeProfile, createBooking, example } from "./dcsa-booking-fixtures";
import { apiKeyFor } from "./dcsa-fixtures";
import { dcsaErrors } from "./dcsa-schema";
import { queryRows } from "./helpers";
import { call, confirmBody, orderTestApp } from "./order-fixtures";
import { WebhookReceiver } from "./webhook-receiver";

// The customer API and the webhooks together, with the real DCSA builders (no mock): a booking
// made over /dcsa and confirmed by the desk reaches the subscriber as signed CloudEvents whose
// data is the standard's Booking, each valid against BKG's BookingNotification.

const { app, db, refs, people, signIn } = await orderTestApp({ owner: ["shipper"] });
const { owner } = people;
await completeProfile(db, owner.user.id, refs.china);
const key = await apiKeyFor(app, owner.token);
const receiver = new WebhookReceiver();
const SECRET = "the-subscriber-s-own-secret-0123456789";

beforeAll(async () => {
  await receiver.start();
  receiver.secret = SECRET;
  await app.configService.set({ webhook_allow_private: "true" });
});
afterAll(() => receiver.stop());

/** Sends what is due and answers the events that arrived since `from`, each checked as the standard's. */
async function arrived(from: number) {
  await app.webhookWorker.tick();
  return receiver.received.slice(from).map((message) => {
    expect(message.verified).toBe(true);
    const event = JSON.parse(message.body);
    expect(dcsaErrors("BKG", "BookingNotification", event)).toEqual([]);
    expect(dcsaErrors("BKG", "Booking", event.data.booking)).toEqual([]);
    return event as { type: string; subject: string; data: { bookingStatus: string; booking: Record<string, unknown> } };
  });
}

describe("DCSA bookings and webhooks together", () => {
  it("sends the subscriber the booking made over the API, then its confirmation, signed and valid", async () => {
    const subscribed = await call(app, owner.token, "POST", "/api/userinfo/webhooks", {
      url: receiver.url,
      events: ["booking"],
      secret: SECRET,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    const from = receiver.received.length;
    const reference = await createBooking(app, key, example("reefer"));
    const created = await arrived(from);
    expect(created).toHaveLength(1);
    const [received] = created;
    expect(received).toMatchObject({
      type: "org.dcsa.booking.v2",
      subject: reference,
      data: { bookingStatus: "RECEIVED", booking: { carrierBookingRequestReference: reference, bookingStatus: "RECEIVED" } },
    });

    const operator = await signIn(["operator"]);
    const orderId = await orderIdOf(reference);
    const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${orderId}/confirm`, confirmBody(refs.maersk));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await arrived(from + 1);
    expect(after).toHaveLength(1);
    expect(after[0]?.data).toMatchObject({ bookingStatus: "CONFIRMED", booking: { bookingStatus: "CONFIRMED" } });
    expect(after[0]?.data.booking.confirmedEquipments).toEqual(expect.any(Array));
  });
});

async function orderIdOf(reference: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM orders WHERE dcsa_reference = ${reference}`);
  return row?.id ?? 0;
}
