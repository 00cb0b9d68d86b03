import type { Locator, Page, TestInfo } from "@playwright/test";
import { type Api, DEMO, defined, expect, loginAs, mailsTo, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";

// The operations desk (authority ops_order) at /ops/orders, every customer's orders,
// by default those waiting for operations (statuses 1, 3, 6, 8, 20); an order page where operations
// confirm, reject or cancel. A customer holds no ops_order: the route is not theirs (the guards
// answer a route without its authority with the 404 page) and the API refuses them.

const WAITING = /status=1(%2C|,)3(%2C|,)6(%2C|,)8(%2C|,)20(&|$)/;

/** A day counted from today in China (the browser's time zone, Asia/Shanghai), YYYY-MM-DD. */
const chinaDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

/** A fresh customer (its last sign-in in `lang`, so its mails are in it) with one submitted booking and one draft, made through the API. */
async function customerWithOrders(api: Api, lang: "cn" | "en") {
  const username = await api.newAccount("ops-desk");
  const token = await api.token(username, NEW_ACCOUNT_PASSWORD, lang);
  const [ningbo, rotterdam, fob, hq40, china, netherlands] = await Promise.all([
    api.refId("port", "CNNGB"),
    api.refId("port", "NLRTM"),
    api.refId("incoterm", "FOB"),
    api.refId("container", "40HQ"),
    api.countryId("CN"),
    api.countryId("NL"),
  ]);
  const body = (action: "save" | "submit") => ({
    action,
    container_mode: 1,
    cust_ref_no: unique("PO-OPS-"),
    ready_date: chinaDay(10),
    inco_term_id: fob,
    ship_mode: 1,
    from_id: ningbo,
    pol_id: ningbo,
    pod_id: rotterdam,
    to_id: rotterdam,
    contacts: [
      {
        type: 1,
        company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
        linkman: "LI MING",
        phone: "+8657487000000",
        address1: "NO. 1 ZHONGSHAN EAST ROAD",
        city: "NINGBO",
        country_id: china,
      },
      {
        type: 2,
        company1: "ROTTERDAM IMPORTS B.V.",
        linkman: "JAN DE VRIES",
        phone: "+31104000000",
        address1: "WILHELMINAKADE 1",
        city: "ROTTERDAM",
        country_id: netherlands,
      },
    ],
    spaces: [{ container_id: hq40, count: 2 }],
    containers: [],
    cargos: [],
  });
  const submitted = await api.booking(token, body("submit"));
  const draft = await api.booking(token, body("save"));
  expect([submitted.status, draft.status]).toEqual([1, 0]);
  return { username, token, submitted, draft };
}

const rows = (page: Page) => page.locator("tr.ant-table-row");
const tableRow = (page: Page, orderNo: string) => rows(page).filter({ hasText: orderNo });

/**
 * Searches the desk by keyword. Known bug (reported): the desk's default status reaches its filter
 * form a moment after the list shows, and the form then resets what was typed meanwhile; a search
 * lost so is typed again.
 */
async function searchKeyword(page: Page, keyword: string, search: RegExp) {
  await expect(async () => {
    await page.getByLabel(/^(关键字|Keyword)$/).fill(keyword);
    await page.getByRole("button", { name: search }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${keyword}`), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The page never scrolls sideways: a wide table scrolls inside its card. */
async function expectNoSideScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The whole page, or (a dialog open) what is on screen. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage }), contentType: "image/png" });
}

/** The messages a form item shows under `control` (not one on its way out). */
const errorsOf = (control: Locator) =>
  control
    .locator("xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-form-item ')][1]")
    .locator(".ant-form-item-explain-error:not(.ant-form-show-help-item-leave)");

test.describe("operations desk", () => {
  test("the operator lands on /ops/orders filtered to the orders waiting for operations; drafts never show", async ({
    page,
    api,
  }) => {
    test.setTimeout(60_000); // the desk's list is searched five times over every customer's orders
    const { username, submitted, draft } = await customerWithOrders(api, "cn");
    await loginAs(page, api, DEMO.operator);
    await page.goto("/");
    await expect(page).toHaveURL(/\/ops\/orders\?/);
    await expect(page).toHaveURL(WAITING);
    await expect(page.getByRole("heading", { name: "操作台" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "操作台" })).toHaveClass(/ant-menu-item-selected/);
    // the status filter shows the waiting statuses, and every row is in one of them
    const status = page.locator(".ant-form-item").filter({ hasText: "状态" }).locator(".ant-select");
    await expect(status).toContainText("待订舱");
    await expect(rows(page).first()).toBeVisible();
    const shown = await rows(page)
      .locator(".ant-tag[data-status]")
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("data-status")));
    expect(shown.length).toBeGreaterThan(0);
    for (const value of shown) expect(["1", "3", "6", "8", "20"]).toContain(value);

    // the customer's submitted order is there, named with its customer
    await searchKeyword(page, submitted.order_no, /^查\s*询$/);
    await expect(page).toHaveURL(WAITING);
    await expect(rows(page)).toHaveCount(1);
    await expect(tableRow(page, submitted.order_no).locator(".ant-tag")).toHaveText("待订舱");
    await expect(tableRow(page, submitted.order_no)).toContainText(username);

    // a draft is not before operations: not among the waiting, nor among all statuses
    await searchKeyword(page, draft.order_no, /^查\s*询$/);
    await expect(rows(page)).toHaveCount(0);
    const statusInput = status.getByRole("combobox");
    await statusInput.click();
    for (let i = 0; i < 5; i++) await statusInput.press("Backspace");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^查\s*询$/ }).click();
    await expect(page).toHaveURL(/status=all/);
    await expect(rows(page)).toHaveCount(0);

    // reset goes back to the waiting statuses and no keyword
    await page.getByRole("button", { name: /^重\s*置$/ }).click();
    await expect(page).toHaveURL(WAITING);
    await expect(page).not.toHaveURL(/keyword=/);
    await expect(page.getByLabel("关键字")).toHaveValue("");
  });

  test("rejecting a booking takes a reason and mails it to the customer in the customer's language", async ({
    page,
    api,
    browser,
  }) => {
    test.setTimeout(60_000); // two browsers and the mail
    const { username, submitted } = await customerWithOrders(api, "cn");
    await loginAs(page, api, DEMO.operator);
    // the operator works in English; the customer signed in last in Chinese
    await page.goto(`/ops/orders/${submitted.id}?lng=en-US`);
    await expect(page.getByRole("heading", { name: submitted.order_no })).toBeVisible();
    await expect(page.locator(".ant-tag[data-status]").first()).toHaveText("Awaiting booking");
    await page.getByRole("button", { name: "Reject booking" }).click();

    const dialog = page.getByRole("dialog", { name: `Reject booking: ${submitted.order_no}` });
    await expect(dialog).toContainText("The order will be cancelled and the customer notified by e-mail with the reason.");
    await dialog.getByRole("button", { name: "Reject booking" }).click();
    const reason = dialog.getByLabel("Reason");
    await expect(errorsOf(reason)).toHaveText("This field is required");
    await reason.fill("No space on the requested sailing");
    await dialog.getByRole("button", { name: "Reject booking" }).click();
    // the last word before it cannot be undone
    const ask = page.getByRole("dialog").filter({ hasText: `Reject the booking of order ${submitted.order_no}?` });
    await expect(ask).toContainText("This cannot be undone.");
    await ask.getByRole("button", { name: "Reject booking" }).click();
    await expect(
      page.locator(".ant-message-notice").filter({ hasText: `The booking of order ${submitted.order_no} was rejected` }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".ant-tag[data-status]").first()).toHaveText("Cancelled");
    await expect(page.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reject booking" })).toHaveCount(0);
    const event = page.getByTestId("order-event").filter({ hasText: "Booking rejected" });
    await expect(event.getByTestId("event-statuses")).toHaveText("Awaiting booking → Cancelled");
    await expect(event.getByTestId("event-reason")).toHaveText("Reason: No space on the requested sailing");

    // the customer's mail, in Chinese
    const subject = `订单 ${submitted.order_no}：已取消`;
    await expect
      .poll(async () => (await mailsTo(username, 0, 0)).map((mail) => mail.subject), { timeout: 20_000 })
      .toContain(subject);
    const mail = defined(
      (await mailsTo(username, 0, 0)).find((m) => m.subject === subject),
      `a mail "${subject}"`,
    );
    expect(mail.text).toContain(`很抱歉，您的订舱 ${submitted.order_no} 未能确认。`);
    expect(mail.text).toContain("原因：No space on the requested sailing");

    // and the customer sees it cancelled, with the reason
    const context = await browser.newContext();
    try {
      const shipper = await context.newPage();
      await loginAs(shipper, api, username, NEW_ACCOUNT_PASSWORD, "cn");
      await shipper.goto(`/bookings/${submitted.id}`);
      await expect(shipper.getByTestId("order-no")).toHaveText(submitted.order_no);
      await expect(shipper.getByTestId("order-no").locator("xpath=..").locator(".ant-tag")).toHaveText("已取消");
      await expect(shipper.getByTestId("order-event").filter({ hasText: "拒绝订舱" }).getByTestId("event-reason")).toHaveText(
        "原因：No space on the requested sailing",
      );
    } finally {
      await context.close();
    }
  });

  test("a shipper has no desk: /ops/orders is the 404 page, and the API refuses", async ({ page, api, request }) => {
    const token = await loginAs(page, api, DEMO.shipper);
    await page.goto("/ops/orders");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText("页面不存在", { exact: true })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "我的订舱" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "操作台" })).toHaveCount(0);
    await page.goto("/ops/orders/1");
    await expect(page).toHaveURL(/\/404$/);
    for (const path of ["/api/ops/order", "/api/ops/order/1"]) {
      const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status(), path).toBe(403);
      expect((await res.json()).error_code).toBe("AUTH_FORBIDDEN");
    }
  });

  test("at 375 px the desk and an order page do not scroll sideways, in Chinese and in English", async ({
    browser,
    api,
  }, testInfo) => {
    test.setTimeout(60_000); // two pages in two languages, each with a full-page screenshot
    const { submitted } = await customerWithOrders(api, "cn");
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      await loginAs(page, api, DEMO.operator);
      for (const [lng, confirm, waiting] of [
        ["zh-CN", "确认订舱", "待订舱"],
        ["en-US", "Confirm booking", "Awaiting booking"],
      ] as const) {
        await page.goto(`/ops/orders?lng=${lng}`);
        await expect(page).toHaveURL(WAITING);
        await expect(rows(page).first()).toBeVisible();
        await expectNoSideScroll(page);
        await attachScreenshot(page, testInfo, `ops-desk-375-${lng}`);

        await page.goto(`/ops/orders/${submitted.id}`);
        await expect(page.locator(".ant-tag[data-status]").first()).toHaveText(waiting);
        await expect(page.getByRole("button", { name: confirm })).toBeVisible();
        await expect(page.getByTestId("order-event")).toHaveCount(1);
        await expectNoSideScroll(page);
        await attachScreenshot(page, testInfo, `ops-order-375-${lng}`);

        // the confirm dialog fits the phone too
        await page.getByRole("button", { name: confirm }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoSideScroll(page);
        await attachScreenshot(page, testInfo, `ops-confirm-375-${lng}`, false);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      }
    } finally {
      await context.close();
    }
  });
});
