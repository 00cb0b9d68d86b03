import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from "../fixtures";

test.describe("route guards", () => {
  test("without a token a page sends you to /login and back to it after signing in", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login$/);
    await page.locator("#login-username").fill(DEMO.shipper);
    await page.locator("#login-password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();
  });

  test("a wrong password shows the server's message and stores no session", async ({ page }) => {
    await page.goto("/login");
    await page.locator("#login-username").fill(DEMO.shipper);
    await page.locator("#login-password").fill("not-the-password");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByRole("alert")).toHaveText("登录失败，请检查用户名和密码");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("empty fields are refused before any call", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByText("此项为必填项")).toHaveCount(2);
  });

  test("an unknown path shows the not-found page with a link home", async ({ page, api }) => {
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/no/such/page");
    await expect(page.getByText("页面不存在", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "返回首页" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("/ lands on the first page the roles allow", async ({ page, api }) => {
    await loginAs(page, api, DEMO.forwarder);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a route without the authority is a 404, and / without any landing is a 403", async ({ page, api }) => {
    const username = `noroles-${Date.now()}@example.com`;
    await api.createUser(username, "Sturdy-pass-42", ["shipper"]);
    await api.setRoles(username, []);
    await loginAs(page, api, username, "Sturdy-pass-42");
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/404$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText("没有权限", { exact: true })).toBeVisible();
  });
});
