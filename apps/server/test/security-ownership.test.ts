import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, sessions, webhookDeliveries, webhooks } from "../src/db/schema";
import type { RouteEntry } from "../src/plugins/route-table";
import { apiKeyFor } from "./dcsa-fixtures";
import { createContact, createDocument, createOrder } from "./factories";
import { dayFromToday, fclBooking, orderTestApp, type SignedIn, supplyBody } from "./order-fixtures";
import { apiRoutes, contactBody, NO_SUCH_ID, pathOf, routeKey, send, tableDigest } from "./security-kit";

// Another customer's records: every route that names a customer's own record by id answers another
// customer's exactly as it answers a record that does not exist (404), and no list a customer reads
// shows another's. Who may call a route at all is tried in security-access.test.ts.
const { app, db, refs, signIn } = await orderTestApp({});
const routes = apiRoutes(app);
const guarded = routes.filter((r) => r.authorities !== null);

// Each route that reads or writes a customer's own record by id, with the record it names and a
// body that passes validation (so the answer is about the record, not the input).
type Kind =
  | "contact"
  | "rate"
  | "order"
  | "attachment"
  | "document"
  | "session"
  | "notification"
  | "api_key"
  | "webhook"
  | "webhook_delivery";
interface Owned {
  kind: Kind;
  /** the order's status, for an order */
  status?: number;
  body?: (ids: Record<Kind, number>) => unknown;
  /** the id goes in the body or the query, not the path */
  url?: (id: number, ids: Record<Kind, number>) => string;
}
const rateBody = () => ({
  carrier_id: refs.maersk,
  pol_id: refs.shanghai,
  pod_id: refs.rotterdam,
  to_id: refs.rotterdam,
  sdate: "2026-12-01",
  edate: "2026-12-31",
  transit_days: 30,
  currency: "USD",
  remark: "",
  spaces: [{ container_id: refs.gp20, price: "1000" }],
});
/** A revision's body: the instruction's without `action` (JSON leaves an undefined key out). */
const revisionBody = () => ({ ...supplyBody(refs), action: undefined });
const booking = () => ({ ...fclBooking(refs, { remark: "X" }), action: undefined });
const OWNED: Record<string, Owned> = {
  "GET /api/customer/contact/:id": { kind: "contact" },
  "PUT /api/customer/contact/:id": { kind: "contact", body: () => contactBody(refs) },
  "DELETE /api/customer/contact": { kind: "contact", body: (ids) => [ids.contact] },
  "GET /api/rate/:id": { kind: "rate" },
  "PUT /api/rate/:id": { kind: "rate", body: rateBody },
  "DELETE /api/rate": { kind: "rate", body: (ids) => [ids.rate] },
  "GET /api/order/booking/:id": { kind: "order", status: 0 },
  "PUT /api/order/booking/:id": { kind: "order", status: 0, body: () => fclBooking(refs, { action: "save" }) },
  "GET /api/order/:id": { kind: "order", status: 2 },
  "GET /api/order/docking/:id": { kind: "order", status: 2 },
  "POST /api/order/:id/cancel": { kind: "order", status: 1, body: () => ({ reason: "plans changed" }) },
  "DELETE /api/order/:id": { kind: "order", status: 0 },
  "GET /api/order/:id/events": { kind: "order", status: 2 },
  "GET /api/order/:id/payment": { kind: "order", status: 5 },
  "GET /api/order/:id/bill-rounds": { kind: "order", status: 4 },
  "GET /api/order/:id/cancellation/fee": { kind: "order", status: 2 },
  "POST /api/order/:id/cancellation": { kind: "order", status: 2, body: () => ({ reason: "plans changed" }) },
  "GET /api/order/shipment/:id/revisions": { kind: "order", status: 3 },
  "POST /api/order/shipment/:id/revision/preview": { kind: "order", status: 3, body: revisionBody },
  "POST /api/order/shipment/:id/revision": { kind: "order", status: 3, body: () => ({ ...revisionBody(), accept_fee: true }) },
  "GET /api/order/:id/versions": { kind: "order", status: 2 },
  "GET /api/order/:id/vgm/template": { kind: "order", status: 2 },
  "POST /api/order/:id/vgm/import": { kind: "order", status: 2 },
  "GET /api/order/:id/amendment-state": { kind: "order", status: 2 },
  "PUT /api/order/:id/booking": { kind: "order", status: 1, body: () => booking() },
  "POST /api/order/:id/amendment": { kind: "order", status: 2, body: () => ({ reason: "more", booking: booking() }) },
  "GET /api/order/document/:id": { kind: "order", status: 3 },
  "GET /api/order/shipment/:id": { kind: "order", status: 2 },
  "PUT /api/order/shipment/:id": { kind: "order", status: 2, body: () => supplyBody(refs) },
  "PUT /api/order/cancel": { kind: "order", status: 1, body: (ids) => ({ id: ids.order, reason: "plans changed" }) },
  "PUT /api/order/pass": { kind: "order", status: 4, body: (ids) => ({ id: ids.order }) },
  "PUT /api/order/fail": { kind: "order", status: 4, body: (ids) => ({ id: ids.order, reason: "wrong consignee" }) },
  "PUT /api/order/pay": { kind: "order", status: 5, body: (ids) => ({ id: ids.order, filename: ids.attachment }) },
  "PUT /api/order/telex": { kind: "order", status: 7, body: (ids) => ({ id: ids.order, filename: ids.attachment }) },
  "GET /api/attachment": { kind: "order", status: 5, url: (id) => `/api/attachment?order_id=${id}` },
  "GET /api/attachment/:id": { kind: "attachment" },
  "DELETE /api/attachment/:id": { kind: "attachment" },
  "GET /api/attachment/download/:id": { kind: "attachment" },
  "GET /api/document/:id": { kind: "document" },
  "GET /api/document/download/:id": { kind: "document" },
  "DELETE /api/userinfo/sessions/:id": { kind: "session" },
  "DELETE /api/userinfo/api-keys/:id": { kind: "api_key" },
  "DELETE /api/userinfo/webhooks/:id": { kind: "webhook" },
  "GET /api/userinfo/webhooks/:id/deliveries": { kind: "webhook" },
  // the delivery under its own subscription: the stranger names both the owner's ids
  "POST /api/userinfo/webhooks/:id/deliveries/:deliveryId/redeliver": {
    kind: "webhook_delivery",
    url: (id, ids) => `/api/userinfo/webhooks/${ids.webhook}/deliveries/${id}/redeliver`,
  },
  "PUT /api/notifications/:id/read": { kind: "notification" },
};
// by-id routes that are not a customer's own record: published quotes, the shipper directory,
// operations' and the admin's desks (every customer's, behind their authority)
const NOT_OWNED = ["GET /api/quote/:id", "GET /api/shipper/:id", "GET /api/customer/:id"];
const isDesk = (route: RouteEntry) => /^\/api\/(ops|admin)\//.test(route.url);

