import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { businesses, countries, outbox, users } from "../src/db/schema";
import { auth, createTestUser, loginAs, setupApp, someAddress, TEST_PASSWORD } from "./helpers";

const ctx = await setupApp();
const { db } = ctx.db;

const [china] = await db.select().from(countries).where(eq(countries.code, "CN"));
const [germany] = await db.select().from(countries).where(eq(countries.code, "DE"));

// Each role's authorities, written out here rather than imported, so a change to the role table shows up as a failure
const SHIPPER = ["contact", "order", "quote", "quote_booking", "quote_rfq", "shipper", "user"];
const FORWARDER = [...SHIPPER, "quote_forwarder", "rate"];
const OPERATOR = ["ops_document", "ops_order", "quote", "shipper", "user"];
const ADMIN = [...FORWARDER, "ops_document", "ops_order", "admin_user", "admin_config", "admin_reference"];

const validProfile = () => ({
  linkman: "LI MING",
  phone: "+8657487000000",
  company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
  company2: "宁波永辉贸易有限公司",
  address1: "NO. 1 ZHONGSHAN EAST ROAD",
  city: "NINGBO",
  province: "ZHEJIANG",
  country_id: china.id,
  zip_code: "315000",
});

const get = (token: string, lang: "cn" | "en" = "en") =>
  ctx.app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token, lang) });
const put = (token: string, payload: unknown, lang: "cn" | "en" = "en") =>
  ctx.app.inject({ method: "PUT", url: "/api/userinfo", headers: auth(token, lang), payload: payload as object });
const fieldsOf = (res: Awaited<ReturnType<typeof put>>) => (res.json().errors as { field: string }[]).map((e) => e.field).sort();
const userRow = (id: number) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);

describe("GET /api/userinfo", () => {
  it.each([
    ["shipper", SHIPPER],
    ["forwarder", FORWARDER],
    ["operator", OPERATOR],
    ["admin", ADMIN],
  ])("lists a %s's authorities", async (role, expected) => {
    const user = await createTestUser(ctx.db, [role]);
    const res = await get(await loginAs(ctx.app, user.username));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: user.username, roles: [role] });
    expect([...res.json().data.authorities].sort()).toEqual([...expected].sort());
  });

  it("returns the profile fields with the country named in the caller's language", async () => {
    const user = await createTestUser(ctx.db);
    await db.update(users).set({ country_id: china.id, linkman: "ZHANG SAN", city: "SHANGHAI" }).where(eq(users.id, user.id));
    const token = await loginAs(ctx.app, user.username);

    const cn = (await get(token, "cn")).json().data;
    expect(cn).toMatchObject({ username: user.username, linkman: "ZHANG SAN", city: "SHANGHAI", country_id: china.id });
    expect(cn.country_name).toBe("中国");
    for (const key of ["phone", "company1", "company2", "address1", "address2", "zip_code", "credit_no", "profile"]) {
      expect(cn[key]).toBe("");
    }
    expect(cn).toMatchObject({ logo: null, logo_url: "", license: null, license_url: "", industries: "", businesses: "" });
    expect(cn.password_hash).toBeUndefined();
    expect(cn.last_login_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

    const en = (await get(token, "en")).json().data;
    expect(en.country_name).toBe(china.name_en);
    expect(en.country_name).toMatch(/China/);
  });
});

