import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, defined, expect, test } from "../fixtures";
import { blockingViolations, LANGS, type Lang, pageAs } from "../fixtures/a11y";
import { buttonName } from "../fixtures/order-ui";

// axe-core on every main page of the portal, in Chinese and in English, and on the
// dialogs that matter: 0 serious or critical WCAG 2 A/AA violations. One signed-in page per role
// and language walks that role's pages; every page's findings are listed (rule, impact, targets)
// before the test fails, so one run shows them all.

type Texts = Record<Lang, string>;
const TEXT = {
  inquire: { "zh-CN": "询价", "en-US": "Inquire" },
  addContact: { "zh-CN": "新增联系人", "en-US": "Add contact" },
  import: { "zh-CN": "导入", "en-US": "Import" },
  editRoles: { "zh-CN": "编辑角色", "en-US": "Edit roles" },
  confirmBooking: { "zh-CN": "确认订舱", "en-US": "Confirm booking" },
  cancelBooking: { "zh-CN": "取消订舱", "en-US": "Cancel booking" },
  newUser: { "zh-CN": "新建用户", "en-US": "New user" },
  addReference: { "zh-CN": "新增", "en-US": "Add" },
} satisfies Record<string, Texts>;

/** The demo shipper's orders (the seed's statuses 0, 1, 2, 3, 5, 10, 40): an id per status. */
async function demoOrders(request: APIRequestContext, token: string) {
  const res = await request.get("/api/order", { params: { page: 1, size: 100 }, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const list: { id: number; status: number }[] = (await res.json()).data.list;
  const byStatus = (status: number) => {
    const order = list.find((o) => o.status === status);
    expect(order, `a demo order in status ${status}`).toBeDefined();
    return defined(order, `a demo order in status ${status}`).id;
  };
  return { submitted: byStatus(1), confirmed: byStatus(2), completed: byStatus(10) };
}

class Walk {
  constructor(
    private readonly page: Page,
    private readonly lang: Lang,
  ) {}

  /** Opens `path` and records its violations. */
  async check(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator("#root")).toContainText(/\S/, { timeout: 30_000 });
    await this.judge(path);
  }

  /** Opens a dialog on the page shown with `open`, records its violations, and closes it with Escape. */
  async dialog(what: string, open: (page: Page) => Promise<void>) {
    await open(this.page);
    await expect(this.page.getByRole("dialog")).toBeVisible();
    await this.judge(`${new URL(this.page.url()).pathname} ${what}`, ".ant-modal-wrap");
    await this.page.keyboard.press("Escape");
    await expect(this.page.getByRole("dialog")).toHaveCount(0);
  }

  private async judge(what: string, within?: string) {
    expect.soft(await blockingViolations(this.page, within), `${this.lang} ${what}`).toEqual([]);
  }
}

test.describe("accessibility: axe-core on every main page", () => {
  // the longest file of the browser suite: its walks are independent (each its own signed-in
  // page, reading the demo orders without changing them), so both workers may take them
  test.describe.configure({ mode: "parallel", timeout: 240_000 });

  for (const lang of LANGS) {
    const t = (texts: Texts) => texts[lang];

    test(`${lang}: the public pages and the error pages`, async ({ browser, api }) => {
      const page = await pageAs(browser, api, null, lang);
      const walk = new Walk(page, lang);
      for (const path of ["/login", "/register", "/forget-password", "/no/such/page"]) await walk.check(path);
      await page.context().close();
    });

    test(`${lang}: a shipper's bookings, forms and shipping instructions`, async ({ browser, api, request }) => {
      const page = await pageAs(browser, api, "shipper", lang);
      const orders = await demoOrders(request, await api.token(DEMO.shipper));
      const walk = new Walk(page, lang);
      await walk.check("/bookings");
      await walk.check("/bookings/create-fcl");
      await walk.check("/bookings/create-lcl");
      await walk.check(`/bookings/${orders.confirmed}`);
      await walk.check(`/bookings/${orders.submitted}`);
      await walk.dialog("cancel dialog", (p) => p.getByRole("button", { name: buttonName(t(TEXT.cancelBooking)) }).click());
      await walk.check(`/bookings/supply/${orders.confirmed}`);
      await walk.check(`/bookings/supply-detail/${orders.completed}`);
      await page.context().close();
    });

    test(`${lang}: a shipper's contacts, profile and quotes`, async ({ browser, api }) => {
      const page = await pageAs(browser, api, "shipper", lang);
      const walk = new Walk(page, lang);
      await walk.check("/contacts");
      await walk.dialog("add dialog", (p) => p.getByRole("button", { name: buttonName(t(TEXT.addContact)) }).click());
      await walk.dialog("import dialog", (p) => p.getByRole("button", { name: buttonName(t(TEXT.import)) }).click());
      await walk.check("/profile");
      await walk.check("/quotes");
      await walk.dialog("RFQ dialog", (p) =>
        p
          .getByRole("button", { name: buttonName(t(TEXT.inquire)) })
          .first()
          .click(),
      );
      await walk.check("/403");
      await walk.check("/no/such/page");
      await page.context().close();
    });

    test(`${lang}: a forwarder's rate sheets`, async ({ browser, api }) => {
      const page = await pageAs(browser, api, "forwarder", lang);
      const walk = new Walk(page, lang);
      await walk.check("/rate");
      await walk.dialog("import dialog", (p) => p.getByRole("button", { name: buttonName(t(TEXT.import)) }).click());
      await page.context().close();
    });

    test(`${lang}: operations and the admin console`, async ({ browser, api, request }) => {
      const orders = await demoOrders(request, await api.token(DEMO.shipper));
      const page = await pageAs(browser, api, "admin", lang);
      const walk = new Walk(page, lang);
      await walk.check("/ops/orders");
      await walk.check(`/ops/orders/${orders.submitted}`);
      await walk.dialog("confirm dialog", (p) => p.getByRole("button", { name: buttonName(t(TEXT.confirmBooking)) }).click());
      await walk.check("/shippers");
      await walk.check("/admin/users");
      await walk.dialog("roles dialog", (p) =>
        p
          .getByRole("button", { name: buttonName(t(TEXT.editRoles)) })
          .first()
          .click(),
      );
      await walk.dialog("new user dialog", (p) => p.getByRole("button", { name: buttonName(t(TEXT.newUser)) }).click());
      await walk.check("/admin/reference/container-types");
      await walk.dialog("reference dialog", (p) => p.getByRole("button", { name: buttonName(t(TEXT.addReference)) }).click());
      await walk.check("/admin/config");
      await page.context().close();
    });
  }
});
