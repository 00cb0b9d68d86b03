import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from "../fixtures";

// The customer's dashboard is their first page after signing in; a status opens the
// list filtered by it; the desk has its own. Both languages, a desktop and a phone.
test.describe("dashboards", () => {
  test("a customer signs in to the dashboard and opens a status's orders from it", async ({ page }) => {
    await page.goto("/login");
    await page.locator("#login-username").fill(DEMO.shipper);
    await page.locator("#login-password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "工作台" })).toBeVisible();
    await expect(page.getByText("近 12 个月订舱量")).toBeVisible();
    const cards = page.getByRole("list", { name: "订单状态" }).getByRole("link");
    await expect(cards.first()).toBeVisible();
    const status = await cards.first().getAttribute("data-status");
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/bookings\\?status=${status}$`));
    await expect(page.locator("tr.ant-table-row").first()).toBeVisible();
    for (const row of await page.locator("tr.ant-table-row").all()) {
      await expect(row.locator(`[data-status="${status}"]`)).toHaveCount(1);
    }
  });

  test("the customer's dashboard fits a phone in English", async ({ browser, api }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "en-US" });
    const page = await context.newPage();
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/dashboard?lng=en-US");
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Due in the next 72 hours" })).toBeVisible();
    await expect(page.getByText("TEU booked, last 12 months")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  test("operations open the desk filtered by a status from their dashboard", async ({ page, api }) => {
    await loginAs(page, api, DEMO.operator);
    await page.goto("/ops/dashboard");
    await expect(page.getByRole("heading", { name: "运营看板" })).toBeVisible();
    await expect(page.getByRole("table", { name: "订单在当前状态的等待时长" })).toBeAttached();
    const card = page.getByRole("list", { name: "订单状态" }).getByRole("link").first();
    const status = await card.getAttribute("data-status");
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/ops/orders\\?status=${status}$`));
  });

  test("a customer has no operations dashboard", async ({ page, api }) => {
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/ops/dashboard");
    await expect(page).toHaveURL(/\/404$/);
  });
});
