import path from "node:path";
import { DEMO, DEMO_PASSWORD, expect, FILES, loginAs, test } from "../fixtures";
import { expectFocusVisible, tabTo } from "../fixtures/keyboard";
import { chinaDay } from "../fixtures/order-ui";

// Every form usable by keyboard alone. The sign-in, the registration and the
// booking form's general fields are filled and sent with Tab, Shift+Tab, typing, the arrow keys,
// Enter and Space only: no click. Each control reached shows the focus; a dialog closes with
// Escape and gives the focus back to what opened it.

test.describe("keyboard alone", () => {
  test("sign in: Tab to the fields, type, Shift+Tab back, Enter sends", async ({ page }) => {
    await page.goto("/login?lng=en");
    const username = page.locator("#login-username");
    const password = page.locator("#login-password");
    await tabTo(page, username);
    await expectFocusVisible(page);
    await page.keyboard.type(DEMO.shipper);
    await tabTo(page, password, { max: 3 });
    await expectFocusVisible(page);
    await page.keyboard.type("wrong");
    // Shift+Tab goes back to the username, and Tab forth again: the focus is not trapped
    await tabTo(page, username, { back: true, max: 3 });
    await expect(username).toHaveValue(DEMO.shipper);
    await tabTo(page, password, { max: 3 });
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("registration: both steps, the pictures, the terms dialog and the agreement, sent with Enter", async ({ page }) => {
    test.setTimeout(90_000);
    const email = `kbd-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    // Playwright turns on its file-chooser catching without waiting for the browser to confirm: a
    // listener from the start has it on long before the first picker's Enter (a waitForEvent just
    // before the key press sometimes lost the race, and the chooser opened uncaught)
    page.on("filechooser", () => {});
    await page.goto("/register?lng=en");
    const fields: [string, string, boolean?][] = [
      ["Username (e-mail)", email],
      ["Password", "Sturdy-pass-42", true],
      ["Confirm password", "Sturdy-pass-42"],
      ["Contact person", "KIM SOO"],
      ["Phone", "+8657488880000"],
      ["Company name (English)", "KIM TRADING CO., LTD."],
    ];
    for (const [label, value, exact] of fields) {
      await tabTo(page, page.getByLabel(label, { exact }));
      await expectFocusVisible(page);
      await page.keyboard.type(value);
    }
    // the country: type to search, the arrow key onto the option, Enter takes it
    await tabTo(page, page.locator("#country_id"));
    await expectFocusVisible(page);
    await page.keyboard.type("China");
    await expect(page.locator(".ant-select-item-option-active")).toContainText("China");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(page.locator(".ant-select-content, .ant-select-selector").filter({ hasText: "China" }).first()).toBeVisible();
    for (const [label, value] of [
      ["City", "NINGBO"],
      ["Address line 1", "NO. 9 JIANGDONG ROAD"],
    ] as const) {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");

    // the documents: each picture's button opens the file chooser with Enter
    const pickers = page.locator(".ant-upload[role=button]");
    await expect(pickers).toHaveCount(2);
    for (const [index, file] of [
      [0, "logo.png"],
      [1, "license.jpg"],
    ] as const) {
      await tabTo(page, pickers.nth(index));
      await expectFocusVisible(page);
      const chooser = page.waitForEvent("filechooser");
      await page.keyboard.press("Enter");
      await (await chooser).setFiles(path.join(FILES, file));
    }
    await expect(page.getByRole("img", { name: "Company logo" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Business license" })).toBeVisible();

    // the terms open in a dialog: Escape closes it and the focus is back on the link
    const terms = page.getByRole("button", { name: "Terms of Use" });
    await tabTo(page, terms);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Terms of Use" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(terms).toBeFocused();

    await tabTo(page, page.getByRole("checkbox"), { back: true });
    await expectFocusVisible(page);
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox")).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Register" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText("Registration successful, please sign in").first()).toBeVisible();
  });

  test("booking form: the general fields with typing and arrow keys, the draft saved and confirmed with Enter", async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    const username = await api.newAccount("kbd-booking");
    await loginAs(page, api, username, "Sturdy-pass-42");
    await page.goto("/bookings/create-fcl?lng=en");
    await expect(page.getByRole("heading", { name: "New FCL booking" })).toBeVisible({ timeout: 30_000 });

    await tabTo(page, page.getByLabel("Reference number"));
    await expectFocusVisible(page);
    await page.keyboard.type("PO-KBD-1");
    await tabTo(page, page.getByLabel("Cargo ready date"), { max: 3 });
    await expectFocusVisible(page);
    await page.keyboard.type(chinaDay(10));
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Cargo ready date")).toHaveValue(chinaDay(10));
    // selects: typing searches, Enter takes the active option
    for (const [label, search, option] of [
      ["Incoterm", "Free on", "Free on Board"],
      ["Ship mode", "CY-CY", "Port to port (CY-CY)"],
      ["Place of receipt", "CNNGB", "Ningbo (CNNGB)"],
      ["Port of loading", "CNNGB", "Ningbo (CNNGB)"],
    ] as const) {
      const select = page.getByLabel(label, { exact: true });
      await tabTo(page, select, { max: 6 });
      await expectFocusVisible(page);
      await page.keyboard.type(search);
      // a select without search opens on ArrowDown; the arrow keys walk its options
      const active = page.locator(".ant-select-dropdown:visible .ant-select-item-option-active");
      await expect(async () => {
        if ((await active.count()) === 0 || !(await active.textContent())?.includes(option))
          await page.keyboard.press("ArrowDown");
        await expect(active).toContainText(option, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await page.keyboard.press("Enter");
      await expect(page.locator(".ant-select").filter({ has: select })).toContainText(option);
    }
    // back up the group with Shift+Tab: every field is still in the tab order
    await tabTo(page, page.getByLabel("Reference number"), { back: true, max: 30 });

    await tabTo(page, page.getByRole("button", { name: "Save draft" }));
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog").filter({ hasText: "Save the draft?" });
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/bookings\/edit-fcl\/\d+$/);
    await expect(page.getByLabel("Reference number")).toHaveValue("PO-KBD-1");
  });
});
