import { expect, loginAs, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";

// Issue 11 item 3 in the browser (en): a shipper books from one of the demo forwarder's quotes —
// the Book button opens the FCL form filled from the quote, the estimate follows the counts, the
// saved draft keeps the quote's prices, and the list and the detail show the booking amount.

test("a shipper books from a quote: the form is filled, the estimate shows, the order keeps the amount (en)", async ({
  page,
  api,
}) => {
  const shipper = await api.newAccount("quote-booker", ["shipper"]);
  await loginAs(page, api, shipper, NEW_ACCOUNT_PASSWORD, "en");
  // the demo Xiamen → Singapore lane: 20GP 320.00, 40GP 560.00, 40HQ 580.00 (db/seed/demo-rates.ts)
  const singapore = await api.refId("port", "SGSIN");
  await page.goto(`/quotes?lng=en&to_id=${singapore}`);
  const rows = page.locator(".ant-table-tbody .ant-table-row");
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("link", { name: "Book" }).click();

  await expect(page).toHaveURL(/\/bookings\/create-fcl\?quote=\d+$/);
  const panel = page.getByTestId("quote-panel");
  await expect(panel).toContainText("Booking from quote #");
  await expect(panel).toContainText("Singapore");
  await expect(page.getByLabel("Count, row 3")).toHaveValue("1");
  const estimate = page.getByTestId("quote-estimate");
  // 320.00 + 560.00 + 580.00
  await expect(estimate).toContainText("USD 1,460.00");
  await page.getByLabel("Count, row 3").fill("2");
  await expect(estimate).toContainText("USD 2,040.00");

  await page.getByLabel("Reference number").fill("QUOTE-E2E");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/bookings\/edit-fcl\/\d+$/);
  const orderId = page.url().split("/").at(-1);

  await page.goto("/bookings?lng=en");
  await expect(page.getByRole("row", { name: /QUOTE-E2E/ })).toContainText("USD 2,040.00");
  await page.goto(`/bookings/${orderId}?lng=en`);
  const quote = page.getByTestId("order-quote");
  await expect(quote).toContainText("Booked from quote #");
  await expect(quote.getByTestId("order-booking-amount")).toHaveText("USD 2,040.00");
});
