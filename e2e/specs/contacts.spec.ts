import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { type Api, expect, IMPORT_FIXTURES, loginAs, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";

const PATTERN_ZH = "只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格";

/** A fresh shipper with an empty address book, signed in; returns the API token. */
async function signInFresh(page: Page, api: Api, prefix: string) {
  const username = await api.newAccount(prefix);
  return loginAs(page, api, username, NEW_ACCOUNT_PASSWORD);
}

/** Picks an option of an antd select (typing first when the select searches). */
async function choose(page: Page, select: Locator, option: string, search?: string) {
  await select.click();
  if (search) await select.fill(search);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

const rows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");

test.describe("contacts (/contacts, the contact form)", () => {
  test("adds a contact: lowercase and full-width text is normalised, a Chinese character is refused by name", async ({
    page,
    api,
  }) => {
    await signInFresh(page, api, "contacts-add");
    await page.goto("/contacts");
    await expect(page.getByRole("heading", { name: "联系人管理" })).toBeVisible();
    await expect(page.getByText("还没有联系人")).toBeVisible();

    await page.getByRole("button", { name: "新增联系人" }).click();
    const dialog = page.getByRole("dialog", { name: "新增联系人" });
    await choose(page, dialog.getByLabel("类型"), "发货人");
    const company1 = dialog.getByLabel("公司名称1");
    await company1.pressSequentially("宁波");
    await expect(dialog.getByText(`公司名称1${PATTERN_ZH}`)).toBeVisible();
    await company1.fill("");
    await company1.pressSequentially("ningbo everbright，ｃｏ．");
    await expect(company1).toHaveValue("NINGBO EVERBRIGHT,CO.");
    await expect(dialog.getByText(`公司名称1${PATTERN_ZH}`)).toBeHidden();
    await dialog.getByLabel("联系人").pressSequentially("li ming");
    await expect(dialog.getByLabel("联系人")).toHaveValue("LI MING");
    await dialog.getByLabel("电话").fill("+8657487000000");
    await dialog.getByLabel("地址1").pressSequentially("no. 1 zhongshan east road（east gate）");
    await expect(dialog.getByLabel("地址1")).toHaveValue("NO. 1 ZHONGSHAN EAST ROAD(EAST GATE)");
    await dialog.getByLabel("城市").pressSequentially("ningbo");
    await choose(page, dialog.getByLabel("国家/地区"), "中国", "中国");
    await dialog.getByRole("button", { name: /保\s*存/ }).click();

    await expect(page.getByText("联系人已新增")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: /NINGBO EVERBRIGHT,CO\./ });
    await expect(row).toContainText("发货人");
    await expect(row).toContainText("LI MING");
    await expect(row).toContainText("中国");
    // the update time in the Chinese date format
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  test("edits a contact and searches by keyword, in English", async ({ page, api }) => {
    const token = await signInFresh(page, api, "contacts-edit");
    const china = await api.countryId("CN");
    await api.createContact(token, { company1: "ALPHA SHIPPING CO", linkman: "ZHANG WEI", country_id: china });
    await api.createContact(token, { company1: "BRAVO TRADING LTD", linkman: "LI NA", country_id: china, type: 2 });
    await page.goto("/contacts?lng=en");
    await expect(page.getByRole("heading", { name: "Contact Management" })).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText("2 in total")).toBeVisible();

    await page
      .getByRole("row", { name: /BRAVO TRADING LTD/ })
      .getByRole("button", { name: "Edit" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit contact" });
    await expect(dialog.getByLabel("Company name 1")).toHaveValue("BRAVO TRADING LTD");
    await dialog.getByLabel("City").fill("");
    await dialog.getByLabel("City").pressSequentially("zhoushan");
    await dialog.getByLabel("Province / state").pressSequentially("浙江");
    await expect(
      dialog.getByText(
        "Province / state may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
      ),
    ).toBeVisible();
    await dialog.getByLabel("Province / state").fill("zhejiang");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Contact updated")).toBeVisible();
    // the dialog gives focus back to its Edit button once it has closed: typing into the search
    // before then can lose the Enter to that button, which opens the dialog again
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: /BRAVO TRADING LTD/ })).toContainText("ZHOUSHAN");
    await expect(page.getByRole("row", { name: /BRAVO TRADING LTD/ })).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    const search = page.getByLabel("Search company, contact, phone or e-mail");
    await search.fill("alpha");
    await search.press("Enter");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("ALPHA SHIPPING CO");
    // the search is in the address: a reload shows the same list
    await expect(page).toHaveURL(/\/contacts\?keyword=alpha$/);
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(search).toHaveValue("alpha");
    await search.fill("nobody-like-this");
    await search.press("Enter");
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText("Nothing matches these filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(search).toHaveValue("");
    await expect(page).toHaveURL(/\/contacts$/);
  });

  test("deletes the selected contacts after confirmation", async ({ page, api }) => {
    const token = await signInFresh(page, api, "contacts-batch");
    const china = await api.countryId("CN");
    for (const company1 of ["ALPHA SHIPPING CO", "BRAVO TRADING LTD", "CHARLIE FOODS INC"]) {
      await api.createContact(token, { company1, linkman: "ZHANG WEI", country_id: china });
    }
    await page.goto("/contacts");
    await expect(rows(page)).toHaveCount(3);
    const batch = page.getByRole("button", { name: /批量删除/ });
    await expect(batch).toBeDisabled();
    await page
      .getByRole("row", { name: /ALPHA SHIPPING CO/ })
      .getByRole("checkbox")
      .check();
    await page
      .getByRole("row", { name: /CHARLIE FOODS INC/ })
      .getByRole("checkbox")
      .check();
    await batch.click();
    const confirm = page.getByRole("dialog").filter({ hasText: "确定删除选中的 2 个联系人？" });
    await confirm.getByRole("button", { name: /取\s*消/ }).click();
    await expect(rows(page)).toHaveCount(3);
    await batch.click();
    await confirm.getByRole("button", { name: /删\s*除/ }).click();
    await expect(page.getByText("已删除 2 个联系人")).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("BRAVO TRADING LTD");
    await expect(batch).toBeDisabled();
  });

  test("copies a contact into the form from the address book, searching by company", async ({ page, api }) => {
    const token = await signInFresh(page, api, "contacts-picker");
    const germany = await api.countryId("DE");
    const china = await api.countryId("CN");
    await api.createContact(token, { company1: "ALPHA SHIPPING CO", linkman: "ZHANG WEI", country_id: china });
    await api.createContact(token, {
      type: 2,
      company1: "HAMBURG IMPORT GMBH",
      linkman: "ANNA MUELLER",
      phone: "+4940123456",
      address1: "KAISERKAI 1",
      city: "HAMBURG",
      country_id: germany,
    });
    await page.goto("/contacts");
    await page.getByRole("button", { name: "新增联系人" }).click();
    const form = page.getByRole("dialog", { name: "新增联系人" });
    await choose(page, form.getByLabel("类型"), "通知人1");
    await form.getByRole("button", { name: "从地址簿复制" }).click();

    const picker = page.getByRole("dialog", { name: "选择联系人" });
    await expect(picker.locator(".ant-table-row")).toHaveCount(2);
    await picker.getByLabel("按公司或联系人搜索").fill("hamburg");
    await expect(picker.locator(".ant-table-row")).toHaveCount(1);
    await picker
      .getByRole("row", { name: /HAMBURG IMPORT GMBH/ })
      .getByRole("button", { name: "选择" })
      .click();
    await expect(picker).toBeHidden();

    await expect(form.getByLabel("公司名称1")).toHaveValue("HAMBURG IMPORT GMBH");
    await expect(form.getByLabel("联系人")).toHaveValue("ANNA MUELLER");
    await expect(form.getByLabel("城市")).toHaveValue("HAMBURG");
    // the type being filled in stays
    await expect(form.locator(".ant-select").first()).toContainText("通知人1");
    await form.getByRole("button", { name: /保\s*存/ }).click();
    await expect(page.getByText("联系人已新增")).toBeVisible();
    await expect(page.getByRole("row", { name: /HAMBURG IMPORT GMBH/ }).filter({ hasText: "通知人1" })).toHaveCount(1);
  });

  test("imports a spreadsheet and shows how many came in", async ({ page, api }) => {
    const file = path.join(IMPORT_FIXTURES, "contacts.xlsx");
    test.skip(!existsSync(file), `the import fixture ${file} is not there yet`);
    await signInFresh(page, api, "contacts-import");
    await page.goto("/contacts");
    await page.getByRole("button", { name: "导入" }).click();
    const dialog = page.getByRole("dialog", { name: "导入联系人" });
    await expect(dialog.getByText("支持 .xlsx、.xls、.csv 文件")).toBeVisible();

    const [template] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "下载导入模板" }).click(),
    ]);
    expect(template.suggestedFilename()).toBe("联系人导入模板.xlsx");
    // an .xlsx is a zip archive
    expect(
      readFileSync(await template.path())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");

    await dialog.locator("input[type=file]").setInputFiles(file);
    const result = page.getByRole("dialog", { name: "导入结果" });
    await expect(result.getByText("成功导入 4 个联系人")).toBeVisible();
    await result.getByRole("button", { name: /确\s*定/ }).click();
    await expect(page.getByText("共 4 条")).toBeVisible();
    await expect(page.getByRole("row", { name: /HAMBURG IMPORT GMBH/ })).toBeVisible();
  });

  test("a spreadsheet with a bad row imports nothing and lists the problem, in English", async ({ page, api }) => {
    const file = path.join(IMPORT_FIXTURES, "one-bad-row.xlsx");
    test.skip(!existsSync(file), `the import fixture ${file} is not there yet`);
    await signInFresh(page, api, "contacts-import-bad");
    await page.goto("/contacts?lng=en");
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByRole("dialog", { name: "Import contacts" }).locator("input[type=file]").setInputFiles(file);

    const result = page.getByRole("dialog", { name: "Import result" });
    // the server's own message heads the list
    await expect(result.getByText("Problems found: 1; nothing was imported")).toBeVisible();
    const errorRow = result.locator(".ant-table-row").first();
    await expect(errorRow.locator("td").first()).toHaveText("3");
    await expect(errorRow).toContainText(
      "may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
    );

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      result.getByRole("button", { name: /Download errors/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("contacts-import-errors.csv");
    const csv = readFileSync(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString("utf8")).toContain("Row,Column,Problem\r\n3,");

    await result.getByRole("button", { name: "OK" }).click();
    await expect(page.getByText("No contacts yet")).toBeVisible();
  });

  test("at 375 px the toolbar wraps and the table scrolls inside the page", async ({ browser, api }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const token = await signInFresh(page, api, "contacts-mobile");
    await api.createContact(token, {
      company1: "ALPHA SHIPPING CO",
      linkman: "ZHANG WEI",
      country_id: await api.countryId("CN"),
    });
    await page.goto("/contacts");
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole("button", { name: "新增联系人" })).toBeVisible();
    await expect(page.getByRole("button", { name: /刷\s*新/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
