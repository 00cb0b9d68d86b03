import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countries, sessions, users } from "../src/db/schema";
import { forgetRememberedSessions } from "../src/modules/auth/session-registry";
import { auth, buildExtraApp, createTestUser, defined, loginAs, setupApp, TEST_PASSWORD } from "./helpers";

// Sessions: opaque tokens stored as SHA-256, sliding expiry, X-Renewed-Token with a
// 60 s grace window for the replaced token, revocation on logout and password change.
const ctx = await setupApp();
const { db } = ctx.db;
// The apps remember verified sessions; a write made here, behind their back, must tell them
// (the app's own writes do: session-memory.test.ts).
const behindTheBack = () => forgetRememberedSessions(db);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const userinfo = (token: string, app = ctx.app) => app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) });
const sessionOf = (token: string) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.token_hash, sha256(token)))
    .then((rows) => rows[0]);

function expectUnauthenticated(res: Awaited<ReturnType<typeof userinfo>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ code: 1, error_code: "AUTH_REQUIRED", msg: "Authentication failed, please sign in again" });
}

describe("tokens", () => {
  let user: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    user = await createTestUser(ctx.db);
  });

  it("gives an opaque token and stores only its SHA-256", async () => {
    const token = await loginAs(ctx.app, user.username);
    // random bytes, not a JWT or anything else that carries the account in it
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain(user.username);

    const rows = await db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(token);
    expect(rows[0].token_hash).toBe(sha256(token));
    expect(rows[0].expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    const second = await loginAs(ctx.app, user.username);
    expect(second).not.toBe(token);
    expect((await userinfo(token)).statusCode).toBe(200);
    expect((await userinfo(second)).statusCode).toBe(200);
  });

  it("answers 401 AUTH_REQUIRED without a token, with a garbage token and with a malformed header", async () => {
    expectUnauthenticated(await ctx.app.inject({ method: "GET", url: "/api/userinfo", headers: { lang: "en" } }));
    expectUnauthenticated(await userinfo("garbage"));
    expectUnauthenticated(await userinfo("A".repeat(43)));
    const basic = await ctx.app.inject({ method: "GET", url: "/api/userinfo", headers: { authorization: "Basic Zm9vOmJhcg==" } });
    expect(basic.statusCode).toBe(401);
  });

  it("answers 401 in Chinese when the caller asks for cn", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/userinfo", headers: { lang: "cn" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error_code: "AUTH_REQUIRED", msg: "认证失败，请重新登录" });
  });

  it("ends a session once it has been idle past its expiry", async () => {
    const token = await loginAs(ctx.app, user.username);
    await db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, sha256(token)));
    behindTheBack();
    expectUnauthenticated(await userinfo(token));
  });

  it("slides the expiry forward when a session is used", async () => {
    const token = await loginAs(ctx.app, user.username);
    const soon = new Date(Date.now() + 60_000);
    await db
      .update(sessions)
      .set({ expires_at: soon, last_seen_at: new Date(Date.now() - 5 * 60_000) })
      .where(eq(sessions.token_hash, sha256(token)));
    behindTheBack();
    expect((await userinfo(token)).statusCode).toBe(200);
    const after = await sessionOf(token);
    expect(after.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it("revokes the session on logout", async () => {
    const token = await loginAs(ctx.app, user.username);
    const other = await loginAs(ctx.app, user.username);
    const res = await ctx.app.inject({ method: "POST", url: "/api/system/logout", headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0 });
    expect((await sessionOf(token)).revoked_at).not.toBeNull();
    expectUnauthenticated(await userinfo(token));
    // only that one session ends
    expect((await userinfo(other)).statusCode).toBe(200);
  });

  it("refuses a disabled user's token on the next call", async () => {
    const disabled = await createTestUser(ctx.db);
    const token = await loginAs(ctx.app, disabled.username);
    expect((await userinfo(token)).statusCode).toBe(200);
    await db.update(users).set({ enabled: false }).where(eq(users.id, disabled.id));
    behindTheBack();
    expectUnauthenticated(await userinfo(token));
  });

  // Both apps remember the session; the revoke through one reaches the other at once.
  it("refuses a session revoked by another server on the very next call, on every app of the database", async () => {
    const token = await loginAs(ctx.app, user.username);
    const other = await buildExtraApp(ctx.db);
    expect((await userinfo(token)).statusCode).toBe(200);
    expect((await userinfo(token, other)).statusCode).toBe(200);
    const keep = await loginAs(ctx.app, user.username);
    const id = (await sessionOf(token)).id;
    const revoke = await other.inject({ method: "DELETE", url: `/api/userinfo/sessions/${id}`, headers: auth(keep) });
    expect(revoke.statusCode).toBe(200);
    expectUnauthenticated(await userinfo(token));
    expectUnauthenticated(await userinfo(token, other));
  });

  it("applies a change of roles on the very next call", async () => {
    const member = await createTestUser(ctx.db, ["shipper"]);
    const token = await loginAs(ctx.app, member.username);
    const contacts = () => ctx.app.inject({ method: "GET", url: "/api/customer/contact", headers: auth(token) });
    expect((await contacts()).statusCode).toBe(200);
    await db.update(users).set({ roles: [] }).where(eq(users.id, member.id));
    behindTheBack();
    expect((await contacts()).statusCode).toBe(403);
    expect((await userinfo(token)).json().data.authorities).toEqual([]);
  });

  it("answers many calls on one session, then refuses it once it has expired", async () => {
    const token = await loginAs(ctx.app, user.username);
    const answers = await Promise.all(Array.from({ length: 20 }, () => userinfo(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    await db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, sha256(token)));
    behindTheBack();
    expectUnauthenticated(await userinfo(token));
  });
});

describe("renewal (X-Renewed-Token)", () => {
  let username: string;
  let renewing: Awaited<ReturnType<typeof buildExtraApp>>;
  beforeAll(async () => {
    username = (await createTestUser(ctx.db)).username;
    // same database, but every call with the current token is due for renewal
    renewing = await buildExtraApp(ctx.db, { sessionPolicy: { renewAfterMs: 0 } });
  });

  it("does not renew a fresh token under the default policy", async () => {
    const token = await loginAs(ctx.app, username);
    const res = await userinfo(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-renewed-token"]).toBeUndefined();
  });

  it("answers with a new working token and keeps the old one valid for the grace window", async () => {
    const old = await loginAs(ctx.app, username);
    const res = await userinfo(old, renewing);
    expect(res.statusCode).toBe(200);
    const fresh = res.headers["x-renewed-token"] as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(fresh).not.toBe(old);
    expect(res.headers["access-control-expose-headers"]).toContain("x-renewed-token");

    const row = await sessionOf(fresh);
    expect(row.prev_token_hash).toBe(sha256(old));
    const grace = defined(row.prev_valid_until, "the old token's grace").getTime() - Date.now();
    expect(grace).toBeGreaterThan(30_000);
    expect(grace).toBeLessThanOrEqual(60_000);

    // checked on the default app, so these calls do not rotate again
    expect((await userinfo(fresh)).json().data.username).toBe(username);
    expect((await userinfo(old)).statusCode).toBe(200);
  });

  it("refuses the old token once the grace window has passed", async () => {
    const old = await loginAs(ctx.app, username);
    const fresh = (await userinfo(old, renewing)).headers["x-renewed-token"] as string;
    await db
      .update(sessions)
      .set({ prev_valid_until: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, sha256(fresh)));
    behindTheBack();
    expectUnauthenticated(await userinfo(old));
    expect((await userinfo(fresh)).statusCode).toBe(200);
  });

  it("refuses the old token at once when the policy has no grace window", async () => {
    const noGrace = await buildExtraApp(ctx.db, { sessionPolicy: { renewAfterMs: 0, graceMs: 0 } });
    const old = await loginAs(ctx.app, username);
    const fresh = (await userinfo(old, noGrace)).headers["x-renewed-token"] as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(fresh).not.toBe(old);
    expectUnauthenticated(await userinfo(old));
    expect((await userinfo(fresh)).statusCode).toBe(200);
  });

  it("rotates once when concurrent calls carry the same old token, and all of them succeed", async () => {
    const old = await loginAs(ctx.app, username);
    const answers = await Promise.all(Array.from({ length: 5 }, () => userinfo(old, renewing)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const renewed = answers.map((r) => r.headers["x-renewed-token"]).filter(Boolean) as string[];
    expect(renewed).toHaveLength(1);
    const row = await sessionOf(renewed[0]);
    expect(row).toBeDefined();
    expect(row.prev_token_hash).toBe(sha256(old));
    expect((await userinfo(renewed[0])).statusCode).toBe(200);
  });
});

describe("password change", () => {
  it("revokes the user's other sessions but keeps the current one", async () => {
    const user = await createTestUser(ctx.db);
    const current = await loginAs(ctx.app, user.username);
    const other = await loginAs(ctx.app, user.username);
    const [china] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "CN"));
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/userinfo",
      headers: auth(current),
      payload: {
        linkman: "LI MING",
        phone: "+8613800000000",
        company1: "NINGBO TRADING CO., LTD.",
        address1: "NO. 1 ZHONGSHAN ROAD",
        city: "NINGBO",
        country_id: china.id,
        password: "Another-sturdy-77",
        current_password: TEST_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await userinfo(current)).statusCode).toBe(200);
    expectUnauthenticated(await userinfo(other));
    expect((await sessionOf(other)).revoked_at).not.toBeNull();
    // the new password is the one that signs in now
    await expect(loginAs(ctx.app, user.username)).rejects.toThrow(/login failed/);
    const signedIn = await loginAs(ctx.app, user.username, "Another-sturdy-77");
    expect((await userinfo(signedIn)).json().data.username).toBe(user.username);
  });
});
