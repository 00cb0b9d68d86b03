import { PAYEE_CONFIG_KEYS, PUBLIC_CONFIG_KEYS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { countries } from "../src/db/schema";
import { auth, createTestUser, loginAs, setupApp, TEST_PASSWORD } from "./helpers";

const ctx = await setupApp();

const getConfig = async () => {
  const res = await ctx.app.inject({ method: "GET", url: "/api/system/config" });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().data as { name: string; value: string }[]).map((p) => [p.name, p.value]));
};
const dictionary = (field: string, lang: "cn" | "en" = "en") =>
  ctx.app.inject({ method: "GET", url: `/api/system/dictionary?field=${field}`, headers: { lang } });

describe("GET /api/system/config", () => {
  it("returns every public config key as name/value strings with the defaults", async () => {
    const config = await getConfig();
    expect(Object.keys(config).sort()).toEqual([...PUBLIC_CONFIG_KEYS].sort());
    for (const value of Object.values(config)) expect(typeof value).toBe("string");
    expect(config).toMatchObject({
      app_mode: "1",
      app_color: "#6cbaa9",
      freight_collect: "EXW,FCA,FOB",
      def_sort: "100",
      def_status: "true",
      def_rules: "1",
      app_close: "false",
    });
  });

  it("shows a value an admin has changed", async () => {
    await ctx.app.configService.set({ app_color: "#123456" });
    expect((await getConfig()).app_color).toBe("#123456");
    await ctx.app.configService.set({ app_color: "#6cbaa9" });
  });
});

describe("the payee's bank details", () => {
  const PAYEE = {
    payee_name: "HAIYUN LOGISTICS (NINGBO) CO., LTD.",
    payee_bank: "Bank of China, Ningbo Branch",
    payee_account: "3581 0000 1234 5678",
    payee_swift: "bkchcnbj92a",
    payee_bank_address: "139 Yaohang Street, Ningbo, China",
    payee_note: "Quote the order number with the transfer.",
  };
  let admin: string;
  let shipper: string;
  beforeAll(async () => {
    admin = await loginAs(ctx.app, (await createTestUser(ctx.db, ["admin"])).username);
    shipper = await loginAs(ctx.app, (await createTestUser(ctx.db, ["shipper"])).username);
  });
  afterEach(async () => {
    await ctx.app.configService.set(Object.fromEntries(PAYEE_CONFIG_KEYS.map((key) => [key, ""])));
  });
  const payee = (token?: string, lang: "cn" | "en" = "en") =>
    ctx.app.inject({ method: "GET", url: "/api/system/payee", headers: token ? auth(token, lang) : { lang } });

  it("are set by an admin and read by a signed-in customer, never by a visitor nor in the public config", async () => {
    const saved = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/config",
      headers: auth(admin),
      payload: { values: PAYEE },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await payee(shipper);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      name: PAYEE.payee_name,
      bank: PAYEE.payee_bank,
      account: PAYEE.payee_account,
      swift: "BKCHCNBJ92A",
      bank_address: PAYEE.payee_bank_address,
      note: PAYEE.payee_note,
    });
    expect((await payee()).statusCode).toBe(401);
    const open = await getConfig();
    for (const key of PAYEE_CONFIG_KEYS) expect(open).not.toHaveProperty(key);
    expect(JSON.stringify(open)).not.toContain("3581 0000");
  });

  it("answers empty details while none are set", async () => {
    expect((await payee(shipper)).json().data).toEqual({
      name: "",
      bank: "",
      account: "",
      swift: "",
      bank_address: "",
      note: "",
    });
  });

  it.each([
    ["en", "Invalid configuration value"],
    ["cn", undefined],
  ] as const)("refuses a SWIFT code that is not 8 or 11 letters and digits (%s) and saves nothing", async (lang, message) => {
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/config",
      headers: auth(admin, lang),
      payload: { values: { payee_name: "SOMEONE", payee_swift: "BKCH-CN" } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(["payee_swift"]);
    if (message) expect(res.json().errors[0].message).toBe(message);
    else expect(res.json().errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    expect((await payee(shipper)).json().data.name).toBe("");
  });
});

