import { randomBytes } from "node:crypto";
import { authoritiesOf } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, sessions } from "../src/db/schema";
import type { RouteEntry } from "../src/plugins/route-table";
import { createContact, createDocument, createOrder } from "./factories";
import { dayFromToday, fclBooking, orderTestApp, type SignedIn, supplyBody } from "./order-fixtures";
import { apiRoutes, contactBody, hasBody, NO_SUCH_ID, pathOf, routeKey, send, tableDigest } from "./security-kit";

// The access matrix: every API route, read from the app's own route table, is
// closed to a caller without a valid token (401), to one without its authority (403), and answers
// another customer's record exactly as it answers a record that does not exist (404).
const { app, db, refs, signIn } = await orderTestApp({});
const routes = apiRoutes(app);
const guarded = routes.filter((r) => r.authorities !== null);

// Public on purpose: a new route without a guard fails the first test until it is added here.
const REFERENCE = ["country", "port", "carrier", "container", "unit", "currency", "charge", "industry"];
const REFERENCE_MORE = ["business", "route", "forwarder", "incoterm", "freight-term", "vgm-method"];
const PUBLIC_ROUTES = [
  "GET /api/health",
  "GET /api/system/dictionary",
  "GET /api/system/config",
  "GET /api/system/captcha",
  "POST /api/system/login",
  "POST /api/system/logout",
  "POST /api/system/contact_us",
  "GET /api/system/forget",
  "POST /api/system/forget",
  "POST /api/system/password",
  "POST /api/userinfo",
  "GET /api/file/:id/:token",
  ...[...REFERENCE, ...REFERENCE_MORE].flatMap((name) => [`GET /api/${name}`, `GET /api/${name}/:id`]),
];

describe("the public routes", () => {
  it("are exactly the ones listed here", () => {
    expect(routes.length).toBeGreaterThan(80);
    const open = routes.filter((r) => r.authorities === null).map(routeKey);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });
});

describe("a caller without a valid token", () => {
  const tokens: Record<string, string | undefined> = {};
  let authorization: Record<string, string> = {};
  beforeAll(async () => {
    // each kind of bad token belongs to an admin, who would pass every guard with a good one
    const admin = async () => (await signIn(["admin"])).token;
    const expired = await signIn(["admin"]);
    await db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(sessions.user_id, expired.user.id));
    const revoked = await admin();
    const out = await send(app, { method: "POST", url: "/api/system/logout", token: revoked });
    expect(out.statusCode).toBe(200);
    const valid = await admin();
    const middle = Math.floor(valid.length / 2);
    const swapped = valid[middle] === "A" ? "B" : "A";
    Object.assign(tokens, {
      none: undefined,
      expired: expired.token,
      "revoked (logged out)": revoked,
      random: randomBytes(32).toString("base64url"),
      "one character changed": `${valid.slice(0, middle)}${swapped}${valid.slice(middle + 1)}`,
      "cut in half": valid.slice(0, middle),
      "with a character added": `${valid}A`,
      empty: "",
    });
    authorization = { "another scheme": `Basic ${valid}`, "no scheme": valid, "two tokens": `Bearer ${valid} ${valid}` };
  });

  it("is answered 401 on every guarded route, whatever the token's fault, before the input is read", async () => {
    const before = await tableDigest(db);
    const failures: string[] = [];
    let sent = 0;
    for (const route of guarded) {
      const payload = hasBody(route) && !route.multipart ? { zz_unknown: 1 } : undefined;
      const url = pathOf(route, "abc");
      const cases = [
        ...Object.entries(tokens).map(([what, token]) => ({ what, token })),
        ...Object.entries(authorization).map(([what, value]) => ({ what, authorization: value })),
      ];
      for (const { what, ...credentials } of cases) {
        const res = await send(app, { method: route.method, url, payload, ...credentials });
        sent += 1;
        if (res.statusCode !== 401) failures.push(`${routeKey(route)} (${what}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(await tableDigest(db)).toEqual(before);
    console.info(`security-access: ${guarded.length} guarded routes × 11 bad credentials = ${sent} requests, all 401`);
  }, 120_000);
});

describe("a signed-in caller without the route's authority", () => {
  const PERSONAS = { shipper: ["shipper"], forwarder: ["forwarder"], operator: ["operator"], "no role": [] as string[] };

  it("is answered 403 on every route it lacks an authority of, before the input is read", async () => {
    const signed = await Promise.all(Object.values(PERSONAS).map((roles) => signIn(roles)));
    const before = await tableDigest(db);
    const failures: string[] = [];
    let sent = 0;
    for (const [i, [persona, roles]] of Object.entries(PERSONAS).entries()) {
      const { token } = signed[i];
      const can = new Set<string>(authoritiesOf(roles));
      const lacking = guarded.filter((r) => r.authorities?.some((authority) => !can.has(authority)));
      for (const route of lacking) {
        const payload = hasBody(route) && !route.multipart ? 12345 : undefined;
        const res = await send(app, { method: route.method, url: pathOf(route, "abc"), token, payload });
        sent += 1;
        if (res.statusCode !== 403) failures.push(`${routeKey(route)} as ${persona} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(60);
    expect(await tableDigest(db)).toEqual(before);
    console.info(`security-access: ${sent} requests lacking an authority, all 403`);
  }, 60_000);
});

// Each route that reads or writes a customer's own record by id, with the record it names and a
// body that passes validation (so the answer is about the record, not the input).
type Kind = "contact" | "rate" | "order" | "attachment" | "document" | "session" | "notification";
interface Owned {
  kind: Kind;
  /** the order's status, for an order */
  status?: number;
  body?: (ids: Record<Kind, number>) => unknown;
  /** the id goes in the body or the query, not the path */
  url?: (id: number) => string;
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
          url: owned.url ? owned.url(ids[owned.kind]) : pathOf(route, ids[owned.kind]),
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
      `security-access: ${Object.keys(OWNED).length} by-id routes, another customer's record answered as a missing one`,
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
      // the list of attachments names an order: the owner's
      const url = route.url === "/api/attachment" ? `${route.url}?order_id=${order.id}` : route.url;
      for (const reader of [stranger, shipper]) {
        const res = await send(app, { method: "GET", url, token: reader.token });
        const rateLeak = route.url !== "/api/quote" && res.body.includes(rateMark);
        if (res.statusCode >= 500 || res.body.includes(mark) || rateLeak) leaks.push(`${routeKey(route)} → ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 60_000);
});

describe("a route's own rate limit", () => {
  it("holds on that route only: the rate import's upload limit never reaches the other rate routes", async () => {
    const forwarder = await signIn(["forwarder"]);
    const codes = new Set<number>();
    for (let i = 0; i < 40; i++)
      codes.add((await send(app, { method: "GET", url: "/api/rate", token: forwarder.token })).statusCode);
    expect([...codes]).toEqual([200]);
  });
});