describe("another customer's record", () => {
  it("covers every by-id route a customer reaches", () => {
    const byId = guarded.filter((r) => r.url.includes(":id") && !isDesk(r)).map(routeKey);
    const listed = [...Object.keys(OWNED), ...NOT_OWNED];
    expect(byId.filter((key) => !listed.includes(key))).toEqual([]);
    expect(Object.keys(OWNED).filter((key) => !routes.some((r) => routeKey(r) === key))).toEqual([]);
  });

  // one key per owner is enough: a revocation by the stranger must leave it live
  const keyIds = new Map<number, number>();
  async function ownKeyId(owner: SignedIn): Promise<number> {
    const known = keyIds.get(owner.user.id);
    if (known) return known;
    await apiKeyFor(app, owner.token);
    const res = await send(app, { method: "GET", url: "/api/userinfo/api-keys", token: owner.token });
    const id: number = res.json().data.list[0].id;
    keyIds.set(owner.user.id, id);
    return id;
  }

  /** A subscription of the owner's with one delivery, written straight to the database. */
  async function ownWebhook(userId: number) {
    const [hook] = await db
      .insert(webhooks)
      .values({ user_id: userId, url: "https://hooks.example.com/in", events: ["booking"], secret: "s".repeat(32) })
      .returning({ id: webhooks.id });
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        webhook_id: hook.id,
        event_id: "e1",
        event_type: "org.dcsa.booking.v2",
        event: "booking",
        subject: "X",
        body: "{}",
      })
      .returning({ id: webhookDeliveries.id });
    return { webhook: hook.id, webhook_delivery: delivery.id };
  }

  /** One record of each kind owned by `owner` (an order in `status`), by kind. */
  async function recordsOf(owner: SignedIn, status: number): Promise<Record<Kind, number>> {
    const order = await createOrder(db, owner.user.id, { status }, true);
    const attachment = await createDocument(db, order, 5, { role: "owner", uploadedBy: owner.user.id });
    const document = await createDocument(db, order, 1);
    const rate = await send(app, { method: "POST", url: "/api/rate", token: owner.token, payload: rateBody() });
    expect(rate.statusCode, rate.body).toBe(200);
    const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, owner.user.id));
    const [notification] = await db
      .insert(notifications)
      .values({ user_id: owner.user.id, order_id: order.id, kind: "order", action: "confirm_booking", audience: "owner" })
      .returning({ id: notifications.id });
    return {
      contact: (await createContact(db, owner.user.id)).id,
      rate: rate.json().data.id,
      order: order.id,
      attachment: attachment.id,
      document: document.id,
      session: session.id,
      notification: notification.id,
      api_key: await ownKeyId(owner),
      ...(await ownWebhook(owner.user.id)),
    };
  }

  it("is answered 404, status and body the same as a record that does not exist, and stays as it was", async () => {
    const failures: string[] = [];
    // forwarders: they may own rates as well as contacts and orders
    const owner = await signIn(["forwarder"]);
    const stranger = await signIn(["forwarder"]);
    // every route its own records, made first: the whole run is then one digest before, one after
    const cases = [];
    for (const [key, owned] of Object.entries(OWNED)) {
      const route = routes.find((r) => routeKey(r) === key) as RouteEntry;
      cases.push({ key, owned, route, mine: await recordsOf(owner, owned.status ?? 2) });
    }
    const before = await tableDigest(db);
    for (const { key, owned, route, mine } of cases) {
      const missing = { ...mine, [owned.kind]: NO_SUCH_ID };
      const call = (ids: Record<Kind, number>) =>
        send(app, {
          method: route.method,
          url: owned.url ? owned.url(ids[owned.kind], ids) : pathOf(route, ids[owned.kind]),
          token: stranger.token,
          payload: owned.body?.(ids),
        });
      const absent = await call(missing);
      const foreign = await call(mine);
      if (absent.statusCode !== 404) failures.push(`${key}: a missing record → ${absent.statusCode} ${absent.body}`);
      if (foreign.statusCode !== absent.statusCode || foreign.body !== absent.body) {
        failures.push(`${key}: another's → ${foreign.statusCode} ${foreign.body}, a missing one → ${absent.body}`);
      }
      // the owner still reaches it: the 404 was about who asked
      if (route.method === "GET" && !owned.url) {
        const own = await send(app, { method: "GET", url: pathOf(route, mine[owned.kind]), token: owner.token });
        if (own.statusCode !== 200) failures.push(`${key}: the owner → ${own.statusCode}`);
      }
    }
    expect(await tableDigest(db)).toEqual(before);
    expect(failures).toEqual([]);
    console.info(
      `security-ownership: ${Object.keys(OWNED).length} by-id routes, another customer's record answered as a missing one`,
    );
  }, 120_000);
});

