import { describe, expect, it } from "vitest";
import { auth, createTestUser, loginAs, setupApp } from "./helpers";

const ctx = await setupApp();

describe("envelope and errors", () => {
  it("answers an unknown /api path with the 404 envelope in the caller's language", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/no/such/thing", headers: { lang: "cn" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1, error_code: "ROUTE_NOT_FOUND", msg: "接口不存在" });
  });

  it("rejects malformed JSON with a 400 envelope", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/system/login",
      headers: { "content-type": "application/json", lang: "en" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1, error_code: "MALFORMED_JSON" });
  });

  it("names an unknown field and a wrong type", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/system/login",
      headers: { lang: "en" },
      payload: { username: 42, password: "x", admin: true },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(["admin", "username"]);
  });
});

describe("login", () => {
  it("gives a token for the right password and none for a wrong one", async () => {
    const user = await createTestUser(ctx.db);
    const wrong = await ctx.app.inject({
      method: "POST",
      url: "/api/system/login",
      headers: { lang: "cn" },
      payload: { username: user.username, password: "not-the-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1, msg: "登录失败，请检查用户名和密码" });
    expect(wrong.json().data).toBeUndefined();

    const token = await loginAs(ctx.app, user.username.toUpperCase());
    const info = await ctx.app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ username: user.username, authorities: expect.arrayContaining(["order", "user"]) });
  });
});
