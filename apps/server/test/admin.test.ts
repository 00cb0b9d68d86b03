import { CONFIG_KEYS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { systemConfig, users } from "../src/db/schema";
import { auth, createTestUser, loginAs, setupApp, someAddress, TEST_PASSWORD } from "./helpers";

// The admin console's users and system config, behind
// admin_user and admin_config.
const ctx = await setupApp();
const { db } = ctx.db;

type Res = Awaited<ReturnType<typeof ctx.app.inject>>;
const call = (method: "GET" | "PUT", url: string, token: string | null, payload?: object, lang: "cn" | "en" = "en") =>
  ctx.app.inject({ method, url, headers: token ? auth(token, lang) : { lang }, ...(payload ? { payload } : {}) });
const fieldsOf = (res: Res) => (res.json().errors as { field: string }[]).map((e) => e.field).sort();
const configValue = async (name: string) =>
  ((await call("GET", "/api/system/config", null)).json().data as { name: string; value: string }[]).find((p) => p.name === name)
    ?.value;

let admin: Awaited<ReturnType<typeof createTestUser>>;
let adminToken: string;
let shipperToken: string;
// one word that marks the users made here, so searches see only them
const tag = `adm${Date.now().toString(36)}`;
const made: Record<string, Awaited<ReturnType<typeof createTestUser>>> = {};
beforeAll(async () => {
  admin = await createTestUser(ctx.db, ["admin"]);
  adminToken = await loginAs(ctx.app, admin.username);
  const shipper = await createTestUser(ctx.db, ["shipper"]);
  shipperToken = await loginAs(ctx.app, shipper.username);
  made.alpha = await createTestUser(ctx.db, ["shipper"], `alpha.${tag}@example.com`);
  made.beta = await createTestUser(ctx.db, ["forwarder"], `beta.${tag}@example.com`);
  made.gamma = await createTestUser(ctx.db, ["forwarder"], `gamma.${tag}@example.com`);
  made.delta = await createTestUser(ctx.db, ["operator"], `delta@other-${tag}.com`);
  await db
    .update(users)
    .set({ company1: `Ocean Pearl ${tag} Logistics` })
    .where(eq(users.id, made.delta.id));
});

describe("GET /api/admin/users", () => {
  it("is refused to a shipper with 403 and to nobody with 401", async () => {
    const shipper = await call("GET", "/api/admin/users", shipperToken, undefined, "cn");
    expect(shipper.statusCode).toBe(403);
    expect(shipper.json()).toEqual({ code: 1, error_code: "AUTH_FORBIDDEN", msg: "没有权限" });
    const anonymous = await call("GET", "/api/admin/users", null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 1, error_code: "AUTH_REQUIRED" });
  });

  it("finds users by e-mail and by company, case-insensitively", async () => {
    const byMail = (await call("GET", `/api/admin/users?keyword=${tag.toUpperCase()}%40EXAMPLE`, adminToken)).json().data;
    expect(byMail.list.map((u: { username: string }) => u.username).sort()).toEqual(
      [made.alpha, made.beta, made.gamma].map((u) => u.username).sort(),
    );
    expect(byMail.total).toBe(3);
    const byCompany = (await call("GET", "/api/admin/users?keyword=ocean%20pearl", adminToken)).json().data;
    expect(byCompany.list).toMatchObject([
      { id: made.delta.id, roles: ["operator"], enabled: true, company1: `Ocean Pearl ${tag} Logistics` },
    ]);
    expect(byCompany.list[0]).not.toHaveProperty("password_hash");
    // % is a character to look for, not a wildcard
    expect((await call("GET", "/api/admin/users?keyword=%25", adminToken)).json().data).toEqual({ list: [], total: 0 });
  });

  it("filters by role and pages through the result", async () => {
    const forwarders = (await call("GET", `/api/admin/users?keyword=${tag}&role=forwarder`, adminToken)).json().data;
    expect(forwarders.list.map((u: { id: number }) => u.id).sort()).toEqual([made.beta.id, made.gamma.id].sort());

    const page1 = (await call("GET", `/api/admin/users?keyword=${tag}&size=2&page=1`, adminToken)).json().data;
    const page2 = (await call("GET", `/api/admin/users?keyword=${tag}&size=2&page=2`, adminToken)).json().data;
    expect(page1.total).toBe(4);
    expect(page2.total).toBe(4);
    expect(page1.list).toHaveLength(2);
    expect(page2.list).toHaveLength(2);
    const ids = [...page1.list, ...page2.list].map((u: { id: number }) => u.id);
    expect(new Set(ids).size).toBe(4);
  });

  it("names a bad query parameter", async () => {
    const res = await call("GET", "/api/admin/users?role=captain&size=500", adminToken);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["role", "size"]);
  });
});

