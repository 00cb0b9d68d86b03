import { DEMO, expect, loginAs, test } from "../fixtures";

test.describe("main layout", () => {
  test("the header welcomes by the part of the login before @", async ({ page, api }) => {
    await loginAs(page, api, DEMO.forwarder);
    await page.goto("/profile");
    await expect(page.getByTestId("welcome")).toHaveText("欢迎，forwarder");
  });

  test("at 375 px the menu is a slide-over", async ({ browser, api }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/profile");
    await expect(page.getByRole("menuitem", { name: "会员资料" })).toBeHidden();
    await page.getByRole("button", { name: "打开菜单" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("menuitem", { name: "会员资料" })).toBeVisible();
    await drawer.getByRole("menuitem", { name: "会员资料" }).click();
    await expect(drawer).toBeHidden();
    // nothing wider than the screen
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

test("the built app runs under the server's Content-Security-Policy without a violation", async ({ page, api }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "账号登录" })).toBeVisible();
  await loginAs(page, api, DEMO.shipper);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();
  const csp = (await page.request.get("/login")).headers()["content-security-policy"];
  expect(csp).toContain("default-src 'self'");
  expect(violations).toEqual([]);
});
