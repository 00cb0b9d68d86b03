import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countries, outbox, sessions } from "../src/db/schema";
import { SessionMemory } from "../src/modules/auth/session-memory";
import { forgetRememberedSessions } from "../src/modules/auth/session-registry";
import { auth, buildExtraApp, createTestUser, loginAs, setupApp, someAddress, TEST_PASSWORD } from "./helpers";

// Sessions are checked from memory, and every write that changes a check's answer
// takes effect on the very next request, on every app of the database (both engines).
const ctx = await setupApp();
const { db } = ctx.db;
const other = await buildExtraApp(ctx.db);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const userinfo = (token: string, app = ctx.app) => app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) });
const [china] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "CN"));

/** Signs in and makes sure both apps remember the session, so a change has something to undo. */
async function rememberedSession(username: string): Promise<string> {
  const token = await loginAs(ctx.app, username);
  for (const app of [ctx.app, other]) {
    expect((await userinfo(token, app)).statusCode).toBe(200);
    expect(app.sessionMemory.recall(sha256(token), Date.now())).toBeDefined();
  }
  return token;
}

async function expectRefused(token: string) {
  for (const app of [ctx.app, other]) expect((await userinfo(token, app)).statusCode).toBe(401);
}

async function signIn(roles: string[] = ["shipper"]) {
  const user = await createTestUser(ctx.db, roles);
  return { user, token: await rememberedSession(user.username) };
}

const admin = await signIn(["admin"]);

describe("the session memory", () => {
  it("answers a remembered session without the database: a write behind the app's back is seen once the app is told", async () => {
    const { token } = await signIn();
    await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.token_hash, sha256(token)));
    expect((await userinfo(token)).statusCode).toBe(200);
    forgetRememberedSessions(db);
    await expectRefused(token);
  });

  it("does not keep an answer read before a forget", () => {
    const memory = new SessionMemory(10, 60_000, true);
    const now = Date.now();
    const entry = rememberedEntry(1, "a", now);
    const epoch = memory.epoch;
    // the read began, then a write committed and forgot the user, then the read answered
    memory.forgetUser(1);
    memory.remember("a", entry, epoch);
    expect(memory.recall("a", now)).toBeUndefined();
    memory.remember("a", entry, memory.epoch);
    expect(memory.recall("a", now)).toBe(entry);
  });

  it("lets the least recently used session go past its capacity, and trusts nothing while told not to", () => {
    const memory = new SessionMemory(2, 60_000, true);
    const now = Date.now();
    for (const key of ["a", "b"]) memory.remember(key, rememberedEntry(1, key, now), memory.epoch);
    memory.recall("a", now);
    memory.remember("c", rememberedEntry(1, "c", now), memory.epoch);
    expect([memory.recall("a", now), memory.recall("b", now), memory.recall("c", now)].map(Boolean)).toEqual([true, false, true]);
    memory.setTrusted(false);
    memory.remember("d", rememberedEntry(1, "d", now), memory.epoch);
    expect(memory.size).toBe(0);
    // a session judged expired is asked of the database again
    const stale = new SessionMemory(2, 1000, true);
    stale.remember("a", rememberedEntry(1, "a", now), stale.epoch);
    expect(stale.recall("a", now + 1000)).toBeUndefined();
  });
});

describe("takes effect on the very next request, on every app of the database", () => {
  it("a session ended from the sessions list, and a sign-out", async () => {
    const { user, token } = await signIn();
    const keep = await rememberedSession(user.username);
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(token)));
    const ended = await other.inject({ method: "DELETE", url: `/api/userinfo/sessions/${row.id}`, headers: auth(keep) });
    expect(ended.statusCode).toBe(200);
    await expectRefused(token);
    expect((await userinfo(keep)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "POST", url: "/api/system/logout", headers: auth(keep) })).statusCode).toBe(200);
    await expectRefused(keep);
  });

  it("a user disabled by an admin", async () => {
    const { user, token } = await signIn();
    const res = await other.inject({
      method: "PUT",
      url: `/api/admin/users/${user.id}`,
      headers: auth(admin.token),
      payload: { enabled: false },
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(token);
  });

  it("a change of roles", async () => {
    const { user, token } = await signIn(["forwarder"]);
    const rates = () => ctx.app.inject({ method: "GET", url: "/api/rate", headers: auth(token) });
    expect((await rates()).statusCode).toBe(200);
    const res = await other.inject({
      method: "PUT",
      url: `/api/admin/users/${user.id}`,
      headers: auth(admin.token),
      payload: { roles: ["shipper"] },
    });
    expect(res.statusCode).toBe(200);
    expect((await rates()).statusCode).toBe(403);
    expect((await userinfo(token, other)).json().data.roles).toEqual(["shipper"]);
  });

  it("a password change: every other session ends", async () => {
    const { user, token } = await signIn();
    const current = await rememberedSession(user.username);
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/userinfo/password",
      headers: auth(current),
      payload: { current_password: TEST_PASSWORD, password: "Another-sturdy-77" },
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(token);
    for (const app of [ctx.app, other]) expect((await userinfo(current, app)).statusCode).toBe(200);
  });

  it("a password reset: every session ends", async () => {
    const { user, token } = await signIn();
    const common = { headers: { lang: "en" }, remoteAddress: someAddress() };
    await ctx.app.inject({ method: "POST", url: "/api/system/forget", payload: { username: user.username }, ...common });
    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, user.username), eq(outbox.kind, "reset_code")))
      .orderBy(desc(outbox.id))
      .limit(1);
    const vcode = /\b(\d{6})\b/.exec(mail.text)?.[1];
    const payload = { username: user.username, vcode, password: "Harbour-lights-77" };
    const res = await other.inject({ method: "POST", url: "/api/system/password", payload, ...common });
    expect(res.statusCode).toBe(200);
    await expectRefused(token);
  });

  it("a profile edit: the account read with every session is the new one", async () => {
    const { user, token } = await signIn();
    const second = await rememberedSession(user.username);
    const profile = {
      linkman: "WANG FANG",
      phone: "+8657487000000",
      company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
      address1: "NO. 1 ZHONGSHAN EAST ROAD",
      city: "NINGBO",
      country_id: china.id,
    };
    const res = await other.inject({ method: "PUT", url: "/api/userinfo", headers: auth(second), payload: profile });
    expect(res.statusCode).toBe(200);
    for (const app of [ctx.app, other]) {
      expect((await userinfo(token, app)).json().data).toMatchObject({ linkman: "WANG FANG", city: "NINGBO" });
    }
  });
});

function rememberedEntry(userId: number, tokenHash: string, now: number) {
  const session = {
    id: 1,
    token_hash: tokenHash,
    prev_token_hash: null,
    prev_valid_until: null,
    renewed_at: new Date(now),
    last_seen_at: new Date(now),
    expires_at: new Date(now + 3600_000),
  };
  return { session, user: { id: userId } as never, authorities: [], verifiedAt: now };
}
