import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WEBHOOK_WORKER_DEFAULTS, WebhookWorker } from "../src/modules/webhooks";
import { webhookRetryDelay } from "../src/modules/webhooks/webhook-worker";
import { dcsaErrors } from "./dcsa-schema";
import { queryRows } from "./helpers";
import { call, fclBooking, orderTestApp } from "./order-fixtures";
import { verifySignature, WebhookReceiver } from "./webhook-receiver";

// Webhooks end to end: a subscription made through the portal, an order's change written to the
// outbox, the worker's tick sending it to a receiver started here that checks every signature;
// retries while the receiver is down, one delivery per event whatever the number of workers, a
// delivery sent again, the address guard, and another user's subscriptions answered as missing.

vi.mock("../src/modules/dcsa/resources", async () => (await import("./webhook-resources")).mockedResources());

const { app, db, refs, people, signIn } = await orderTestApp({ owner: ["shipper"] });
const { owner } = people;
const receiver = new WebhookReceiver();
const SECRET = "a-secret-of-the-subscriber-0123456789";

beforeAll(async () => {
  await receiver.start();
  receiver.secret = SECRET;
  await app.configService.set({ webhook_allow_private: "true" });
});
afterAll(() => receiver.stop());

interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: string;
  status: string;
  attempts: number;
  response_code: number | null;
  error: string;
  body: string;
  next_attempt_at: string | null;
}

const deliveriesOf = (webhookId: number) =>
  queryRows<DeliveryRow>(db, sql`SELECT * FROM webhook_deliveries WHERE webhook_id = ${webhookId} ORDER BY id`);
/** Makes every pending delivery of the subscription due now (the clock moved past its back-off). */
const makeDue = (webhookId: number) =>
  db.execute(sql`UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 second' WHERE webhook_id = ${webhookId}`);

async function subscribe(token: string, body: Record<string, unknown>, lang: "cn" | "en" = "en") {
  return call(app, token, "POST", "/api/userinfo/webhooks", body, { lang });
}
async function subscribed(token: string, events: string[] = ["booking"], url = receiver.url): Promise<number> {
  const res = await subscribe(token, { url, events, secret: SECRET });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}
async function submitBooking(token: string): Promise<number> {
  const res = await call(app, token, "POST", "/api/order/booking", fclBooking(refs));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}
const referenceOf = async (orderId: number) =>
  (await queryRows<{ dcsa_reference: string }>(db, sql`SELECT dcsa_reference FROM orders WHERE id = ${orderId}`))[0]
    ?.dcsa_reference;