describe("another customer's records in lists", () => {
  it("never appear in any list a customer reads", async () => {
    const owner = await signIn(["forwarder"]);
    const stranger = await signIn(["forwarder"]);
    const shipper = await signIn(["shipper"]);
    const mark = `LEAKMARK${randomBytes(4).toString("hex").toUpperCase()}`;
    // a live rate is published to every shipper as a quote: only the rate lists must not show it
    const rateMark = `RATEMARK${randomBytes(4).toString("hex").toUpperCase()}`;
    await createContact(db, owner.user.id, { company1: `${mark} CONTACT` });
    const order = await createOrder(db, owner.user.id, { status: 5, cust_ref_no: `${mark}-ORDER` }, true);
    await createDocument(db, order, 5, { role: "owner", uploadedBy: owner.user.id, name: `${mark}-attachment.pdf` });
    const live = { ...rateBody(), sdate: dayFromToday(-1), edate: dayFromToday(30), remark: `${rateMark}` };
    const rate = await send(app, { method: "POST", url: "/api/rate", token: owner.token, payload: live });
    expect(rate.statusCode, rate.body).toBe(200);
    const own = await send(app, { method: "GET", url: "/api/customer/contact", token: owner.token });
    expect(own.body).toContain(mark); // the marks are where a leak would show them

    const lists = guarded.filter((r) => r.method === "GET" && !r.url.includes(":") && !isDesk(r));
    expect(lists.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const route of lists) {
      // the list of attachments names an order: the owner's; an export is read as CSV, plain text
      const url =
        route.url === "/api/attachment"
          ? `${route.url}?order_id=${order.id}`
          : route.url.endsWith("/export")
            ? `${route.url}?format=csv`
            : route.url;
      for (const reader of [stranger, shipper]) {
        const res = await send(app, { method: "GET", url, token: reader.token });
        const rateLeak = route.url !== "/api/quote" && res.body.includes(rateMark);
        if (res.statusCode >= 500 || res.body.includes(mark) || rateLeak) leaks.push(`${routeKey(route)} → ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 60_000);
});
