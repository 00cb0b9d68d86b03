import { API_KEY_MAX_PER_USER, LIMITS } from "@haiyun/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeyFor, dcsa } from "./dcsa-fixtures";
import { dcsaErrors } from "./dcsa-schema";
import { auth, queryRows } from "./helpers";
import { call, orderTestApp } from "./order-fixtures";

// API keys: made, listed and revoked by their user in the portal; on the DCSA routes a key acts as
// its user, a session token is refused, and every refusal is DCSA's ErrorResponse.
const { app, db, people } = await orderTestApp({ owner: ["shipper"], stranger: ["shipper"] });
const { owner, stranger } = people;

const UNKNOWN = "/dcsa/bkg/v2/no-such-thing";

function expectErrorResponse(body: unknown, status: number) {
  expect(body).toMatchObject({ statusCode: status, httpMethod: expect.any(String), errors: expect.any(Array) });
  expect(dcsaErrors("BKG", "ErrorResponse", body)).toEqual([]);
}

describe("API keys", () => {
  it("shows a key once, lists it by name and prefix only, and marks it used", async () => {
    const created = await call(app, owner.token, "POST", "/api/userinfo/api-keys", { name: "ERP", scope: "read" });
    expect(created.statusCode, created.body).toBe(200);
    const { id, key } = created.json().data;
    expect(key).toMatch(/^hyk_[A-Za-z0-9_-]{43}$/);

    const list = (await call(app, owner.token, "GET", "/api/userinfo/api-keys")).json().data;
    const row = list.list.find((k: { id: number }) => k.id === id);
    expect(row).toEqual({
      id,
      name: "ERP",
      scope: "read",
      prefix: key.slice(0, 12),
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect(JSON.stringify(list)).not.toContain(key);
    const [stored] = await queryRows<{ key_hash: string }>(db, sql`SELECT key_hash FROM api_keys WHERE id = ${id}`);
    expect(stored?.key_hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await dcsa(app, key, "GET", UNKNOWN)).statusCode).toBe(404);
    const after = (await call(app, owner.token, "GET", "/api/userinfo/api-keys")).json().data.list;
    expect(after.find((k: { id: number }) => k.id === id).last_used_at).not.toBeNull();
    // another user's list does not show it
    const theirs = (await call(app, stranger.token, "GET", "/api/userinfo/api-keys")).json().data.list;
    expect(theirs.some((k: { id: number }) => k.id === id)).toBe(false);
  });

  it("refuses a missing, wrong or revoked key and a portal session with 401 in DCSA's shape", async () => {
    const missing = await app.inject({ method: "GET", url: UNKNOWN });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers["www-authenticate"]).toContain("Bearer");
    expectErrorResponse(missing.json(), 401);
    expect((await dcsa(app, "hyk_not-a-key", "GET", UNKNOWN)).statusCode).toBe(401);
    expect((await dcsa(app, owner.token, "GET", UNKNOWN)).statusCode).toBe(401);

    const key = await apiKeyFor(app, owner.token);
    const id = (await call(app, owner.token, "GET", "/api/userinfo/api-keys")).json().data.list[0].id;
    // another user cannot revoke it: the same 404 as a missing id
    const foreign = await call(app, stranger.token, "DELETE", `/api/userinfo/api-keys/${id}`);
    const absent = await call(app, stranger.token, "DELETE", "/api/userinfo/api-keys/999999");
    expect([foreign.statusCode, foreign.json().msg]).toEqual([absent.statusCode, absent.json().msg]);
    expect(foreign.statusCode).toBe(404);
    expect((await dcsa(app, key, "GET", UNKNOWN)).statusCode).toBe(404);

    expect((await call(app, owner.token, "DELETE", `/api/userinfo/api-keys/${id}`)).statusCode).toBe(200);
    const revoked = await dcsa(app, key, "GET", UNKNOWN, undefined, "cn");
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().statusCodeMessage).toContain("API 密钥");
    const listed = (await call(app, owner.token, "GET", "/api/userinfo/api-keys")).json().data.list;
    expect(listed.some((k: { id: number }) => k.id === id)).toBe(false);
  });

  it("is not accepted on the portal's own routes", async () => {
    const key = await apiKeyFor(app, owner.token);
    const res = await app.inject({ method: "GET", url: "/api/userinfo", headers: auth(key) });
    expect(res.statusCode).toBe(401);
  });

  it("lets a read key read only, in the caller's language", async () => {
    const key = await apiKeyFor(app, owner.token, "read");
    const write = await dcsa(app, key, "POST", "/dcsa/bkg/v2/bookings", {}, "en");
    expect(write.statusCode).toBe(403);
    expectErrorResponse(write.json(), 403);
    expect(write.json().errors[0]).toMatchObject({ errorCode: 7403, errorCodeText: "API_KEY_READ_ONLY" });
    const zh = await app.inject({
      method: "DELETE",
      url: "/dcsa/bkg/v2/bookings/X",
      headers: { authorization: `Bearer ${key}`, "accept-language": "zh-CN,zh;q=0.9" },
    });
    expect(zh.json().statusCodeMessage).toContain("只读");
  });

  it("takes the language tags for Chinese in the lang header, on the DCSA routes and the portal's alike", async () => {
    const key = await apiKeyFor(app, owner.token, "read");
    for (const lang of ["cn", "zh", "zh-CN", "zh-Hans", "zh_CN"]) {
      const dcsaAnswer = await app.inject({
        method: "DELETE",
        url: "/dcsa/bkg/v2/bookings/X",
        headers: { authorization: `Bearer ${key}`, lang },
      });
      expect(dcsaAnswer.json().statusCodeMessage, lang).toContain("只读");
      const portal = await app.inject({ method: "GET", url: "/api/userinfo", headers: { lang } });
      expect(portal.statusCode, lang).toBe(401);
      expect(portal.json().msg, lang).toBe("认证失败，请重新登录");
    }
    for (const lang of ["en", "en-US", "fr"]) {
      const portal = await app.inject({ method: "GET", url: "/api/userinfo", headers: { lang } });
      expect(portal.json().msg, lang).toBe("Authentication failed, please sign in again");
    }
  });

  it("answers an unknown DCSA path with a 404 ErrorResponse", async () => {
    const key = await apiKeyFor(app, owner.token);
    const res = await dcsa(app, key, "GET", "/dcsa/nothing/here");
    expect(res.statusCode).toBe(404);
    expectErrorResponse(res.json(), 404);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["api-version"]).toBeUndefined();
  });

  it("names the standard's version in API-Version on every answer of its paths, refusals included", async () => {
    const key = await apiKeyFor(app, owner.token);
    for (const [path, version] of [
      ["/dcsa/bkg/v2/bookings/NO-SUCH", "2.0.4"],
      ["/dcsa/ebl/v3/shipping-instructions/NO-SUCH", "3.0.3"],
      ["/dcsa/ebl/v3/transport-documents/NO-SUCH", "3.0.3"],
      ["/dcsa/vgm/v1/vgm-declarations?carrierBookingReference=NO-SUCH", "1.0.0"],
    ] as const) {
      const answer = await dcsa(app, key, "GET", path);
      expect(answer.headers["api-version"], path).toBe(version);
    }
    const refused = await app.inject({
      method: "GET",
      url: "/dcsa/bkg/v2/bookings/X",
      headers: { authorization: "Bearer hyk_wrong" },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["api-version"]).toBe("2.0.4");
  });

  it("holds at most the limit of live keys and refuses bad bodies", async () => {
    const user = stranger;
    const existing = (await call(app, user.token, "GET", "/api/userinfo/api-keys")).json().data.total;
    for (let i = existing; i < API_KEY_MAX_PER_USER; i++) await apiKeyFor(app, user.token);
    const over = await call(app, user.token, "POST", "/api/userinfo/api-keys", { name: "one more", scope: "write" });
    expect(over.statusCode).toBe(409);
    for (const body of [
      {},
      { name: "", scope: "read" },
      { name: "x", scope: "admin" },
      { name: "x", scope: "read", key: "mine" },
    ]) {
      expect((await call(app, owner.token, "POST", "/api/userinfo/api-keys", body)).statusCode).toBe(400);
    }
  });

  it("limits each key's calls a minute, each key on its own", async () => {
    const busy = await apiKeyFor(app, owner.token);
    const calm = await apiKeyFor(app, owner.token);
    let last = 0;
    for (let i = 0; i <= LIMITS.DCSA_CALLS_PER_MINUTE; i++) last = (await dcsa(app, busy, "GET", UNKNOWN)).statusCode;
    expect(last).toBe(429);
    expect((await dcsa(app, calm, "GET", UNKNOWN)).statusCode).toBe(404);
  });
});
