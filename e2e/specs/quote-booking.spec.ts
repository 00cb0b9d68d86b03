import { expect, loginAs, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";

// Booking from a quote in the browser, in Chinese and in English: a shipper books from one of the demo
// forwarder's quotes — the Book button opens the FCL form filled from the quote, the estimate
// follows the counts, the saved draft keeps the quote's prices, and the list and the detail show
// the booking amount.

const TEXTS = {
  cn: {
    lng: "zh",
    book: /^订\s*舱$/,
    panel: "按报价订舱（报价 #",
    port: "新加坡",
    count: "第 3 行箱量",
    reference: "参考号",
    save: "保存草稿",
    ok: /^确\s*定$/,
    booked: "按报价 #",
  },
  en: {
    lng: "en",
    book: /^Book$/,
    panel: "Booking from quote #",
    port: "Singapore",
    count: "Count, row 3",
    reference: "Reference number",
    save: "Save draft",
    ok: /^OK$/,
    booked: "Booked from quote #",
  },
} as const;

for (const [lang, t] of Object.entries(TEXTS) as [keyof typeof TEXTS, (typeof TEXTS)[keyof typeof TEXTS]][]) {
  test(`a shipper books from a quote: the form is filled, the estimate shows, the order keeps the amount (${lang})`, async ({
    page,
    api,
  }) => {
    // a long flow over four pages: room for a busy machine
    test.setTimeout(90_000);
    const shipper = await api.newAccount(`quote-booker-${lang}`, ["shipper"]);
    await loginAs(page, api, shipper, NEW_ACCOUNT_PASSWORD, lang);
    // the demo Xiamen → Singapore lane: 20GP 320.00, 40GP 560.00, 40HQ 580.00 (db/seed/demo-rates.ts)
    const singapore = await api.refId("port", "SGSIN");
    await page.goto(`/quotes?lng=${t.lng}&to_id=${singapore}`);
    // the one quote of the lane: the only row with a Book link
    const rows = page.getByRole("row").filter({ has: page.getByRole("link", { name: t.book }) });
    // the first page of a session loads its code, the reference lists and the quotes
    await expect(rows).toHaveCount(1, { timeout: 20_000 });
    await rows.first().getByRole("link", { name: t.book }).click();

    await expect(page).toHaveURL(/\/bookings\/create-fcl\?quote=\d+$/);
    const panel = page.getByTestId("quote-panel");
    await expect(panel).toContainText(t.panel);
    await expect(panel).toContainText(t.port);
    await expect(page.getByLabel(t.count)).toHaveValue("1");
    const estimate = page.getByTestId("quote-estimate");
    // 320.00 + 560.00 + 580.00
    await expect(estimate).toContainText("USD 1,460.00");
    await page.getByLabel(t.count).fill("2");
    await expect(estimate).toContainText("USD 2,040.00");

    // the reference is kept in capitals, as the form writes it
    const reference = `QUOTE-E2E-${lang.toUpperCase()}`;
    await page.getByLabel(t.reference).fill(reference);
    await page.getByRole("button", { name: t.save }).click();
    await page.locator(".ant-modal-confirm").getByRole("button", { name: t.ok }).click();
    await expect(page).toHaveURL(/\/bookings\/edit-fcl\/\d+$/);
    const orderId = page.url().split("/").at(-1);

    await page.goto(`/bookings?lng=${t.lng}`);
    await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText("USD 2,040.00");
    await page.goto(`/bookings/${orderId}?lng=${t.lng}`);
    const quote = page.getByTestId("order-quote");
    await expect(quote).toContainText(t.booked);
    await expect(quote.getByTestId("order-booking-amount")).toHaveText("USD 2,040.00");
  });
}