describe("PUT /api/userinfo", () => {
  let user: Awaited<ReturnType<typeof createTestUser>>;
  let token: string;
  beforeAll(async () => {
    user = await createTestUser(ctx.db);
    token = await loginAs(ctx.app, user.username);
  });

  it("names every missing required field", async () => {
    const res = await put(token, { phone: "+8613800000000" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1, error_code: "VALIDATION_FAILED" });
    expect(fieldsOf(res)).toEqual(["address1", "city", "company1", "country_id", "linkman"]);
    expect(res.json().errors[0].message).toBe("This field is required");
  });

  it("refuses a phone with letters, in the caller's language", async () => {
    const body = { ...validProfile(), phone: "+86 abc" };
    const en = await put(token, body, "en");
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([{ field: "phone", message: "Phone may only contain digits and plus" }]);
    const cn = await put(token, body, "cn");
    expect(cn.statusCode).toBe(400);
    expect(cn.json().errors).toEqual([{ field: "phone", message: "电话只能包含数字和加号" }]);
  });

  it("names an unknown field", async () => {
    const res = await put(token, { ...validProfile(), roles: ["admin"] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "roles", message: "Unknown field" }]);
  });

  it("refuses a country id of the wrong type or one that does not exist", async () => {
    const wrongType = await put(token, { ...validProfile(), country_id: "abc" });
    expect(wrongType.statusCode).toBe(400);
    expect(fieldsOf(wrongType)).toEqual(["country_id"]);
    const unknown = await put(token, { ...validProfile(), country_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(["country_id"]);
  });

  it("refuses a 5-character password and keeps the stored hash", async () => {
    const before = (await userRow(user.id)).password_hash;
    const res = await put(token, { ...validProfile(), password: "Ab3$x", current_password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: "VALIDATION_FAILED" });
    expect(res.json().errors).toEqual([{ field: "password", message: "At least 8 characters" }]);
    expect((await userRow(user.id)).password_hash).toBe(before);
  });

  it("changes nothing in the database when a PUT is rejected", async () => {
    const before = await userRow(user.id);
    const rejected = [
      {},
      { ...validProfile(), linkman: "" },
      { ...validProfile(), phone: "12-34" },
      { ...validProfile(), country_id: 999_999 },
      { ...validProfile(), businesses: "1,x" },
      { ...validProfile(), company2: 5 },
      { ...validProfile(), password: "Brand-new-pass-1" },
      { ...validProfile(), password: "Brand-new-pass-1", current_password: "Not-my-password-1" },
      { ...validProfile(), password: "123456", current_password: TEST_PASSWORD },
      { ...validProfile(), password: "password1", current_password: TEST_PASSWORD },
      { ...validProfile(), logo: 999_999 },
      { ...validProfile(), admin: true },
    ];
    for (const body of rejected) {
      const res = await put(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await userRow(user.id)).toEqual(before);
  });

  it("saves a valid profile and GET shows it", async () => {
    const body = { ...validProfile(), country_id: germany.id, credit_no: "91330200MA2AAAAA1X", profile: "FCL TO HAMBURG" };
    const res = await put(token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { ...body, first_name: body.linkman } });

    const shown = (await get(token, "en")).json().data;
    expect(shown).toMatchObject({ ...body, country_name: germany.name_en });
    expect(await userRow(user.id)).toMatchObject({ linkman: "LI MING", country_id: germany.id, city: "NINGBO" });
  });

  it("keeps business lists as comma-separated ids", async () => {
    const ids = (await db.select({ id: businesses.id }).from(businesses).orderBy(businesses.id).limit(2)).map((b) => b.id);
    expect(ids).toHaveLength(2);
    const list = ids.join(",");
    const res = await put(token, { ...validProfile(), businesses: list, industries: "" });
    expect(res.statusCode).toBe(200);
    expect((await get(token)).json().data).toMatchObject({ businesses: list, industries: "" });
    expect((await userRow(user.id)).businesses).toEqual(ids);
    expect(await db.select().from(businesses).where(inArray(businesses.id, ids))).toHaveLength(2);
  });

  it("trims text fields before saving", async () => {
    const res = await put(token, { ...validProfile(), city: "  NINGBO  " });
    expect(res.statusCode).toBe(200);
    expect((await userRow(user.id)).city).toBe("NINGBO");
  });

  // the common text pattern, as the registration and the contact form apply it
  it("stores lowercase company, linkman, address, city and province in uppercase, company2 as typed", async () => {
    const body = {
      ...validProfile(),
      linkman: "li ming",
      company1: "ningbo everbright trading co., ltd.",
      company2: "宁波永辉贸易 everbright",
      address1: "no. 1 zhongshan east road（west gate）",
      address2: "unit 5",
      city: "ningbo",
      province: "zhejiang",
    };
    const res = await put(token, body);
    expect(res.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      linkman: "LI MING",
      first_name: "LI MING",
      company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
      company2: "宁波永辉贸易 everbright",
      address1: "NO. 1 ZHONGSHAN EAST ROAD(WEST GATE)",
      address2: "UNIT 5",
      city: "NINGBO",
      province: "ZHEJIANG",
    });
  });

  it("refuses Chinese characters in company1 with the message naming the field, and keeps the row", async () => {
    const before = await userRow(user.id);
    const en = await put(token, { ...validProfile(), company1: "宁波永辉贸易有限公司" });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([
      {
        field: "company1",
        message:
          "Company name 1 may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
      },
    ]);
    const cn = await put(token, { ...validProfile(), linkman: "李明" }, "cn");
    expect(cn.statusCode).toBe(400);
    expect(cn.json().errors).toEqual([
      { field: "linkman", message: "联系人只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格" },
    ]);
    expect(await userRow(user.id)).toEqual(before);
  });

  it("needs a signed-in user", async () => {
    const res = await ctx.app.inject({ method: "PUT", url: "/api/userinfo", payload: validProfile() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error_code: "AUTH_REQUIRED" });
  });
});