describe("GET /api/system/dictionary", () => {
  it("lists the twelve order statuses, each with a colour, named in the caller's language", async () => {
    const cn = (await dictionary("order_status", "cn")).json().data;
    const en = (await dictionary("order_status", "en")).json().data;
    expect(cn.map((s: { value: number }) => s.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 20, 40]);
    for (const status of cn) expect(status.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(cn.find((s: { value: number }) => s.value === 10).name).toBe("已完成");
    expect(en.find((s: { value: number }) => s.value === 10).name).toBe("Completed");
    expect(cn.find((s: { value: number }) => s.value === 40).name).toBe("已取消");
  });

  it.each(["vgm_method", "container_mode", "document_type", "contact_type"])("answers %s", async (field) => {
    const res = await dictionary(field, "cn");
    expect(res.statusCode).toBe(200);
    const items = res.json().data as { value: unknown; name: string }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(item.value).toBeDefined();
      expect(item.name).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("numbers the document types as the product rules do", async () => {
    const items = (await dictionary("document_type")).json().data as { value: number; name: string }[];
    expect(items.map((i) => i.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(items.find((i) => i.value === 3)?.name).toMatch(/bill of lading/i);
    expect(items.find((i) => i.value === 10)?.name).toBe("Dangerous goods declaration");
  });

  it("refuses an unknown or missing field", async () => {
    const unknown = await dictionary("no_such_thing");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 1, error_code: "VALIDATION_FAILED", errors: [{ field: "field" }] });
    const missing = await ctx.app.inject({ method: "GET", url: "/api/system/dictionary" });
    expect(missing.statusCode).toBe(400);
  });
});

describe("closed site (app_close)", () => {
  const TIPS = "系统升级中，预计 22:00 恢复";
  let shipper: string;
  let admin: string;
  let shipperToken: string;
  const profile = {
    linkman: "LI MING",
    phone: "+8613800000000",
    company1: "ACME",
    address1: "NO. 1 ROAD",
    city: "NINGBO",
    country_id: 0,
  };
  const putProfile = (token: string) =>
    ctx.app.inject({ method: "PUT", url: "/api/userinfo", headers: auth(token), payload: profile });
  const login = (username: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/system/login",
      headers: { lang: "en" },
      payload: { username, password: TEST_PASSWORD },
    });

  beforeAll(async () => {
    shipper = (await createTestUser(ctx.db, ["shipper"])).username;
    admin = (await createTestUser(ctx.db, ["admin"])).username;
    shipperToken = await loginAs(ctx.app, shipper);
    [{ id: profile.country_id }] = await ctx.db.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "CN"));
  });
  afterEach(async () => {
    await ctx.app.configService.set({ app_close: "false", app_close_tips: "" });
  });

  it("answers 503 SITE_CLOSED with the admin's tips to a shipper's protected call", async () => {
    expect((await putProfile(shipperToken)).statusCode).toBe(200);
    await ctx.app.configService.set({ app_close: "true", app_close_tips: TIPS });
    const res = await putProfile(shipperToken);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 1, msg: TIPS, error_code: "SITE_CLOSED" });
  });

  it("falls back to the localised message when there are no tips", async () => {
    await ctx.app.configService.set({ app_close: "true", app_close_tips: "  " });
    const cn = await ctx.app.inject({ method: "PUT", url: "/api/userinfo", headers: auth(shipperToken, "cn"), payload: profile });
    expect(cn.statusCode).toBe(503);
    expect(cn.json()).toMatchObject({ error_code: "SITE_CLOSED", msg: "网站维护中" });
  });

  it("keeps config, health and the caller's own profile open", async () => {
    await ctx.app.configService.set({ app_close: "true", app_close_tips: TIPS });
    const config = await getConfig();
    expect(config).toMatchObject({ app_close: "true", app_close_tips: TIPS });
    const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect((await dictionary("order_status")).statusCode).toBe(200);
    const me = await ctx.app.inject({ method: "GET", url: "/api/userinfo", headers: auth(shipperToken) });
    expect(me.statusCode).toBe(200);
  });

  it("refuses a shipper's login with the tips but lets an admin in", async () => {
    await ctx.app.configService.set({ app_close: "true", app_close_tips: TIPS });
    const refused = await login(shipper);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 1, msg: TIPS, error_code: "SITE_CLOSED" });
    expect(refused.json().data).toBeUndefined();

    const allowed = await login(admin);
    expect(allowed.statusCode).toBe(200);
    const adminToken = allowed.json().data.token;
    expect((await putProfile(adminToken)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/api/port", headers: auth(adminToken) })).statusCode).toBe(200);
  });

  it("does not tell a wrong password apart from a closed site", async () => {
    await ctx.app.configService.set({ app_close: "true", app_close_tips: TIPS });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/system/login",
      payload: { username: shipper, password: "wrong-password-1" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: "AUTH_LOGIN_FAILED" });
  });

  it("restores access when the site reopens", async () => {
    await ctx.app.configService.set({ app_close: "true", app_close_tips: TIPS });
    expect((await putProfile(shipperToken)).statusCode).toBe(503);
    await ctx.app.configService.set({ app_close: "false" });
    expect((await putProfile(shipperToken)).statusCode).toBe(200);
    expect((await login(shipper)).statusCode).toBe(200);
  });
});