describe("a subscription", () => {
  it("receives each change of the owner's orders once, signed, as a CloudEvent carrying the DCSA booking", async () => {
    const id = await subscribed(owner.token);
    const before = receiver.received.length;
    const orderId = await submitBooking(owner.token);
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 0 });

    expect(await app.webhookWorker.tick()).toBe(1);
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const [message] = got;
    expect(message?.verified).toBe(true);
    expect(message?.headers["content-type"]).toBe("application/cloudevents+json");
    // a body changed on the way no longer matches its signature
    const tampered = message?.body.replace("RECEIVED", "CONFIRMED") ?? "";
    expect(tampered).not.toBe(message?.body);
    expect(verifySignature(SECRET, tampered, message?.headers["webhook-signature"])).toBe(false);
    expect(verifySignature("another-secret-entirely-000", message?.body ?? "", message?.headers["webhook-signature"])).toBe(
      false,
    );

    const event = JSON.parse(message?.body ?? "{}");
    expect(event).toMatchObject({
      specversion: "1.0",
      id: row?.event_id,
      source: "/haiyun",
      type: "org.dcsa.booking.v2",
      subject: await referenceOf(orderId),
      datacontenttype: "application/json",
      data: { carrierBookingRequestReference: await referenceOf(orderId), bookingStatus: "RECEIVED" },
    });
    expect(message?.headers["webhook-id"]).toBe(event.id);
    expect(dcsaErrors("BKG", "BookingNotification", event)).toEqual([]);

    // delivered: never sent again
    expect(await app.webhookWorker.tick()).toBe(0);
    expect(receiver.received.length).toBe(before + 1);
    const log = (await call(app, owner.token, "GET", `/api/userinfo/webhooks/${id}/deliveries?page=1&size=10`)).json().data;
    expect(log.total).toBe(1);
    expect(log.list[0]).toMatchObject({
      event_id: event.id,
      event: "booking",
      status: "delivered",
      attempts: 1,
      response_code: 200,
      error: "",
    });
    expect(log.list[0].delivered_at).not.toBeNull();
    const list = (await call(app, owner.token, "GET", "/api/userinfo/webhooks")).json().data.list;
    expect(list.find((w: { id: number }) => w.id === id)).toMatchObject({
      url: receiver.url,
      events: ["booking"],
      last_delivery_status: "delivered",
    });
    expect(JSON.stringify(list)).not.toContain(SECRET);
    await call(app, owner.token, "DELETE", `/api/userinfo/webhooks/${id}`);
  });

  it("gets a secret made for it when none is given, shown once, and only the kinds it asked for", async () => {
    const user = await signIn(["shipper"]);
    const made = await subscribe(user.token, { url: receiver.url, events: ["transport_document"] });
    expect(made.statusCode, made.body).toBe(200);
    const { id, secret } = made.json().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await call(app, user.token, "GET", "/api/userinfo/webhooks")).body).not.toContain(secret);
    await submitBooking(user.token);
    expect(await deliveriesOf(id)).toEqual([]);
  });

  it("reaches a receiver that was down once it is up again, with back-off in between", async () => {
    const id = await subscribed(owner.token);
    await receiver.stop();
    try {
      await submitBooking(owner.token);
      expect(await app.webhookWorker.tick()).toBe(1);
      const [failed] = await deliveriesOf(id);
      expect(failed).toMatchObject({ status: "pending", attempts: 1, response_code: null });
      expect(failed?.error).not.toBe("");
      expect(failed?.next_attempt_at).not.toBeNull();
      // not due again before its back-off
      expect(await app.webhookWorker.tick()).toBe(0);
    } finally {
      await receiver.start();
    }
    const before = receiver.received.length;
    await makeDue(id);
    expect(await app.webhookWorker.tick()).toBe(1);
    expect(receiver.received.length).toBe(before + 1);
    expect(receiver.received.at(-1)?.verified).toBe(true);
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: "delivered", attempts: 2, response_code: 200, error: "" });
    await call(app, owner.token, "DELETE", `/api/userinfo/webhooks/${id}`);
  });

  it("backs off 30 s doubling up to an hour, and gives up a day after the event", async () => {
    expect([1, 2, 3, 4, 7, 8, 20, 1000].map((n) => webhookRetryDelay(n, WEBHOOK_WORKER_DEFAULTS) / 1000)).toEqual([
      30, 60, 120, 240, 1920, 3600, 3600, 3600,
    ]);
    const id = await subscribed(owner.token);
    receiver.status = 500;
    try {
      await submitBooking(owner.token);
      await app.webhookWorker.tick();
      expect((await deliveriesOf(id))[0]).toMatchObject({ status: "pending", response_code: 500, error: "HTTP 500" });
      await db.execute(sql`UPDATE webhook_deliveries SET create_time = now() - interval '25 hours' WHERE webhook_id = ${id}`);
      await makeDue(id);
      await app.webhookWorker.tick();
      expect((await deliveriesOf(id))[0]).toMatchObject({ status: "failed", attempts: 2, next_attempt_at: null });
      expect(await app.webhookWorker.tick()).toBe(0);
    } finally {
      receiver.status = 200;
    }
    await call(app, owner.token, "DELETE", `/api/userinfo/webhooks/${id}`);
  });

  it("is sent each event once even by two workers at once", async () => {
    const id = await subscribed(owner.token);
    for (let i = 0; i < 4; i += 1) await submitBooking(owner.token);
    const rows = await deliveriesOf(id);
    expect(rows).toHaveLength(4);
    const before = receiver.received.length;
    const second = new WebhookWorker(db, app.log, { ...WEBHOOK_WORKER_DEFAULTS, allowPrivate: async () => true });
    const counts = await Promise.all([app.webhookWorker.tick(), second.tick(), app.webhookWorker.tick()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect(receiver.received.slice(before).every((r) => r.verified)).toBe(true);
    const ids = receiver.received.slice(before).map((r) => JSON.parse(r.body).id);
    expect(ids.sort()).toEqual(rows.map((r) => r.event_id).sort());
    expect((await deliveriesOf(id)).map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ["delivered", 1]));
    await call(app, owner.token, "DELETE", `/api/userinfo/webhooks/${id}`);
  });

  it("sends a delivery again as a new delivery of the same event and body", async () => {
    const id = await subscribed(owner.token);
    await submitBooking(owner.token);
    await app.webhookWorker.tick();
    const [first] = await deliveriesOf(id);
    const again = await call(app, owner.token, "POST", `/api/userinfo/webhooks/${id}/deliveries/${first?.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ event_id: first?.event_id, status: "pending", attempts: 0 });
    expect(again.json().data.id).not.toBe(first?.id);
    const before = receiver.received.length;
    expect(await app.webhookWorker.tick()).toBe(1);
    expect(receiver.received.at(-1)?.body).toBe(first?.body);
    expect(receiver.received.length).toBe(before + 1);
    const rows = await deliveriesOf(id);
    expect(rows.map((r) => [r.event_id, r.status])).toEqual([
      [first?.event_id, "delivered"],
      [first?.event_id, "delivered"],
    ]);
    const log = (await call(app, owner.token, "GET", `/api/userinfo/webhooks/${id}/deliveries`)).json().data.list;
    expect(log.map((d: { id: number }) => d.id)).toEqual([rows[1]?.id, rows[0]?.id]);
    await call(app, owner.token, "DELETE", `/api/userinfo/webhooks/${id}`);
  });
});
