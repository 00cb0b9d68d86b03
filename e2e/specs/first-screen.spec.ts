import { DEMO, expect, loginAs, test } from "../fixtures";

// A phone on a slow link sees the signed-in list's picture, drawn by the page's own script before
// any of the app's scripts has come, with the first rows it asked for at once (apps/web build/
// first-page-hints.ts); the app then takes that answer instead of asking again.

test.describe("the first screen on a phone", () => {
  test("draws the quotes before the app has loaded, and the app does not ask for them again", async ({ browser, api }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: "en-US" });
    try {
      const page = await context.newPage();
      const token = await loginAs(page, api, DEMO.shipper);
      const quotes = await (
        await page.request.get("/api/quote?page=1&size=50", { headers: { Authorization: `Bearer ${token}`, lang: "en" } })
      ).json();
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });

      // the app's scripts held back: what shows is the picture alone
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/quotes?lng=en");
      const picture = page.locator("#first-screen");
      await expect(picture.getByRole("heading", { name: "Shipping Quotes", includeHidden: true })).toBeAttached();
      const titles = picture.locator(".list-card-title");
      await expect(titles.first()).toHaveText(quotes.data.list[0].carrier_name);
      await expect(titles).toHaveCount(Math.min(10, quotes.data.list.length));
      await expect(picture.locator("dt").first()).toHaveText("Route");
      // the page's stylesheets applied once the rows are drawn, for the app to find and wait for
      await expect(page.locator('link[rel="stylesheet"][data-early="done"]').first()).toBeAttached();
      expect(violations).toEqual([]);

      // the whole app: one request for the rows, the cards the app draws, no picture left
      await page.unroute(/\/assets\/.*\.js$/);
      const asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/quote") asked.push(request.url());
      });
      await page.goto("/quotes");
      await expect(page.getByRole("list", { name: "Shipping Quotes" }).getByTestId("list-card").first()).toContainText(
        quotes.data.list[0].carrier_name,
      );
      await expect(picture).toHaveCount(0);
      expect(asked).toHaveLength(1);
      // each stylesheet once: the app's loader did not apply again what the page had applied
      const sheets = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
      expect(sheets.length).toBeGreaterThan(0);
      expect(new Set(sheets).size).toBe(sheets.length);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
