import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts } from "../src/db/schema";
import { buildExtraApp, createTestUser, setupApp, someAddress, TEST_PASSWORD } from "./helpers";

// A captcha after 3 failures for one username or one address in
// 15 minutes, more than 10 attempts a minute from one address is a 429, and no probing for accounts.
const ctx = await setupApp();
const { db } = ctx.db;

interface Attempt {
  ip?: string;
  lang?: "cn" | "en";
  captcha_id?: string;
  captcha?: string;
}
function login(username: string, password: string, attempt: Attempt = {}, app = ctx.app) {
  const { ip = someAddress(), lang = "en", ...captcha } = attempt;
  return app.inject({
    method: "POST",
    url: "/api/system/login",
    headers: { lang },
    payload: { username, password, ...captcha },
    remoteAddress: ip,
  });
}
async function newCaptcha() {
  const res = await ctx.app.inject({ method: "GET", url: "/api/system/captcha" });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; image: string };
}
/** The answer, from the test-only hook (registered because the app runs with NODE_ENV=test). */
async function answerOf(id: string): Promise<string> {
  const res = await ctx.app.inject({ method: "GET", url: `/api/test/captcha/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.code;
}
/** The SVG markup inside a captcha's data URL. */
const svgOf = (image: string) => Buffer.from(image.slice(image.indexOf(",") + 1), "base64").toString();
const wrongAnswer = (code: string) => [...code].map((c) => (c === "A" ? "B" : "A")).join("");
const unknownName = () => `nobody-${Math.random().toString(36).slice(2)}@example.com`;

/** A user whose username has three failures, each from its own address. */
async function userNeedingCaptcha() {
  const user = await createTestUser(ctx.db);
  for (let i = 0; i < 3; i++) await login(user.username, "Wrong-password-1");
  return user;
}

describe("the captcha", () => {
  it("is asked for after 3 failures for one username, even from different addresses", async () => {
    const user = await createTestUser(ctx.db);
    for (let i = 1; i <= 3; i++) {
      const res = await login(user.username, "Wrong-password-1");
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe("AUTH_LOGIN_FAILED");
      // the failure that reaches 3 already tells the form to show the captcha
      expect(res.json().captcha_required).toBe(i === 3 ? true : undefined);
    }
    const res = await login(user.username, TEST_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 1,
      error_code: "AUTH_CAPTCHA_REQUIRED",
      msg: "Please enter the captcha",
      captcha_required: true,
    });
    const cn = await login(user.username.toUpperCase(), TEST_PASSWORD, { lang: "cn", captcha_id: "only-an-id" });
    expect(cn.json()).toMatchObject({ error_code: "AUTH_CAPTCHA_REQUIRED", msg: "请输入验证码", captcha_required: true });
  });

  it("is asked for after 3 failures from one address for different usernames", async () => {
    const ip = someAddress();
    const results = [];
    for (const username of [unknownName(), unknownName(), (await createTestUser(ctx.db)).username]) {
      results.push((await login(username, "Wrong-password-1", { ip })).json());
    }
    expect(results.map((r) => r.captcha_required)).toEqual([undefined, undefined, true]);
    const fresh = await createTestUser(ctx.db);
    expect((await login(fresh.username, TEST_PASSWORD, { ip })).json()).toMatchObject({ error_code: "AUTH_CAPTCHA_REQUIRED" });
    // the same account from another address is not held up
    expect((await login(fresh.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("is no longer asked for once the failures are older than 15 minutes", async () => {
    const user = await userNeedingCaptcha();
    await db
      .update(loginAttempts)
      .set({ create_time: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempts.username, user.username));
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("comes as an id and an SVG data URL, never cached", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/system/captcha" });
    expect(res.headers["cache-control"]).toBe("no-store");
    const { id, image } = res.json().data;
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svgOf(image)).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg" width="120" height="40"/);
    expect((await newCaptcha()).id).not.toBe(id);
  });

  // letters written as <text> were read straight out of the markup, 40 of 40
  it("draws the answer as outlines, with no text a script could read", async () => {
    for (let i = 0; i < 10; i++) {
      const { id, image } = await newCaptcha();
      const svg = svgOf(image);
      expect(await answerOf(id)).toMatch(/^[A-Z2-9]{4}$/);
      expect(new Set(svg.match(/<\w+/g))).toEqual(new Set(["<svg", "<rect", "<path"]));
      // at least one outline per letter, besides the noise curves
      expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(4 + 3);
      // no text node at all, so not even a single letter of the answer stands between tags
      expect(svg.replace(/<[^>]*>/g, "")).toBe("");
      // path data is numbers and the commands M L Q C Z; what is left is lower case but for viewBox,
      // so no letter of the answer hides in an attribute either
      const outsidePathData = svg.replace(/ d="[MLQCZ0-9., -]*"/g, "").replace("viewBox", "");
      expect(outsidePathData).not.toMatch(/[A-Z]/);
    }
  });

  it("lets the right captcha and the right password in", async () => {
    const user = await userNeedingCaptcha();
    const { id } = await newCaptcha();
    const res = await login(user.username, TEST_PASSWORD, { captcha_id: id, captcha: (await answerOf(id)).toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toEqual(expect.any(String));
  });

  it("refuses a wrong captcha, and the captcha is spent by that one try", async () => {
    const user = await userNeedingCaptcha();
    const { id } = await newCaptcha();
    const answer = await answerOf(id);
    const wrong = await login(user.username, TEST_PASSWORD, { captcha_id: id, captcha: wrongAnswer(answer), lang: "cn" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_code: "AUTH_CAPTCHA_INVALID", msg: "验证码错误或已过期", captcha_required: true });
    const again = await login(user.username, TEST_PASSWORD, { captcha_id: id, captcha: answer });
    expect(again.json()).toMatchObject({ error_code: "AUTH_CAPTCHA_INVALID", msg: "The captcha is wrong or has expired" });
  });

  it("is single use even when it was right", async () => {
    const user = await userNeedingCaptcha();
    const { id } = await newCaptcha();
    const answer = await answerOf(id);
    // right captcha, wrong password: the captcha is used up
    expect((await login(user.username, "Wrong-password-2", { captcha_id: id, captcha: answer })).json()).toMatchObject({
      error_code: "AUTH_LOGIN_FAILED",
      captcha_required: true,
    });
    expect((await login(user.username, TEST_PASSWORD, { captcha_id: id, captcha: answer })).json().error_code).toBe(
      "AUTH_CAPTCHA_INVALID",
    );
  });

  it("refuses an unknown captcha id", async () => {
    const user = await userNeedingCaptcha();
    expect(
      (await login(user.username, TEST_PASSWORD, { captcha_id: "no-such-captcha", captcha: "ABCD" })).json().error_code,
    ).toBe("AUTH_CAPTCHA_INVALID");
  });
});

describe("no probing for accounts", () => {
  it.each(["en", "cn"] as const)("answers a wrong password and an unknown username alike (%s)", async (lang) => {
    const user = await createTestUser(ctx.db);
    const wrongPassword = await login(user.username, "Wrong-password-1", { lang });
    const unknownUser = await login(unknownName(), TEST_PASSWORD, { lang });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownUser.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownUser.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({
      code: 1,
      error_code: "AUTH_LOGIN_FAILED",
      msg: lang === "cn" ? "登录失败，请检查用户名和密码" : "Login failed, please check your username and password",
    });
  });
});

describe("attempts per address", () => {
  it("answers 429 to the 11th attempt in a minute from one address, even with the right password", async () => {
    const ip = someAddress();
    const user = await createTestUser(ctx.db);
    for (let i = 1; i <= 10; i++) {
      expect((await login(unknownName(), "Wrong-password-1", { ip })).statusCode).toBe(400);
    }
    const limited = await login(user.username, TEST_PASSWORD, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 1, error_code: "RATE_LIMITED", msg: "Too many requests, please try again later" });
    const cn = await login(user.username, TEST_PASSWORD, { ip, lang: "cn" });
    expect(cn.json()).toMatchObject({ error_code: "RATE_LIMITED", msg: "请求过于频繁，请稍后再试" });
    // another address is not affected
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

// A password guesser against one account meets the captcha, then the 429; the
// counts are in the database, so guesses spread over two instances add up all the same
describe("brute force on one account from one address", () => {
  it("gets the captcha requirement first, then 429, across instances, even solving every captcha", async () => {
    const other = await buildExtraApp(ctx.db);
    const user = await createTestUser(ctx.db);
    const ip = someAddress();
    const instanceOf = (i: number) => (i % 2 === 0 ? ctx.app : other);
    const seen: string[] = [];
    for (let i = 1; i <= 10; i++) {
      // guesses 7 to 10 come with a solved captcha, as from a captcha-solving service
      const captcha = i >= 7 ? await newCaptcha() : null;
      const solved = captcha ? { captcha_id: captcha.id, captcha: await answerOf(captcha.id) } : {};
      const res = await login(user.username, `Guess-${i}-password`, { ip, ...solved }, instanceOf(i));
      seen.push(`${res.statusCode} ${res.json().error_code} ${res.json().captcha_required ?? "-"}`);
    }
    expect(seen).toEqual([
      "400 AUTH_LOGIN_FAILED -",
      "400 AUTH_LOGIN_FAILED -",
      "400 AUTH_LOGIN_FAILED true",
      ...Array(3).fill("400 AUTH_CAPTCHA_REQUIRED true"),
      ...Array(4).fill("400 AUTH_LOGIN_FAILED true"),
    ]);
    // the 11th guess in the minute is turned away whatever it carries: the right password, a solved captcha
    const { id } = await newCaptcha();
    for (const app of [ctx.app, other]) {
      const res = await login(user.username, TEST_PASSWORD, { ip, captcha_id: id, captcha: await answerOf(id) }, app);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ error_code: "RATE_LIMITED" });
    }
    // the owner, from another address, still gets in through the captcha
    const res = await login(user.username, TEST_PASSWORD, { captcha_id: id, captcha: await answerOf(id) });
    expect(res.statusCode).toBe(200);
  });
});
