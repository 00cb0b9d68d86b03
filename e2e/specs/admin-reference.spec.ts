import { DEMO, defined, expect, loginAs, mailsTo, test } from "../fixtures";
import { choose } from "../fixtures/order-ui";

// The admin console extends the reference lists without a code change, and opens accounts whose
// owners set their own password through a mailed link.
const letters = (n: number) =>
  Array.from({ length: n }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ"[Math.floor(Math.random() * 24)]).join("");

test.describe("admin console", () => {
  test("adds a port, and the booking form offers it at once", async ({ browser, api }) => {
    const code = `CN${letters(3)}`;
    const admin = await browser.newPage();
    await loginAs(admin, api, DEMO.admin, undefined, "en");
    await admin.goto("/admin/reference/ports?lng=en");
    await expect(admin.getByRole("tab", { name: "Ports" })).toHaveAttribute("aria-selected", "true");
    await admin.getByRole("button", { name: /Add/ }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Code").fill(code.toLowerCase());
    await dialog.getByLabel("Chinese name").fill("演示新港");
    await dialog.getByLabel("English name").fill("Demo New Port");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await admin.getByLabel("Search code, Chinese or English name").fill(code);
    await admin.getByRole("button", { name: "Search" }).click();
    await expect(admin.getByRole("row").filter({ hasText: "Demo New Port" })).toContainText(code);
    await admin.close();

    const shipper = await browser.newPage();
    await loginAs(shipper, api, DEMO.shipper, undefined, "en");
    await shipper.goto("/bookings/create-fcl?lng=en");
    await choose(shipper, shipper.getByLabel("Port of loading"), `Demo New Port (${code})`, code);
    await shipper.close();
  });

  test("opens an account; its owner sets a password through the mailed link and signs in", async ({ page, api }) => {
    const email = `invited-${Date.now()}@example.com`;
    await loginAs(page, api, DEMO.admin, undefined, "cn");
    await page.goto("/admin/users");
    await page.getByRole("button", { name: /新建用户/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("用户名").fill(email);
    await dialog.getByLabel("联系人").fill("ZHANG WEI");
    await dialog.getByRole("button", { name: /创建并发送邮件/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("您的海运订舱平台账户已开通");
    const link = /https?:\/\/\S+\/forget-password\?\S+#code=\d{6}/.exec(mail.text)?.[0];
    expect(link).toMatch(/^https?:\/\//);

    const context = await defined(page.context().browser(), "the test's browser").newContext();
    const fresh = await context.newPage();
    await fresh.goto(defined(link, "the mail's link"));
    await expect(fresh.getByLabel("验证码")).toHaveValue(/^\d{6}$/);
    await fresh.getByLabel("新密码", { exact: true }).fill("Sturdy-pass-42");
    await fresh.getByLabel("确认新密码").fill("Sturdy-pass-42");
    await fresh.getByRole("button", { name: /重置密码/ }).click();
    await expect(fresh).toHaveURL(/\/login/);
    await fresh.locator("#login-password").fill("Sturdy-pass-42");
    await fresh.getByRole("button", { name: "登录" }).click();
    await expect(fresh).toHaveURL(/\/dashboard$/);
    await context.close();
  });
});
