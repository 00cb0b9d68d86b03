import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from "../fixtures";

test.describe("login hardening (accounts)", () => {
  test("a captcha appears after three failures and lets the right answer in", async ({ page, api }) => {
    const username = `captcha-${Date.now()}@example.com`;
    await api.createUser(username, "Sturdy-pass-42", ["shipper"]);
    await page.goto("/login?lng=en");
    await page.locator("#login-username").fill(username);
    for (let i = 0; i < 3; i++) {
      await page.locator("#login-password").fill(`wrong-${i}`);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("Login failed, please check your username and password");
    }
    const captchaImage = page.getByRole("img", { name: "Can't read it? Show another" });
    await expect(captchaImage).toBeVisible();
    const src = await captchaImage.getAttribute("src");
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);

    // a wrong answer is refused even with the right password, and a new picture is drawn
    await page.locator("#login-password").fill("Sturdy-pass-42");
    await page.locator("#login-captcha").fill("XXXX");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The captcha is wrong or has expired");
    await expect(captchaImage).not.toHaveAttribute("src", src ?? "");

    const id = await page.evaluate(() => (document.querySelector("[data-captcha-id]") as HTMLElement | null)?.dataset.captchaId);
    const { data } = await (await page.request.get(`/api/test/captcha/${id}`)).json();
    await page.locator("#login-captcha").fill(data.code.toLowerCase());
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a user disabled by an admin is sent to /login on the next call", async ({ page, api, request }) => {
    const username = `disabled-${Date.now()}@example.com`;
    await api.createUser(username, "Sturdy-pass-42", ["shipper"]);
    await loginAs(page, api, username, "Sturdy-pass-42");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "会员资料" })).toBeVisible();

    const adminToken = await api.token(DEMO.admin, DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${adminToken}` };
    const users = await (await request.get(`/api/admin/users?keyword=${encodeURIComponent(username)}`, { headers })).json();
    const id = users.data.list[0].id;
    expect((await request.put(`/api/admin/users/${id}`, { headers, data: { enabled: false } })).status()).toBe(200);

    // the next call (opening the security tab lists the sessions) meets a 401
    await page.getByRole("tab", { name: "账户安全" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.locator("#login-username").fill(username);
    await page.locator("#login-password").fill("Sturdy-pass-42");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByRole("alert")).toHaveText("账户已停用，请联系客服");
  });
});
