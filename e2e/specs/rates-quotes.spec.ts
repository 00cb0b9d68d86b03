import path from "node:path";
import { expect, loginAs, mailsTo, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";

// Rates and quotes in the browser: a forwarder imports a rate sheet (LibreOffice-written, as the server's
// tests read it) and sees a bad one refused row by row; a shipper filters and sorts the quotes, sees
// no forwarder filter or column, and sends a request for quotation that reaches the SMTP sink in
// the forwarder's language, with a copy for the shipper; /rate without the authority is a 404.
const RATE_FIXTURES = new URL("../../apps/server/test/fixtures/rates/", import.meta.url).pathname;

test.describe
  .serial("rate sheets and quotes", () => {
    let forwarder = "";

    test("a forwarder imports a rate sheet, and a bad one is refused row by row (en)", async ({ page, api }) => {
      forwarder = await api.newAccount("rates-fwd", ["forwarder"]);
      // the language of the sign-in is the account's: the RFQ mail later comes in Chinese
      await loginAs(page, api, forwarder, NEW_ACCOUNT_PASSWORD, "cn");
      await page.goto("/rate?lng=en");
      await expect(page.getByText("No rates yet")).toBeVisible();
      await page.getByRole("button", { name: /^upload Import$/ }).click();
      const dialog = page.getByRole("dialog", { name: "Import rates" });
      await dialog.locator("input[type=file]").setInputFiles(path.join(RATE_FIXTURES, "rates-3.xlsx"));
      const result = page.getByRole("dialog", { name: "Import result" });
      await expect(result.getByText("3 rates imported")).toBeVisible();
      await result.getByRole("button", { name: "OK" }).click();
      await expect(page.getByText("3 in total")).toBeVisible();
      await expect(page.getByRole("row", { name: /COSCO Shipping Lines/ })).toContainText("999,999.99");

      // the first import's dialog may still be closing: its template link is also "…import…"
      await expect(page.getByRole("dialog", { name: "Import rates" })).toBeHidden();
      await page.getByRole("button", { name: /^upload Import$/ }).click();
      await page
        .getByRole("dialog", { name: "Import rates" })
        .locator("input[type=file]")
        .setInputFiles(path.join(RATE_FIXTURES, "rates-one-bad-row.xlsx"));
      const refused = page.getByRole("dialog", { name: "Import result" });
      await expect(refused.getByText("Problems found: 1; nothing was imported")).toBeVisible();
      const problem = refused.locator(".ant-table-row").first();
      await expect(problem.locator("td").first()).toHaveText("7");
      await expect(problem).toContainText("Unknown port");
      await refused.getByRole("button", { name: "OK" }).click();
      await expect(page.getByText("3 in total")).toBeVisible();

      // a forwarder holds quote_forwarder: the quotes name the forwarder
      await page.goto("/quotes?lng=en");
      await expect(page.getByRole("columnheader", { name: "Forwarder" })).toBeVisible();
      await expect(page.getByLabel("Forwarders")).toBeVisible();
    });

    test("a shipper sorts the quotes and sends a request for quotation that arrives by mail (zh)", async ({ page, api }) => {
      test.skip(!forwarder, "needs the rates of the test before");
      const shipper = await api.newAccount("quotes-shipper", ["shipper"]);
      await loginAs(page, api, shipper, NEW_ACCOUNT_PASSWORD, "en");
      await page.goto("/quotes?lng=zh");
      await expect(page.getByRole("row", { name: /中远海运集运/ })).toBeVisible();
      // without quote_forwarder: no forwarder filter, no forwarder column
      await expect(page.getByRole("columnheader", { name: "货代" })).toHaveCount(0);
      await expect(page.getByLabel("货代")).toHaveCount(0);

      await page.getByRole("columnheader", { name: "40尺高柜" }).click();
      await expect(page).toHaveURL(/field=price_\d+&order=asc/);
      const rows = page.locator(".ant-table-tbody .ant-table-row");
      await expect(rows.first()).toContainText("中远海运集运");
      // the quote without a 40HQ price comes last
      await expect(rows.last()).toContainText("马士基");

      await rows.first().getByRole("button", { name: "询价" }).click();
      const rfq = page.getByRole("dialog", { name: "询价" });
      // the date first: Enter picks it and sends nothing (the request mails the forwarder); the
      // button then asks the form to send, which the empty fields refuse
      const date = rfq.getByLabel("货好日期");
      await date.click();
      await date.fill("2099-01-15");
      await date.press("Enter");
      await expect(rfq.getByText("此项为必填项")).toHaveCount(0);
      await rfq.getByRole("button", { name: "发送询价" }).click();
      await expect(rfq.getByText("此项为必填项").first()).toBeVisible();
      await expect(date).toHaveValue("2099-01-15");
      await rfq.getByLabel("订舱需求").fill("2 x 40HQ");
      await rfq.getByLabel("目标价").fill("EUR 250");
      await rfq.getByLabel("潜在货量").fill("24 x 40HQ a year");
      await rfq.getByLabel("销售").fill("Wang Fang");
      await rfq.getByLabel("货物描述").fill("Furniture");
      await rfq.getByRole("button", { name: "发送询价" }).click();
      await expect(page.getByText("询价已发送")).toBeVisible();

      const [toForwarder] = await mailsTo(forwarder);
      expect(toForwarder.subject).toBe("[询价] 中远海运集运 上海 → 鹿特丹 → 汉堡");
      expect(toForwarder.text).toContain("目标价：EUR 250");
      const [copy] = await mailsTo(shipper);
      expect(copy.subject).toBe("[RFQ copy] COSCO Shipping Lines Shanghai → Rotterdam → Hamburg");
    });

    test("/rate without the rate authority is a 404", async ({ page, api }) => {
      const shipper = await api.newAccount("rates-guard", ["shipper"]);
      await loginAs(page, api, shipper, NEW_ACCOUNT_PASSWORD);
      await page.goto("/rate");
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText("页面不存在", { exact: true })).toBeVisible();
    });
  });
