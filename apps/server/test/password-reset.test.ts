import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, passwordResets, users } from "../src/db/schema";
import { auth, createTestUser, loginAs, setupApp, someAddress, TEST_PASSWORD } from "./helpers";

// A 6-digit code by mail, stored hashed, single use,
// 5 wrong tries, 10 minutes, one request a minute, and no hint whether the account exists.
const ctx = await setupApp();
const { db } = ctx.db;

const NEW_PASSWORD = "Harbour-lights-77";

function forget(username: string, how: "POST" | "GET" = "POST", lang: "cn" | "en" = "en") {
  const common = { headers: { lang }, remoteAddress: someAddress() };
  return how === "POST"
    ? ctx.app.inject({ method: "POST", url: "/api/system/forget", payload: { username }, ...common })
    : ctx.app.inject({ method: "GET", url: `/api/system/forget?username=${encodeURIComponent(username)}`, ...common });
}
function reset(username: string, vcode: string, password = NEW_PASSWORD, lang: "cn" | "en" = "en") {
  return ctx.app.inject({
    method: "POST",
    url: "/api/system/password",
    headers: { lang },
    payload: { username, vcode, password },
    remoteAddress: someAddress(),
  });
}
function login(username: string, password: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/system/login",
    payload: { username, password },
    remoteAddress: someAddress(),
  });
}
const mailsTo = (to: string, kind: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
/** The code as the user reads it in the mail queued for them. */
async function mailedCode(to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, "reset_code")))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
}
const resetRow = (username: string) =>
  db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.username, username))
    .orderBy(desc(passwordResets.id))
    .then((rows) => rows[0]);
const hashOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0].password_hash;
const otherCode = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, "0");

/** A user with a code requested; returns both. */
async function userWithCode() {
  const user = await createTestUser(ctx.db);
  expect((await forget(user.username)).statusCode).toBe(200);
  return { user, code: await mailedCode(user.username) };
}

describe("requesting a code", () => {
  it.each(["POST", "GET"] as const)(
    "answers %s the same for a real and an unknown account, and mails a code only to the real one",
    async (how) => {
      const user = await createTestUser(ctx.db);
      const unknown = `nobody-${how.toLowerCase()}-${Date.now()}@example.com`;
      const real = await forget(user.username, how);
      const ghost = await forget(unknown, how);
      expect(real.statusCode).toBe(200);
      expect(real.json()).toEqual({ code: 0, msg: "ok", data: { resend_after: 60 } });
      expect(ghost.statusCode).toBe(200);
      expect(ghost.body).toBe(real.body);
      expect(await mailsTo(user.username, "reset_code")).toHaveLength(1);
      expect(await db.$count(outbox, eq(outbox.to, unknown))).toBe(0);
      expect(await resetRow(unknown)).toMatchObject({ user_id: null });
    },
  );

  it("stores only a hash of the code", async () => {
    const { user, code } = await userWithCode();
    expect(code).toMatch(/^\d{6}$/);
    const row = await resetRow(user.username);
    expect(row.user_id).toBe(user.id);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("refuses a second request within 60 s with 429, for real and unknown accounts alike", async () => {
    const { user } = await userWithCode();
    const unknown = `ghost-${Date.now()}@example.com`;
    expect((await forget(unknown)).statusCode).toBe(200);
    for (const username of [user.username, unknown]) {
      const again = await forget(username, "GET");
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({
        code: 1,
        error_code: "RESET_RESEND_TOO_SOON",
        msg: expect.stringMatching(/^Please wait (59|60) seconds/),
      });
    }
    const cn = await forget(user.username.toUpperCase(), "POST", "cn");
    expect(cn.statusCode).toBe(429);
    expect(cn.json().msg).toMatch(/^请在 (59|60) 秒后再获取验证码$/);
    expect(await mailsTo(user.username, "reset_code")).toHaveLength(1);

    // a minute later a new code may be sent
    await db
      .update(passwordResets)
      .set({ create_time: new Date(Date.now() - 61_000) })
      .where(eq(passwordResets.username, user.username));
    expect((await forget(user.username)).statusCode).toBe(200);
    expect(await mailsTo(user.username, "reset_code")).toHaveLength(2);
  });

  it("names username when it is not an e-mail", async () => {
    const res = await forget("not-an-email", "GET");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: "VALIDATION_FAILED", errors: [{ field: "username" }] });
  });
});

