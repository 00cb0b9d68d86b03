import { builtVersion, DEMO, DEMO_PASSWORD, expect, loginAs, test } from "../fixtures";

test.describe("site-wide behaviour", () => {
  test.afterEach(async ({ api }) => {
    await api.setConfig({ app_close: "false", app_close_tips: "", online_service: "", app_title: "海运订舱平台" });
    await api.setVersion(builtVersion());
  });

  test("a closed site shows the tips to a shipper but lets an admin in", async ({ page, api, browser }) => {
    await api.setConfig({ app_close: "true", app_close_tips: "系统升级中，预计 22:00 恢复。" });
    await loginAs(page, api, DEMO.admin);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();

    const context = await browser.newContext();
    const shipper = await context.newPage();
    await shipper.goto("/profile");
    await expect(shipper.getByTestId("site-closed")).toContainText("系统升级中，预计 22:00 恢复。");
    await shipper.goto("/login");
    await shipper.locator("#login-username").fill(DEMO.shipper);
    await shipper.locator("#login-password").fill(DEMO_PASSWORD);
    await shipper.getByRole("button", { name: "登录" }).click();
    await expect(shipper.getByRole("alert")).toHaveText("系统升级中，预计 22:00 恢复。");
    await context.close();
  });

  test("a new version on the server opens the refresh dialog", async ({ page, api }) => {
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();
    await api.setVersion("a-newer-build");
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("发现新版本")).toBeVisible();
    await dialog.getByRole("button", { name: /稍\s*后/ }).click();
    await expect(dialog).toBeHidden();
  });

  test("the app title and colour come from the config", async ({ page, api }) => {
    await api.setConfig({ app_title: "蓝海订舱", app_color: "#1d4ed8" });
    await page.goto("/login");
    await expect(page).toHaveTitle("蓝海订舱");
    await expect(page.getByRole("button", { name: "登录" })).toHaveCSS("background-color", "rgb(29, 78, 216)");
    await api.setConfig({ app_color: "#6cbaa9" });
  });

  test("the chat overlay loads only for a supported platform with a key", async ({ page, api }) => {
    const requested: string[] = [];
    await page.route("https://client.crisp.chat/**", (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__crispLoaded = true;" });
    });
    await api.setConfig({ online_service: "unknownchat:abc" });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "账号登录" })).toBeVisible();
    expect(requested).toHaveLength(0);
    await api.setConfig({ online_service: "crisp:6a2f7c1e-demo" });
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as { __crispLoaded?: boolean }).__crispLoaded)).toBe(true);
    expect(await page.evaluate(() => (window as { CRISP_WEBSITE_ID?: string }).CRISP_WEBSITE_ID)).toBe("6a2f7c1e-demo");
  });
});

test("a page whose code fails to load offers a refresh", async ({ page, api }) => {
  await loginAs(page, api, DEMO.shipper);
  await page.route(/\/assets\/profile-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "页面加载失败，请刷新后重试" })).toBeVisible();
  await page.unroute(/\/assets\/profile-page-[^/]+\.js$/);
  await page.getByRole("button", { name: "刷新" }).click();
  await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();
});
