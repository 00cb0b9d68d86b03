import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { type Api, expect, loginAs, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";
import { chinaDay, unique } from "../fixtures/order-ui";

// The lists' exports: the Export button's menu downloads the list as filtered, in the page's
// language, as a CSV (UTF-8 with a BOM, formulas neutralised) or an .xlsx; on a phone the button
// stays in the wrapped toolbar and nothing scrolls sideways.

/** Opens the Export menu, picks a format and answers the file the browser saved. */
async function exportAs(page: Page, button: string, format: string) {
  await page.getByRole("button", { name: new RegExp(button) }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByText(format, { exact: true }).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

const csvLines = (bytes: Buffer) => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString("utf8", 3).split("\r\n");
};

async function bookingOf(api: Api, token: string, action: "save" | "submit", reference: string) {
  const [fob, maersk, ningbo, rotterdam, hq40, china, netherlands] = await Promise.all([
    api.refId("incoterm", "FOB"),
    api.refId("carrier", "MAEU"),
    api.refId("port", "CNNGB"),
    api.refId("port", "NLRTM"),
    api.refId("container", "40HQ"),
    api.countryId("CN"),
    api.countryId("NL"),
  ]);
  const party = { phone: "+8657487000000", address1: "NO. 1 ROAD", city: "NINGBO" };
  return api.booking(token, {
    action,
    container_mode: 1,
    cust_ref_no: reference,
    ready_date: chinaDay(10),
    inco_term_id: fob,
    ship_mode: 1,
    from_id: ningbo,
    pol_id: ningbo,
    pod_id: rotterdam,
    to_id: rotterdam,
    carrier_id: maersk,
    contacts: [
      { type: 1, company1: "NINGBO EXPORT CO", linkman: "LI MING", ...party, country_id: china },
      { type: 2, company1: "ROTTERDAM IMPORTS B.V.", linkman: "JAN", ...party, country_id: netherlands },
    ],
    spaces: [{ container_id: hq40, count: 2 }],
    containers: [],
    cargos: [],
  });
}

test.describe("exports", () => {
  test("contacts: the filtered address book as a CSV in Chinese, a phone's + neutralised", async ({ page, api }) => {
    const username = await api.newAccount("export-contacts");
    const token = await loginAs(page, api, username, NEW_ACCOUNT_PASSWORD);
    const country_id = await api.countryId("CN");
    await api.createContact(token, { company1: "ALPHA EXPORT CO", linkman: "ZHANG WEI", phone: "+86 21 5888 0101", country_id });
    await api.createContact(token, { company1: "BETA TRADING CO", linkman: "LI NA", country_id });
    await page.goto("/contacts?keyword=ALPHA");
    await expect(page.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(1);

    const file = await exportAs(page, "导\\s*出", "CSV 文件 (.csv)");
    expect(file.name).toBe("联系人.csv");
    const lines = csvLines(file.bytes);
    expect(lines[0]).toBe("类型,公司名称1,公司名称2,联系人,电话,邮箱,地址1,地址2,城市,省/州,国家/地区,邮编,企业代码");
    expect(lines.slice(1)).toEqual([
      "发货人,ALPHA EXPORT CO,,ZHANG WEI,'+86 21 5888 0101,,NO. 1 ZHONGSHAN EAST ROAD,,NINGBO,,中国,,",
      "",
    ]);
    await expect(page.getByText("导出完成：1 行")).toBeVisible();
  });

  test("bookings at 375 px: the button stays reachable, the list downloads as CSV and .xlsx in English", async ({
    browser,
    api,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      const username = await api.newAccount("export-bookings");
      const token = await loginAs(page, api, username, NEW_ACCOUNT_PASSWORD, "en");
      const submitted = await bookingOf(api, token, "submit", unique("PO-EXP-"));
      const draft = await bookingOf(api, token, "save", unique("PO-EXP-DRAFT-"));
      await page.goto("/bookings?lng=en-US");
      await expect(page.getByTestId("list-card")).toHaveCount(2);

      const csv = await exportAs(page, "Export", "CSV file (.csv)");
      expect(csv.name).toBe("bookings.csv");
      const lines = csvLines(csv.bytes);
      expect(lines[0]).toMatch(/^Order no\.,Customer reference,Booking no\. \(SO\),B\/L no\.,Status,FCL\/LCL,/);
      // newest first, the statuses in English, the spaces as a forwarder writes them
      expect(lines[1]).toMatch(new RegExp(`^${draft.order_no},PO-EXP-DRAFT-\\w+,,,Draft,FCL,`));
      expect(lines[2]).toMatch(new RegExp(`^${submitted.order_no},PO-EXP-\\w+,,,Awaiting booking,FCL,`));
      expect(lines[2]).toContain(",2×40HQ,4,NINGBO EXPORT CO,ROTTERDAM IMPORTS B.V.,");
      await expect(page.getByText("Export finished: 2 rows")).toBeVisible();

      const xlsx = await exportAs(page, "Export", "Excel file (.xlsx)");
      expect(xlsx.name).toBe("bookings.xlsx");
      expect(xlsx.bytes.subarray(0, 2).toString()).toBe("PK");

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
