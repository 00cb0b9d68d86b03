import type { Page } from "@playwright/test";
import { DEMO, expect, loginAs, test } from "../fixtures";

const BLUE_OCEAN = "SHANGHAI BLUE OCEAN LOGISTICS CO., LTD.";
const cards = (page: Page) => page.getByTestId("shipper-card");

test.describe("shipper alliance (/shippers)", () => {
  test("the demo forwarder is a card; searching by company narrows to it and the detail shows its profile", async ({
    page,
    api,
  }) => {
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/shippers");
    await expect(page.getByRole("heading", { name: "货代联盟" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "货代联盟" })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    await page.getByLabel("公司名称").fill("blue ocean");
    await page.getByRole("button", { name: /查\s*询/ }).click();
    await expect(cards(page)).toHaveCount(1);
    const card = page.getByRole("article", { name: BLUE_OCEAN });
    await expect(card).toContainText("上海蓝海国际物流有限公司");
    await expect(card).toContainText("WANG FANG");
    await expect(card).toContainText(DEMO.forwarder);
    // (profile.spec toggles the forwarder's Shanghai port, so the tags checked are ones it leaves alone)
    for (const tag of ["整箱", "美西", "宁波"]) await expect(card.getByText(tag, { exact: true })).toBeVisible();

    await card.getByRole("button", { name: /查看详情/ }).click();
    const dialog = page.getByRole("dialog", { name: "公司详情" });
    await expect(dialog.getByText("公司简介")).toBeVisible();
    await expect(dialog.getByTestId("shipper-profile")).toHaveText(
      "SHANGHAI BLUE OCEAN LOGISTICS IS A NVOCC SERVING THE TRANS-PACIFIC AND ASIA-EUROPE TRADES.",
    );
  });

  test("filters by port in English, and a shipper account is not listed", async ({ page, api }) => {
    await loginAs(page, api, DEMO.forwarder);
    await page.goto("/shippers?lng=en");
    await expect(page.getByRole("heading", { name: "Shipper Alliance" })).toBeVisible();

    const port = page.getByLabel("Port", { exact: true });
    await port.click();
    await port.fill("Rotterdam");
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Rotterdam (NLRTM)"]').click();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("article", { name: BLUE_OCEAN })).toBeVisible();
    await expect(page.getByRole("article", { name: BLUE_OCEAN })).toContainText("Full Container Load");

    // the demo shipper's company: shippers are not forwarders, so the directory has no card for it
    await page.getByRole("button", { name: "Reset" }).click();
    await page.getByLabel("Company name").fill("EVERBRIGHT");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No forwarder matches these filters")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("at 375 px the cards fit the screen", async ({ browser, api }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await loginAs(page, api, DEMO.shipper);
    await page.goto("/shippers");
    await expect(cards(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