describe("PUT /api/admin/users/:id", () => {
  it("changes roles, and the user's authorities follow on the next call", async () => {
    const user = await createTestUser(ctx.db, ["shipper"]);
    const token = await loginAs(ctx.app, user.username);
    const res = await call("PUT", `/api/admin/users/${user.id}`, adminToken, { roles: ["forwarder"] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, roles: ["forwarder"], enabled: true });
    const info = (await call("GET", "/api/userinfo", token)).json().data;
    expect(info.roles).toEqual(["forwarder"]);
    expect(info.authorities).toEqual(expect.arrayContaining(["rate", "quote_forwarder"]));
  });

  it("disables a user: their token stops at once and they cannot sign in until enabled again", async () => {
    const user = await createTestUser(ctx.db, ["shipper"]);
    const token = await loginAs(ctx.app, user.username);
    expect((await call("PUT", `/api/admin/users/${user.id}`, adminToken, { enabled: false })).json().data.enabled).toBe(false);
    expect((await call("GET", "/api/userinfo", token)).statusCode).toBe(401);
    const login = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/system/login",
        headers: { lang: "en" },
        payload: { username: user.username, password: TEST_PASSWORD },
        remoteAddress: someAddress(),
      });
    const refused = await login();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: "AUTH_ACCOUNT_DISABLED",
      msg: "This account is disabled, please contact us",
    });

    expect((await call("PUT", `/api/admin/users/${user.id}`, adminToken, { enabled: true })).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it.each([
    ["disable their own account", { enabled: false }, "enabled"],
    ["drop their own admin role", { roles: ["shipper"] }, "roles"],
  ])("will not let an admin %s", async (_label, change, field) => {
    const res = await call("PUT", `/api/admin/users/${admin.id}`, adminToken, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: "ADMIN_SELF_LOCKOUT",
      msg: "You cannot disable your own account or remove your own admin role",
      errors: [{ field }],
    });
    const [row] = await db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ roles: ["admin"], enabled: true });
    expect((await call("GET", "/api/admin/users", adminToken)).statusCode).toBe(200);
  });

  it("refuses an unknown role, an empty body and an unknown id", async () => {
    const user = await createTestUser(ctx.db, ["shipper"]);
    const role = await call("PUT", `/api/admin/users/${user.id}`, adminToken, { roles: ["captain"] });
    expect(role.statusCode).toBe(400);
    expect(fieldsOf(role)[0]).toMatch(/^roles/);
    const empty = await call("PUT", `/api/admin/users/${user.id}`, adminToken, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_code).toBe("VALIDATION_FAILED");
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.roles).toEqual(["shipper"]);

    const missing = await call("PUT", "/api/admin/users/999999", adminToken, { enabled: false }, "cn");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 1, error_code: "RECORD_NOT_FOUND", msg: "记录不存在" });
  });

  it("is refused to a shipper", async () => {
    const res = await call("PUT", `/api/admin/users/${made.alpha.id}`, shipperToken, { roles: ["admin"] });
    expect(res.statusCode).toBe(403);
    expect((await db.select().from(users).where(eq(users.id, made.alpha.id)))[0].roles).toEqual(["shipper"]);
  });
});

describe("system config", () => {
  it("lists every key to an admin, and none to a shipper", async () => {
    const res = await call("GET", "/api/admin/config", adminToken);
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as { name: string }[]).map((p) => p.name);
    expect(names.sort()).toEqual([...CONFIG_KEYS].sort());
    expect((await call("GET", "/api/admin/config", shipperToken)).statusCode).toBe(403);
  });

  it("names every bad key and saves none of the request, not even its valid values", async () => {
    const before = await db.select().from(systemConfig);
    const res = await call("PUT", "/api/admin/config", adminToken, {
      values: {
        app_title: "Haiyun Test",
        app_mode: "3",
        app_color: "teal",
        online_service: "bad value",
        password_min: "5",
        no_such_key: "1",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe("VALIDATION_FAILED");
    expect(fieldsOf(res)).toEqual(["app_color", "app_mode", "no_such_key", "online_service", "password_min"]);
    expect(res.json().errors).toContainEqual({ field: "app_mode", message: "Invalid configuration value" });
    expect(res.json().errors).toContainEqual({ field: "no_such_key", message: "Unknown field" });
    expect(await db.select().from(systemConfig)).toEqual(before);
    expect(await configValue("app_title")).not.toBe("Haiyun Test");
  });

  it("applies valid values at once", async () => {
    const res = await call("PUT", "/api/admin/config", adminToken, {
      values: { app_title: "Haiyun Test", app_color: "#1d4ed8", online_service: "crisp:abc-123", password_min: "6" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.arrayContaining([{ name: "app_title", value: "Haiyun Test" }]));
    expect(await configValue("app_title")).toBe("Haiyun Test");
    expect(await configValue("app_color")).toBe("#1d4ed8");
    expect(await configValue("online_service")).toBe("crisp:abc-123");
    expect(await configValue("password_min")).toBe("6");
  });

  it("closes the site to a shipper with the tips, while the admin carries on", async () => {
    const shipper = await createTestUser(ctx.db, ["shipper"]);
    const token = await loginAs(ctx.app, shipper.username);
    const tips = "系统升级中，预计 22:00 恢复";
    expect(
      (await call("PUT", "/api/admin/config", adminToken, { values: { app_close: "true", app_close_tips: tips } })).statusCode,
    ).toBe(200);
    try {
      const closed = await call("GET", "/api/userinfo/sessions", token);
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toEqual({ code: 1, error_code: "SITE_CLOSED", msg: tips });
      const signIn = await ctx.app.inject({
        method: "POST",
        url: "/api/system/login",
        payload: { username: shipper.username, password: TEST_PASSWORD },
        remoteAddress: someAddress(),
      });
      expect(signIn.statusCode).toBe(503);
      expect((await call("GET", "/api/admin/users", adminToken)).statusCode).toBe(200);
      expect((await call("GET", "/api/userinfo/sessions", adminToken)).statusCode).toBe(200);
    } finally {
      await call("PUT", "/api/admin/config", adminToken, { values: { app_close: "false", app_close_tips: "" } });
    }
    expect((await call("GET", "/api/userinfo/sessions", token)).statusCode).toBe(200);
  });
});
