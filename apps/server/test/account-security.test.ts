import { and, eq, isNull } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { outbox, sessions, users } from "../src/db/schema";
import { auth, createTestUser, loginAs, setupApp, someAddress, TEST_PASSWORD } from "./helpers";

// Changing a password needs the current one and signs every other
// session out; a user sees and ends their own sessions, and only theirs.
const ctx = await setupApp();
const { db } = ctx.db;

function changePassword(token: string, body: object, lang: "cn" | "en" = "en") {
  return ctx.app.inject({ method: "PUT", url: "/api/userinfo/password", headers: auth(token, lang), payload: body });
}
const get = (token: string, url: string) => ctx.app.inject({ method: "GET", url, headers: auth(token) });
const login = (username: string, password: string) =>
  ctx.app.inject({ method: "POST", url: "/api/system/login", payload: { username, password }, remoteAddress: someAddress() });
const hashOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0].password_hash;
const liveSessions = (userId: number) => db.$count(sessions, and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));

async function signedIn() {
  const user = await createTestUser(ctx.db);
  return { user, token: await loginAs(ctx.app, user.username) };
}

describe("PUT /api/userinfo/password", () => {
  afterEach(async () => {
    await ctx.app.configService.set({ password_min: "8" });
  });

  it("refuses a wrong current password on current_password and changes nothing", async () => {
    const { user, token } = await signedIn();
    await loginAs(ctx.app, user.username);
    const before = await hashOf(user.id);
    const res = await changePassword(token, { current_password: "Not-my-password-1", password: "Brand-new-pass-1" }, "cn");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 1,
      error_code: "AUTH_PASSWORD_WRONG",
      msg: "当前密码不正确",
      errors: [{ field: "current_password", message: "当前密码不正确" }],
    });
    expect(await hashOf(user.id)).toBe(before);
    expect(await liveSessions(user.id)).toBe(2);
    expect(await db.$count(outbox, eq(outbox.to, user.username))).toBe(0);
  });

  it.each([
    ["5 characters", "Qz7#k", expect.stringMatching(/^At least \d characters$/)],
    ["a common password", "password1", "This password is too common, please choose another"],
  ])("refuses a new password of %s and changes nothing", async (_label, password, message) => {
    const { user, token } = await signedIn();
    const before = await hashOf(user.id);
    const res = await changePassword(token, { current_password: TEST_PASSWORD, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: "VALIDATION_FAILED", errors: [{ field: "password", message }] });
    expect(await hashOf(user.id)).toBe(before);
  });
  it("names the minimum in force, not the floor, for a 5-character new password", async () => {
    const { token } = await signedIn();
    const res = await changePassword(token, { current_password: TEST_PASSWORD, password: "Qz7#k" });
    expect(res.json().errors).toEqual([{ field: "password", message: "At least 8 characters" }]);
  });

  it("follows password_min: 10 refuses 9 characters, 6 accepts 6", async () => {
    const { user, token } = await signedIn();
    await ctx.app.configService.set({ password_min: "10" });
    const short = await changePassword(token, { current_password: TEST_PASSWORD, password: "Qz7#kLm2x" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: "password", message: "At least 10 characters" }]);

    await ctx.app.configService.set({ password_min: "6" });
    const six = await changePassword(token, { current_password: TEST_PASSWORD, password: "Qz7#kL" });
    expect(six.statusCode).toBe(200);
    expect((await login(user.username, "Qz7#kL")).statusCode).toBe(200);
  });

  it("keeps the caller's session, ends the others and mails the user", async () => {
    const { user, token } = await signedIn();
    const other = await loginAs(ctx.app, user.username);
    const res = await changePassword(token, { current_password: TEST_PASSWORD, password: "Brand-new-pass-1" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: "ok", data: null });

    expect((await get(token, "/api/userinfo")).statusCode).toBe(200);
    expect((await get(other, "/api/userinfo")).statusCode).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login(user.username, "Brand-new-pass-1")).statusCode).toBe(200);
    // loginAs signs in without a lang header, so the user's language is now English
    const mails = await db.select().from(outbox).where(eq(outbox.to, user.username));
    expect(mails).toMatchObject([{ kind: "password_changed", lang: "en", subject: "Your password was changed" }]);
  });

  it("needs a signed-in caller and a strict body", async () => {
    const anonymous = await ctx.app.inject({
      method: "PUT",
      url: "/api/userinfo/password",
      payload: { current_password: "x", password: "Brand-new-pass-1" },
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await signedIn();
    const extra = await changePassword(token, { current_password: TEST_PASSWORD, password: "Brand-new-pass-1", user_id: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([{ field: "user_id", message: "Unknown field" }]);
  });
});

describe("sessions", () => {
  it("lists only the caller's active sessions and marks the current one", async () => {
    const { user, token } = await signedIn();
    const second = await loginAs(ctx.app, user.username);
    const ended = await loginAs(ctx.app, user.username);
    await ctx.app.inject({ method: "POST", url: "/api/system/logout", headers: auth(ended) });
    await signedIn(); // someone else's session must not show up

    const res = await get(token, "/api/userinfo/sessions");
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: number; current: boolean; ip: string }[];
    const mine = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, user.id), isNull(sessions.revoked_at)));
    expect(list.map((s) => s.id).sort()).toEqual(mine.map((s) => s.id).sort());
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);

    const fromSecond = (await get(second, "/api/userinfo/sessions")).json().data as { id: number; current: boolean }[];
    expect(fromSecond.find((s) => s.current)?.id).not.toBe(list.find((s) => s.current)?.id);
  });

  it("ends one of the caller's sessions", async () => {
    const { user, token } = await signedIn();
    const other = await loginAs(ctx.app, user.username);
    const list = (await get(token, "/api/userinfo/sessions")).json().data as { id: number; current: boolean }[];
    const target = list.find((s) => !s.current) as { id: number };

    const res = await ctx.app.inject({ method: "DELETE", url: `/api/userinfo/sessions/${target.id}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect((await get(other, "/api/userinfo")).statusCode).toBe(401);
    expect((await get(token, "/api/userinfo")).statusCode).toBe(200);
    expect((await get(token, "/api/userinfo/sessions")).json().data).toHaveLength(1);
  });

  it("answers 404 for someone else's session and leaves it alone", async () => {
    const me = await signedIn();
    const them = await signedIn();
    const [theirs] = await db.select().from(sessions).where(eq(sessions.user_id, them.user.id));

    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/api/userinfo/sessions/${theirs.id}`,
      headers: auth(me.token, "cn"),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 1, error_code: "RECORD_NOT_FOUND", msg: "记录不存在" });
    expect((await get(them.token, "/api/userinfo")).statusCode).toBe(200);
    expect(await liveSessions(them.user.id)).toBe(1);
  });

  it("answers 400 for an id that is not a number and 401 without a token", async () => {
    const { token } = await signedIn();
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/userinfo/sessions/abc", headers: auth(token) })).statusCode).toBe(
      400,
    );
    expect((await ctx.app.inject({ method: "GET", url: "/api/userinfo/sessions" })).statusCode).toBe(401);
  });
});
