import { DEMO, expect, loginAs, test } from "../fixtures";

test.describe("language", () => {
  test("Chinese is the default when the browser asks for neither language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "账号登录" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await context.close();
  });

  test("?lng=en switches to English, leaves the address and survives a reload", async ({ page }) => {
    await page.goto("/login?lng=en");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.goto("/login?lang=zh_cn");
    await expect(page.getByRole("heading", { name: "账号登录" })).toBeVisible();
  });

  test("the toggle switches our texts and antd's together", async ({ page, api }) => {
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();
    await page.getByTestId("language-toggle").click();
    await expect(page.getByRole("heading", { name: "Member Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Member Profile" })).toBeVisible();
    // antd's locale: the empty state of a Select is antd's text, not ours
    await page.locator("#country_id").click();
    await page.locator("#country_id").fill("zzzz-nothing");
    await expect(page.locator(".ant-select-dropdown .ant-empty-description")).toHaveText("No data");
    await page.keyboard.press("Escape");
    await page.getByTestId("language-toggle").click();
    await page.locator("#country_id").click();
    await page.locator("#country_id").fill("zzzz-nothing");
    await expect(page.locator(".ant-select-dropdown .ant-empty-description")).toHaveText("暂无数据");
  });

  test("dates follow the language: YYYY-MM-DD in Chinese, MM/DD/YYYY in English", async ({ page, api }) => {
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/profile");
    await expect(page.getByTestId("last-login")).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.getByTestId("language-toggle").click();
    await expect(page.getByTestId("last-login")).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });
});
