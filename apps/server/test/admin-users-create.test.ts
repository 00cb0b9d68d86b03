import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { outbox, users } from "../src/db/schema";
import { auth, createTestUser, loginAs, setupApp, someAddress, waitFor } from "./helpers";
import { startMailSink } from "./mail-sink";

// The admin console opens accounts (README): POST /admin/users with an e-mail, a name and roles.
// The account has no password; the person gets a mail whose link carries a code to set one.
const FAST_WORKER = { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 4 };
const MAIL_WAIT_MS = 15_000;

const sink = await startMailSink();
const ctx = await setupApp(
  { mail: { start: true, worker: FAST_WORKER } },
  { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL: "https://portal.example.com" },
);
afterAll(() => sink.close());
const { db } = ctx.db;
const admin = await createTestUser(ctx.db, ["admin"]);
const adminToken = await loginAs(ctx.app, admin.username);

const create = (payload: object, lang: "cn" | "en" = "en", token = adminToken) =>
  ctx.app.inject({ method: "POST", url: "/api/admin/users", headers: auth(token, lang), payload });
const login = (username: string, password: string) =>
  ctx.app.inject({ method: "POST", url: "/api/system/login", payload: { username, password }, remoteAddress: someAddress() });

describe("an account opened by an admin", () => {
  it("is created without a password, and its mail's link sets one, after which it signs in", async () => {
    const res = await create({ username: "New.Operator@Example.com", linkman: "王芳", roles: ["operator"] }, "cn");
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({ username: "new.operator@example.com", linkman: "王芳", roles: ["operator"], enabled: true });
    expect(view.last_login_at).toBeNull();

    // no password signs in yet
    for (const guess of ["", "!unset:", "Harbour-lights-77"])
      expect((await login(view.username, guess)).statusCode).not.toBe(200);

    const [mail] = await waitFor(
      () => sink.to("new.operator@example.com").length > 0 && sink.to("new.operator@example.com"),
      MAIL_WAIT_MS,
    );
    expect(mail.subject).toBe("您的海运订舱平台账户已开通");
    const link = /https:\/\/portal\.example\.com\/forget-password\?username=([^#\s]+)#code=(\d{6})/.exec(mail.text ?? "");
    expect(link, mail.text).not.toBeNull();
    const [, username, code] = link as RegExpExecArray;
    expect(decodeURIComponent(username)).toBe("new.operator@example.com");

    const set = await ctx.app.inject({
      method: "POST",
      url: "/api/system/password",
      headers: { lang: "en" },
      payload: { username: decodeURIComponent(username), vcode: code, password: "Harbour-lights-77" },
      remoteAddress: someAddress(),
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await login("new.operator@example.com", "Harbour-lights-77");
    expect(signedIn.statusCode).toBe(200);
    // the code is spent
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/system/password",
      payload: { username: "new.operator@example.com", vcode: code, password: "Other-harbour-88" },
      remoteAddress: someAddress(),
    });
    expect(again.statusCode).toBe(400);
  });

  it("writes the mail in the admin's language, the link valid for days", async () => {
    const res = await create({ username: "buyer@example.com", linkman: "Jane Doe", company1: "ACME", roles: ["shipper"] });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(outbox).where(eq(outbox.to, "buyer@example.com"));
    expect(row).toMatchObject({ kind: "account_invite", lang: "en", subject: "Your Haiyun account is ready" });
    expect(row.text).toContain("Dear Jane Doe");
    expect(row.text).toContain("72 hours");
    const [user] = await db.select().from(users).where(eq(users.username, "buyer@example.com"));
    expect(user).toMatchObject({ company1: "ACME", lang: "en", roles: ["shipper"] });
  });

  it("refuses an e-mail already registered, in any case, and changes nothing", async () => {
    const taken = await createTestUser(ctx.db, ["shipper"]);
    const before = await db.$count(users);
    const mailsBefore = await db.$count(outbox);
    for (const username of [taken.username, taken.username.toUpperCase(), ` ${taken.username} `]) {
      const res = await create({ username, linkman: "X", roles: ["shipper"] }, "cn");
      expect(res.statusCode, username).toBe(409);
      expect(res.json()).toMatchObject({ error_code: "USER_EMAIL_TAKEN", msg: "该邮箱已注册" });
      expect(res.json().errors).toEqual([{ field: "username", message: "该邮箱已注册" }]);
    }
    expect(await db.$count(users)).toBe(before);
    expect(await db.$count(outbox)).toBe(mailsBefore);
  });

  it.each([
    ["a bad e-mail", { username: "not-an-email", linkman: "A", roles: ["shipper"] }, "username"],
    ["no name", { username: "a@example.com", linkman: " ", roles: ["shipper"] }, "linkman"],
    ["no role", { username: "a@example.com", linkman: "A", roles: [] }, "roles"],
    ["an unknown role", { username: "a@example.com", linkman: "A", roles: ["root"] }, "roles.0"],
    ["a password", { username: "a@example.com", linkman: "A", roles: ["shipper"], password: "x" }, "password"],
  ])("refuses %s with a 400 naming the field", async (_label, payload, field) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await db.$count(users, eq(users.username, "a@example.com"))).toBe(0);
  });

  it("is for admins only", async () => {
    const operator = await createTestUser(ctx.db, ["operator"]);
    const res = await create(
      { username: "x@example.com", linkman: "X", roles: ["admin"] },
      "en",
      await loginAs(ctx.app, operator.username),
    );
    expect(res.statusCode).toBe(403);
  });
});
