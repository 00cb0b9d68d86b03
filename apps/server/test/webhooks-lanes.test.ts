import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WEBHOOK_WORKER_DEFAULTS, WebhookWorker } from "../src/modules/webhooks";
import { sendWebhook } from "../src/modules/webhooks/webhook-sender";
import { queryRows } from "./helpers";
import { call, fclBooking, orderTestApp, type SignedIn } from "./order-fixtures";
import { WebhookReceiver } from "./webhook-receiver";

// The worker's lanes: one customer's receiver that never answers holds back only its
// own events — another customer's event is delivered while it still waits — and a subscription's
// events go out one after another, in order, the next only once the one before is delivered.

vi.mock("../src/modules/dcsa/resources", async () => (await import("./webhook-resources")).mockedResources());

const { app, db, refs, signIn } = await orderTestApp({});
const SECRET = "a-secret-of-the-subscriber-0123456789";
const good = new WebhookReceiver();
const hanging = new WebhookReceiver();
// a send waits far longer than this test does: the hanging receiver is released, never timed out
const worker = new WebhookWorker(db, app.log, {
  ...WEBHOOK_WORKER_DEFAULTS,
  allowPrivate: async () => true,
  send: (outgoing) => sendWebhook({ ...outgoing, timeoutMs: 600_000 }),
});

beforeAll(async () => {
  for (const receiver of [good, hanging]) {
    await receiver.start();
    receiver.secret = SECRET;
  }
  await app.configService.set({ webhook_allow_private: "true" });
});
afterAll(async () => {
  hanging.release();
  await Promise.all([good.stop(), hanging.stop()]);
});

interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: string;
  status: string;
  attempts: number;
}
const deliveriesOf = (webhookIds: number[]) =>
  queryRows<DeliveryRow>(
    db,
    sql`SELECT id, webhook_id, event_id, status, attempts FROM webhook_deliveries
        WHERE webhook_id IN (${sql.join(
          webhookIds.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id`,
  );
async function subscribed(who: SignedIn, url: string): Promise<number> {
  const res = await call(app, who.token, "POST", "/api/userinfo/webhooks", { url, events: ["booking"], secret: SECRET });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}
async function submitBooking(who: SignedIn) {
  const res = await call(app, who.token, "POST", "/api/order/booking", fclBooking(refs));
  expect(res.statusCode, res.body).toBe(200);
}
const eventIdsAt = (receiver: WebhookReceiver, path: string) =>
  receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body).id);

describe("the webhook worker", () => {
  it("delivers another customer's event while one customer's receiver hangs, and keeps each subscription's order", async () => {
    const slow = await signIn(["shipper"]);
    const other = await signIn(["shipper"]);
    // five endpoints of one customer that take a request and never answer, two events each
    const paths = [1, 2, 3, 4, 5].map((n) => `/hook${n}`);
    const slowIds: number[] = [];
    for (const path of paths) slowIds.push(await subscribed(slow, hanging.url.replace("/hook", path)));
    const goodId = await subscribed(other, good.url);
    hanging.hold = true;
    await submitBooking(slow);
    await submitBooking(slow);
    // the other customer's event is the newest of all
    await submitBooking(other);

    const pass = worker.tick();
    const goodStatus = async () => (await deliveriesOf([goodId]))[0]?.status;
    await vi.waitFor(async () => expect(await goodStatus()).toBe("delivered"), { timeout: 30_000, interval: 50 });
    expect(good.received).toHaveLength(1);
    // meanwhile every hanging endpoint has its first event and is still holding it; the second waits
    const slowRows = await deliveriesOf(slowIds);
    const firstOf = (id: number) => slowRows.filter((row) => row.webhook_id === id);
    for (const id of slowIds) {
      expect(firstOf(id).map((row) => [row.status, row.attempts])).toEqual([
        ["pending", 1],
        ["pending", 0],
      ]);
    }
    await vi.waitFor(() => expect(hanging.received).toHaveLength(paths.length), { timeout: 30_000, interval: 20 });

    hanging.hold = false;
    expect(hanging.release()).toBe(paths.length);
    expect(await pass).toBe(2 * paths.length + 1);
    const rows = await deliveriesOf(slowIds);
    expect(rows.every((row) => row.status === "delivered" && row.attempts === 1)).toBe(true);
    for (const [i, path] of paths.entries()) {
      const own = rows.filter((row) => row.webhook_id === slowIds[i]).map((row) => row.event_id);
      expect(eventIdsAt(hanging, path)).toEqual(own);
    }
  });

  it("sends nothing after a subscription's failed event until that one is delivered, then the rest in order", async () => {
    const customer = await signIn(["shipper"]);
    const id = await subscribed(customer, good.url.replace("/hook", "/ordered"));
    for (let i = 0; i < 3; i += 1) await submitBooking(customer);
    good.status = 500;
    try {
      expect(await worker.tick()).toBe(1);
    } finally {
      good.status = 200;
    }
    expect((await deliveriesOf([id])).map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["pending", 0],
      ["pending", 0],
    ]);
    // the back-off is over: the first again, then the two behind it
    await db.execute(sql`UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 second' WHERE webhook_id = ${id}`);
    expect(await worker.tick()).toBe(3);
    const rows = await deliveriesOf([id]);
    expect(rows.map((row) => row.status)).toEqual(["delivered", "delivered", "delivered"]);
    const sent = eventIdsAt(good, "/ordered");
    expect(sent).toEqual([rows[0]?.event_id, ...rows.map((row) => row.event_id)]);
  });
});