// A stolen session must not take the account through the profile form. A new
// password there goes the security tab's way: current password, password_min, other sessions end.
describe("a new password on PUT /api/userinfo", () => {
  afterEach(async () => {
    await ctx.app.configService.set({ password_min: "8" });
  });

  const NEW_PASSWORD = "Brand-new-pass-1";
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: "POST", url: "/api/system/login", payload: { username, password }, remoteAddress: someAddress() });
  const mailsTo = (username: string) => db.select().from(outbox).where(eq(outbox.to, username));

  /** A user signed in twice: `token` saves the profile, `other` is the session a change should end. */
  async function signedInTwice() {
    const user = await createTestUser(ctx.db);
    const token = await loginAs(ctx.app, user.username);
    const other = await loginAs(ctx.app, user.username);
    return { user, token, other, before: await userRow(user.id) };
  }

  /** The account as it was: same row, the other session alive, the old password still good, no notice. */
  async function expectUnchanged({ user, other, before }: Awaited<ReturnType<typeof signedInTwice>>) {
    expect(await userRow(user.id)).toEqual(before);
    expect((await get(other)).statusCode).toBe(200);
    expect(await mailsTo(user.username)).toEqual([]);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(400);
  }

  it("asks for the current password, naming current_password, and changes nothing", async () => {
    const account = await signedInTwice();
    const res = await put(account.token, { ...validProfile(), city: "HAMBURG", password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: "VALIDATION_FAILED" });
    expect(res.json().errors).toEqual([{ field: "current_password", message: "This field is required" }]);
    const cn = await put(account.token, { ...validProfile(), password: NEW_PASSWORD, current_password: "" }, "cn");
    expect(cn.json().errors).toEqual([{ field: "current_password", message: "此项为必填项" }]);
    await expectUnchanged(account);
  });

  it("answers a wrong current password as the security tab does, and changes nothing", async () => {
    const account = await signedInTwice();
    const body = { ...validProfile(), city: "HAMBURG", password: NEW_PASSWORD, current_password: "Not-my-password-1" };
    const res = await put(account.token, body, "cn");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 1,
      error_code: "AUTH_PASSWORD_WRONG",
      msg: "当前密码不正确",
      errors: [{ field: "current_password", message: "当前密码不正确" }],
    });
    await expectUnchanged(account);
  });

  it("follows the config's password_min, not the default", async () => {
    const account = await signedInTwice();
    await ctx.app.configService.set({ password_min: "20" });
    const res = await put(account.token, {
      ...validProfile(),
      city: "HAMBURG",
      password: NEW_PASSWORD,
      current_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "password", message: "At least 20 characters" }]);
    await expectUnchanged(account);
  });

  it("saves the profile and the new password together, ends the other sessions and mails a notice", async () => {
    const { user, token, other } = await signedInTwice();
    const body = { ...validProfile(), city: "HAMBURG", password: NEW_PASSWORD, current_password: TEST_PASSWORD };
    const res = await put(token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ city: "HAMBURG" });
    expect(res.json().data).not.toHaveProperty("password");
    expect(res.json().data).not.toHaveProperty("current_password");

    expect((await get(token)).statusCode).toBe(200);
    expect((await get(other)).statusCode).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await mailsTo(user.username)).toMatchObject([{ kind: "password_changed", subject: "Your password was changed" }]);
  });

  it("keeps the password, the sessions and sends no notice when the password is left blank", async () => {
    const { user, token, other, before } = await signedInTwice();
    const res = await put(token, { ...validProfile(), city: "HAMBURG", password: "", current_password: "" });
    expect(res.statusCode).toBe(200);
    expect((await userRow(user.id)).password_hash).toBe(before.password_hash);
    expect((await get(other)).statusCode).toBe(200);
    expect(await mailsTo(user.username)).toEqual([]);
  });
});

// Request bodies are strict: unknown fields and wrong types are a 400, never silently
// dropped or coerced. The profile schema coerces country_id (packages/shared/src/schemas/profile.ts).
describe("strict body types", () => {
  let user: Awaited<ReturnType<typeof createTestUser>>;
  let token: string;
  beforeAll(async () => {
    user = await createTestUser(ctx.db);
    token = await loginAs(ctx.app, user.username);
  });

  it.each([
    ["a boolean", true],
    ["a numeric string", String(1)],
    ["an array", [1]],
  ])("refuses country_id given as %s instead of coercing it", async (_label, value) => {
    const res = await put(token, { ...validProfile(), country_id: value });
    expect(res.statusCode).toBe(400);
  });

  // ids beyond PostgreSQL's integer range are a 400, never a 500 from the database
  it.each([
    ["country_id", { country_id: 99_999_999_999 }],
    ["logo", { logo: 99_999_999_999 }],
    ["industries", { industries: "99999999999" }],
  ])("answers 400, not 500, for an out-of-range id in %s", async (field, extra) => {
    const res = await put(token, { ...validProfile(), ...extra });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
  });
});
