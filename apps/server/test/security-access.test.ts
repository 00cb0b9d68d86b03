import { randomBytes } from "node:crypto";
import { authoritiesOf } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema";
import { orderTestApp } from "./order-fixtures";
import { apiRoutes, hasBody, pathOf, routeKey, send, tableDigest } from "./security-kit";

// The access matrix: every API route, read from the app's own route table, is closed to a caller
// without a valid token (401) and to one without its authority (403). Another customer's records
// (404, and never in a list) are tried in security-ownership.test.ts.
const { app, db, signIn } = await orderTestApp({});
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

describe("a route's own rate limit", () => {
  it("holds on that route only: the rate import's upload limit never reaches the other rate routes", async () => {
    const forwarder = await signIn(["forwarder"]);
    const codes = new Set<number>();
    for (let i = 0; i < 40; i++)
      codes.add((await send(app, { method: "GET", url: "/api/rate", token: forwarder.token })).statusCode);
    expect([...codes]).toEqual([200]);
  });
});
