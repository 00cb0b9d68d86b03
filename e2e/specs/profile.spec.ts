import path from "node:path";
import { DEMO, expect, FILES, loginAs, test } from "../fixtures";

async function freshUser(api: import("../fixtures").Api, page: import("@playwright/test").Page) {
  const username = `profile-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await api.createUser(username, "Sturdy-pass-42", ["forwarder"]);
  await loginAs(page, api, username, "Sturdy-pass-42");
  return username;
}

test.describe("member profile", () => {
  test("edit in Chinese: required fields, phone rule, logo upload, saved and shown again", async ({ page, api }) => {
    await freshUser(api, page);
    await page.goto("/profile");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await expect(page.getByText("此项为必填项").first()).toBeVisible();

    await page.getByLabel("联系人").fill("ZHANG WEI");
    await page.getByLabel("电话").fill("0574-8888");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await expect(page.getByText("电话只能包含数字和加号")).toBeVisible();
    await page.getByLabel("电话").fill("+8657488880000");
    await page.getByLabel("公司名称（英文）").fill("ZHANG TRADING CO., LTD.");
    await page.getByLabel("地址一").fill("NO. 8 HUASHAN ROAD");
    await page.getByLabel("城市").fill("NINGBO");
    await page.locator("#country_id").click();
    await page.locator("#country_id").fill("中国");
    await page
      .locator(".ant-select-item-option")
      .filter({ hasText: /^中国$/ })
      .click();

    await page.locator('input[type="file"]').first().setInputFiles(path.join(FILES, "logo.png"));
    await expect(page.getByRole("img", { name: "公司标志" })).toBeVisible();
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await expect(page.getByText("资料已保存")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("联系人")).toHaveValue("ZHANG WEI");
    await expect(page.locator(".ant-select").filter({ has: page.locator("#country_id") })).toContainText("中国");
    const logo = page.getByRole("img", { name: "公司标志" });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  });

  test("edit in English, with the messages in English and bad images refused", async ({ page, api }) => {
    await freshUser(api, page);
    await page.goto("/profile?lng=en");
    await expect(page.getByRole("heading", { name: "Member Profile" })).toBeVisible();
    const upload = page.locator('input[type="file"]').first();
    await upload.setInputFiles(path.join(FILES, "not-an-image.png"));
    // a failed upload is a dialog with the server's message
    const failed = page.getByRole("dialog").filter({ hasText: "Upload failed" });
    await expect(failed).toContainText(/Only jpg, jpeg, png files are allowed/);
    await failed.getByRole("button", { name: "OK" }).click();
    await expect(failed).toBeHidden();
    await upload.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await expect(page.getByText("file size cannot exceed 2MB")).toBeVisible();
    await upload.setInputFiles({ name: "notes.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(page.getByText("only jpg, png")).toBeVisible();

    await page.getByLabel("Contact person").fill("JOHN SMITH");
    await page.getByLabel("Phone").fill("+447700900123");
    await page.getByLabel("Company name (English)").fill("SMITH SHIPPING LTD.");
    await page.getByLabel("Address line 1").fill("1 DOCK STREET");
    await page.getByLabel("City", { exact: true }).fill("LONDON");
    await page.locator("#country_id").click();
    await page.locator("#country_id").fill("United Kingdom");
    await page
      .locator(".ant-select-item-option")
      .filter({ hasText: /^United Kingdom$/ })
      .click();
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Save" }).click();
    // the profile follows password_min (8 by default) and asks for the current password
    await expect(page.getByText("At least 8 characters")).toBeVisible();
    await expect(page.getByText("This field is required")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("");
    await page.locator('input[type="file"]').nth(1).setInputFiles(path.join(FILES, "license.jpg"));
    await expect(page.getByRole("img", { name: "Business license" })).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Profile saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("LONDON");
  });

  test("app mode 2 adds the business-information tab", async ({ page, api }) => {
    // the demo forwarder's basic information is complete, so only this tab's fields are at stake
    await loginAs(page, api, DEMO.forwarder);
    await api.setConfig({ app_mode: "2" });
    try {
      await page.goto("/profile");
      await page.getByRole("tab", { name: "业务信息" }).click();
      await page.locator("#ports").click();
      await page.locator("#ports").fill("CNSHA");
      await page.locator(".ant-select-item-option").filter({ hasText: "CNSHA" }).first().click();
      await page.keyboard.press("Escape");
      await page
        .getByRole("tabpanel")
        .getByRole("button", { name: /保\s*存/ })
        .click();
      await expect(page.getByText("资料已保存")).toBeVisible();
    } finally {
      await api.setConfig({ app_mode: "1" });
    }
  });
});
