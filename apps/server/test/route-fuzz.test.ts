import { authoritiesOf } from "@haiyun/shared";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteEntry } from "../src/plugins/route-table";
import { auth, createTestUser, loginAs, setupApp } from "./helpers";
import { apiRoutes, hasBody, pathOf, tableDigest } from "./security-kit";

// Every route of the app, read from the app itself (so a new route is covered without
// anyone remembering), gets hostile input and must answer 4xx — never 5xx — and change nothing.
const ctx = await setupApp();
const { app } = ctx;
const { db } = ctx.db;

const routes = apiRoutes(app);
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

let admin: string;
let shipper: string;
// the rate routes also want an enabled forwarder account, which refuses the admin before
// any input is read: they are probed as a forwarder, so the junk reaches their validation
let forwarder: string;
const asForwarder = (route: RouteEntry) => !!route.authorities?.includes("rate");
const SHIPPER_CAN = new Set<string>(authoritiesOf(["shipper"]));
let before: Record<string, string>;
beforeAll(async () => {
  admin = await loginAs(app, (await createTestUser(ctx.db, ["admin"])).username);
  shipper = await loginAs(app, (await createTestUser(ctx.db, ["shipper"])).username);
  forwarder = await loginAs(app, (await createTestUser(ctx.db, ["forwarder"])).username);
  before = await tableDigest(db);
});

interface Probe {
  what: string;
  route: RouteEntry;
  url: string;
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** valid input after all (a keyword "-1"): only a 5xx would be wrong */
  mayPass?: boolean;
}

function send(probe: Probe): Promise<LightMyRequestResponse> {
  const json = probe.payload !== undefined && !probe.headers?.["content-type"];
  return app.inject({
    method: probe.route.method,
    url: probe.url,
    headers: {
      ...(probe.token ? auth(probe.token) : { lang: "en" }),
      ...(json ? { "content-type": "application/json" } : {}),
      ...probe.headers,
    },
    payload: json ? JSON.stringify(probe.payload) : (probe.payload as string | undefined),
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

const MALFORMED_MULTIPART: Record<string, { headers: Record<string, string>; payload: string }> = {
  "no boundary": { headers: { "content-type": "multipart/form-data" }, payload: "--x\r\n\r\n" },
  truncated: {
    headers: { "content-type": "multipart/form-data; boundary=x" },
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
  },
  "too many parts": {
    headers: { "content-type": "multipart/form-data; boundary=x" },
    payload: `${Array.from({ length: 60 }, (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("")}--x--\r\n`,
  },
  "NUL in a file name": {
    headers: { "content-type": "multipart/form-data; boundary=x" },
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nabc\r\n--x--\r\n',
  },
};

/** Hostile variants of one route, signed in with every authority (the rate routes: as a forwarder). */
function probesFor(route: RouteEntry): Probe[] {
  const base = { route, token: asForwarder(route) ? forwarder : admin };
  const probes: Probe[] = [];
  const schema = route.schema as { querystring?: unknown; body?: unknown; params?: unknown } | undefined;
  for (const bad of ["0", "-1", "2147483648", "9007199254740993", "abc", "%00", "1e3"]) {
    if (route.url.includes(":id")) probes.push({ ...base, what: `id ${bad}`, url: pathOf(route, bad) });
  }
  if (route.url.includes(":token")) {
    probes.push({
      ...base,
      what: "NUL in a path token",
      url: route.url.replace(":id", "1").replace(":token", `${"t".repeat(12)}%00`),
    });
  }
  const url = pathOf(route);
  probes.push({ ...base, what: "NUL in an unknown query parameter", url: `${url}?zz=%00` });
  for (const key of keysOf(schema?.querystring)) {
    for (const value of ["%00", "a%00b"]) probes.push({ ...base, what: `query ${key}=${value}`, url: `${url}?${key}=${value}` });
    for (const value of ["2147483648", "9007199254740993", "-1", "1e400", "x".repeat(3000)]) {
      probes.push({ ...base, what: `query ${key}=${value.slice(0, 20)}`, url: `${url}?${key}=${value}`, mayPass: true });
    }
  }
  if (!hasBody(route)) return probes;
  if (route.multipart) {
    for (const [what, body] of Object.entries(MALFORMED_MULTIPART)) probes.push({ ...base, what, url, ...body });
    return probes;
  }
  for (const payload of [12345, "text", true, [], [{}], { zz_unknown: 1 }]) {
    probes.push({ ...base, what: `body ${JSON.stringify(payload)}`, url, payload });
  }
  for (const key of keysOf(schema?.body)) {
    for (const value of ["\u0000", "a\u0000b", ["\u0000"], { x: "\u0000" }]) {
      probes.push({ ...base, what: `body ${key}=${JSON.stringify(value)}`, url, payload: { [key]: value } });
    }
    for (const value of [2147483648, 2 ** 53 + 2, -1, "x".repeat(5000), {}, [], true]) {
      const what = `body ${key}=${JSON.stringify(value).slice(0, 20)}`;
      probes.push({ ...base, what, url, payload: { [key]: value }, mayPass: true });
    }
  }
  probes.push({ ...base, what: "NUL in a body key", url, payload: { "a\u0000": "x" } });
  return probes;
}

describe("every route", () => {
  it("covers the routes the app has (read from the app, not listed by hand)", () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain("POST /api/customer/contact");
  });

  it("answers a caller without a token 401 on every guarded route, before looking at the input", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const payload = hasBody(route) && !route.multipart ? { zz_unknown: "\u0000" } : undefined;
      const res = await send({ what: "no token", route, url: `${pathOf(route, "abc")}?zz=%00`, payload });
      const expected = route.authorities === null ? res.statusCode < 500 : res.statusCode === 401;
      if (!expected) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers a signed-in user without the authority 403 before looking at the input", async () => {
    const failures: string[] = [];
    const forbidden = routes.filter((r) => r.authorities?.some((authority) => !SHIPPER_CAN.has(authority)));
    expect(forbidden.length).toBeGreaterThan(3);
    for (const route of forbidden) {
      const payload = hasBody(route) && !route.multipart ? 12345 : undefined;
      const res = await send({ what: "no authority", route, token: shipper, url: pathOf(route, "abc"), payload });
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers NUL characters, huge integers, wrong types and unknown fields with a 4xx and changes nothing", async () => {
    const failures: string[] = [];
    // a rate route's probe turned away at the door (403) never tested its validation
    const rateRefused: string[] = [];
    let sent = 0;
    let rateSent = 0;
    for (const route of routes) {
      for (const probe of probesFor(route)) {
        const res = await send(probe);
        sent += 1;
        if (res.statusCode >= 500 || (res.statusCode < 400 && !probe.mayPass)) {
          failures.push(`${route.method} ${probe.url} (${probe.what}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        if (asForwarder(route)) {
          rateSent += 1;
          if (res.statusCode === 403) rateRefused.push(`${route.method} ${probe.url} (${probe.what})`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(rateRefused).toEqual([]);
    expect(rateSent).toBeGreaterThan(50);
    expect(sent).toBeGreaterThan(500);
    expect(await tableDigest(db)).toEqual(before);
  }, 120_000);

  it("names the field that holds a NUL character, in the caller's language", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/customer/contact",
      headers: auth(admin, "cn"),
      payload: { company1: "ACME\u0000" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "company1", message: "不能包含空字符（NUL）" }]);
  });
});