describe("resetting with the code", () => {
  it("sets the new password, refuses the old one and signs every session out", async () => {
    const { user, code } = await userWithCode();
    const sessions = [await loginAs(ctx.app, user.username), await loginAs(ctx.app, user.username)];

    const res = await reset(user.username, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: "ok", data: null });
    for (const token of sessions) {
      expect((await ctx.app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) })).statusCode).toBe(401);
    }
    expect((await login(user.username, TEST_PASSWORD)).json()).toMatchObject({ error_code: "AUTH_LOGIN_FAILED" });
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await mailsTo(user.username, "password_changed")).toHaveLength(1);

    const used = await reset(user.username, code, "Another-fine-pass-9");
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      error_code: "RESET_CODE_USED",
      msg: "The verification code has already been used, please request a new one",
    });
  });

  it("refuses an expired code", async () => {
    const { user, code } = await userWithCode();
    const before = await hashOf(user.id);
    await db
      .update(passwordResets)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.username, user.username));
    const res = await reset(user.username, code, NEW_PASSWORD, "cn");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: "RESET_CODE_EXPIRED", msg: "验证码已过期，请重新获取" });
    expect(await hashOf(user.id)).toBe(before);
  });

  it("answers INVALID for four wrong codes and LOCKED from the fifth on, even for the right code", async () => {
    const { user, code } = await userWithCode();
    const before = await hashOf(user.id);
    for (let i = 1; i <= 4; i++) {
      const res = await reset(user.username, otherCode(code, i));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: "RESET_CODE_INVALID", msg: "The verification code is wrong" });
    }
    expect((await reset(user.username, otherCode(code, 5))).json()).toMatchObject({
      error_code: "RESET_CODE_LOCKED",
      msg: "Too many wrong codes: please request a new verification code",
    });
    expect((await reset(user.username, code)).json()).toMatchObject({ error_code: "RESET_CODE_LOCKED" });
    expect(await hashOf(user.id)).toBe(before);
  });

  it.each([["12345"], ["1234567"], ["12a456"], [""]])("names vcode for %j and counts no try", async (vcode) => {
    const { user } = await userWithCode();
    const res = await reset(user.username, vcode);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe("VALIDATION_FAILED");
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(["vcode"]));
    expect(res.json().errors.every((e: { field: string }) => e.field === "vcode")).toBe(true);
    expect((await resetRow(user.username)).attempts).toBe(0);
  });

  it("explains a malformed code in the caller's language", async () => {
    const res = await reset("someone@example.com", "12345", NEW_PASSWORD, "cn");
    expect(res.json().errors).toEqual([{ field: "vcode", message: "验证码为 6 位数字" }]);
  });

  it.each([
    ["5 characters", "Qz7#k", expect.stringMatching(/^At least \d characters$/)],
    ["7 characters, under the default minimum of 8", "Qz7#kLm", "At least 8 characters"],
    ["a common password", "password1", "This password is too common, please choose another"],
  ])("refuses a new password of %s and leaves the account and the code as they were", async (_label, password, message) => {
    const { user, code } = await userWithCode();
    const before = await hashOf(user.id);
    const res = await reset(user.username, code, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: "VALIDATION_FAILED", errors: [{ field: "password", message }] });
    expect(await hashOf(user.id)).toBe(before);
    expect(await resetRow(user.username)).toMatchObject({ attempts: 0, used_at: null });
  });
  it("names the minimum in force, not the floor, for a 5-character new password", async () => {
    const { user, code } = await userWithCode();
    const res = await reset(user.username, code, "Qz7#k");
    expect(res.json().errors).toEqual([{ field: "password", message: "At least 8 characters" }]);
  });

  it("answers INVALID for every code of an account that does not exist", async () => {
    const never = `never-asked-${Date.now()}@example.com`;
    for (const vcode of ["000000", "123456", "999999", "654321", "111111", "222222"]) {
      expect((await reset(never, vcode)).json()).toMatchObject({ error_code: "RESET_CODE_INVALID" });
    }
    const asked = `asked-${Date.now()}@example.com`;
    expect((await forget(asked)).statusCode).toBe(200);
    for (const vcode of ["000000", "123456", "999999", "654321"]) {
      const res = await reset(asked, vcode);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: "RESET_CODE_INVALID", msg: "The verification code is wrong" });
    }
    // the fifth wrong try answers as it would for a real account: the answers tell nobody which e-mails exist
    expect((await reset(asked, "777777")).json().error_code).toBe("RESET_CODE_LOCKED");
  });

  it("lets exactly one of two simultaneous resets with the right code through", async () => {
    const { user, code } = await userWithCode();
    const [first, second] = await Promise.all([
      reset(user.username, code, "First-winner-11"),
      reset(user.username, code, "Second-winner-22"),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const loser = first.statusCode === 200 ? second : first;
    expect(loser.json().error_code).toBe("RESET_CODE_USED");
    const winner = first.statusCode === 200 ? "First-winner-11" : "Second-winner-22";
    expect((await login(user.username, winner)).statusCode).toBe(200);
    expect(await mailsTo(user.username, "password_changed")).toHaveLength(1);
  });
});
