import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from "../fixtures";

test.describe("session", () => {
  test("a token revoked on the server sends the next call to /login, remembering the page", async ({ page, api }) => {
    // a complete profile, so that saving really reaches the server
    const username = DEMO.shipper;
    await loginAs(page, api, username);
    await page.goto("/profile?tab=basic");
    await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();
    await api.revoke(username);
    // the next call (saving the profile) meets a 401
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("redirect"))).toBe("/profile?tab=basic");
    await page.locator("#login-username").fill(username);
    await page.locator("#login-password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=basic$/);
  });

  test("a renewed token from the server replaces the stored one and keeps the old as backup", async ({ page, api }) => {
    const username = DEMO.forwarder;
    const first = await loginAs(page, api, username);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();
    await page.request.post("/api/test/age-sessions", { data: { username } });
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await expect(page.getByText("资料已保存")).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      backup: localStorage.getItem("token_backup"),
    }));
    expect(stored.token).not.toBe(first);
    expect(JSON.parse(stored.backup ?? "{}").token).toBe(first);
    await page.reload();
    await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();
  });

  test("logging out ends the session on the server too", async ({ page, api }) => {
    const token = await loginAs(page, api, DEMO.operator);
    await page.goto("/profile");
    await page.getByRole("button", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const res = await page.request.get("/api/userinfo", { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });
});
