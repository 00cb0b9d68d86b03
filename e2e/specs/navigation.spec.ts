import type { Page, TestInfo } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, loginAs, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";

// A top menu overflowed into "···" at 1280 px in English with five entries, and
// bookings, quotes, rates and operations add more. The side menu must show every entry the admin
// has, whole, in both languages; at 375 px it is a slide-over.
const ADMIN_MENU = {
  zh: [
    "操作台",
    "运营看板",
    "工作台",
    "海运报价",
    "运价管理",
    "我的订舱",
    "联系人管理",
    "会员资料",
    "货代联盟",
    "用户管理",
    "基础资料",
    "系统配置",
  ],
  en: [
    "Operations desk",
    "Operations dashboard",
    "Dashboard",
    "Shipping Quotes",
    "Rate Management",
    "My Bookings",
    "Contact Management",
    "Member Profile",
    "Shipper Alliance",
    "Users",
    "Reference data",
    "System settings",
  ],
};

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: "image/png" });
}

/** Every entry of the menu is on screen and none of its labels is cut short. */
async function expectWholeMenu(page: Page, labels: string[]) {
  const nav = page.getByRole("navigation", { name: /主菜单|Main menu/ });
  const items = nav.getByRole("menuitem");
  await expect(items).toHaveCount(labels.length);
  await expect(items).toHaveText(labels);
  for (const item of await items.all()) {
    await expect(item).toBeInViewport({ ratio: 1 });
    const clipped = await item.locator(".ant-menu-title-content").evaluate((label) => label.scrollWidth > label.clientWidth);
    expect(clipped).toBe(false);
  }
  // no overflow entry of a horizontal menu ("···"), no "more" submenu
  await expect(page.locator(".ant-menu-overflow-item-rest, .ant-menu-submenu")).toHaveCount(0);
}

test.describe("navigation (main layout)", () => {
  test("at 1280 px the admin's whole menu is on screen, in Chinese and in English", async ({ browser, api }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await loginAs(page, api, DEMO.admin);

    await page.goto("/contacts?lng=zh-CN");
    await expect(page.getByRole("heading", { name: "联系人管理" })).toBeVisible();
    await expectWholeMenu(page, ADMIN_MENU.zh);
    await expect(page.getByText("系统管理", { exact: true })).toBeVisible();
    await attachScreenshot(page, testInfo, "admin-1280-zh-CN");

    await page.getByTestId("language-toggle").click();
    await expect(page.getByRole("heading", { name: "Contact Management" })).toBeVisible();
    await expectWholeMenu(page, ADMIN_MENU.en);
    await attachScreenshot(page, testInfo, "admin-1280-en-US");

    // the menu takes the user where it says
    await page.getByRole("menuitem", { name: "System settings" }).click();
    await expect(page).toHaveURL(/\/admin\/config$/);
    await expect(page.getByRole("menuitem", { name: "System settings" })).toHaveClass(/ant-menu-item-selected/);
    await context.close();
  });

  test("at 375 px the menu opens as a slide-over, in both languages", async ({ browser, api }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await loginAs(page, api, DEMO.admin);
    for (const [lng, open, labels] of [
      ["zh-CN", "打开菜单", ADMIN_MENU.zh],
      ["en-US", "Open menu", ADMIN_MENU.en],
    ] as const) {
      await page.goto(`/profile?lng=${lng}`);
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await page.getByRole("button", { name: open }).click();
      const drawer = page.getByRole("dialog");
      await expect(drawer.getByRole("menuitem")).toHaveText([...labels]);
      for (const item of await drawer.getByRole("menuitem").all()) await expect(item).toBeInViewport({ ratio: 1 });
      await attachScreenshot(page, testInfo, `admin-375-${lng}-menu`);
      await drawer.getByRole("menuitem", { name: labels[0] }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/ops\/orders/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  test("a signed-in user's 404 and 403 keep the layout, their picture in the theme colour", async ({ page, api }, testInfo) => {
    await api.setConfig({ app_color: "#1d4ed8" });
    try {
      await loginAs(page, api, DEMO.shipper);
      await page.goto("/no/such/page");
      await expect(page.getByText("页面不存在", { exact: true })).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "会员资料" })).toBeVisible();
      await expect(page.getByTestId("language-toggle")).toBeVisible();
      await expect(page.getByTestId("illustration-404")).toHaveCSS("color", "rgb(29, 78, 216)");
      await attachScreenshot(page, testInfo, "404-signed-in");
      await page.goto("/403");
      await expect(page.getByText("没有权限", { exact: true })).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "会员资料" })).toBeVisible();
    } finally {
      await api.setConfig({ app_color: "#6cbaa9" });
    }
  });

  test("a visitor's 404 has the public layout: logo and language only", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("页面不存在", { exact: true })).toBeVisible();
    await expect(page.getByTestId("language-toggle")).toBeVisible();
    await expect(page.getByRole("menuitem")).toHaveCount(0);
  });
});

test.describe("signing in", () => {
  test("/login while signed in goes to the landing page", async ({ page, api }) => {
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("after a remembered-path login the address keeps the path but not the lng parameter", async ({ page }) => {
    await page.goto("/profile?lng=en-US&tab=basic");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.locator("#login-username").fill(DEMO.shipper);
    await page.locator("#login-password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Member Profile" })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/profile?tab=basic");
  });
});

test.describe("while the site is closed (app_close)", () => {
  test.afterEach(async ({ api }) => {
    await api.setConfig({ app_close: "false", app_close_tips: "" });
  });

  test("the admin sees a banner with the tips and a way to the setting", async ({ page, api }) => {
    await api.setConfig({ app_close: "true", app_close_tips: "系统升级中，预计 22:00 恢复。" });
    await loginAs(page, api, DEMO.admin);
    await page.goto("/profile");
    const banner = page.getByTestId("site-closed-banner");
    await expect(banner).toContainText("网站已关闭维护");
    await expect(banner).toContainText("系统升级中，预计 22:00 恢复。");
    await banner.getByRole("link", { name: "前往系统配置" }).click();
    await expect(page).toHaveURL(/\/admin\/config$/);
  });
});

test.describe("a language switch", () => {
  test("shows server-named data in the new language without a reload", async ({ page, api }) => {
    const username = await api.newAccount("nav-lang");
    const token = await loginAs(page, api, username, NEW_ACCOUNT_PASSWORD);
    await api.createContact(token, {
      company1: "NINGBO TRADING",
      linkman: "LI MING",
      country_id: await api.countryId("CN"),
    });
    await page.goto("/contacts?lng=zh-CN");
    const row = page.locator(".ant-table-tbody tr.ant-table-row").first();
    await expect(row).toContainText("中国");
    await expect(row).toContainText("发货人");
    await page.getByTestId("language-toggle").click();
    await expect(row).toContainText("China");
    await expect(row).toContainText("Shipper");
    await expect(row).not.toContainText("中国");
  });
});
