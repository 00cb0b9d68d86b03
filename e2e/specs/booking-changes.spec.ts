import type { APIRequestContext, Page } from "@playwright/test";
import { type Api, DEMO, expect, loginAs, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";
import { around, buttonName, chinaDay, notice, unique } from "../fixtures/order-ui";

// Changes of a submitted booking, in both languages: operations' "Update sailing" is sent by its
// button only (Enter in a field mails nobody), the customer's amendment form has no draft and says
// what it sends, and an out-of-gauge dimension out of range stays in its field with its message.

const L = {
  zh: {
    lng: "zh-CN",
    updateSailing: "更新船期",
    sailingDialog: (no: string) => `更新订舱 ${no} 的船期`,
    vessel: "船名",
    etd: "开船日期",
    confirm: "确定",
    sailingUpdated: "船期已更新，已通知客户",
    saveDraft: "保存草稿",
    send: "提交修改申请",
    reason: "修改原因",
    reasonRequired: "请填写修改原因",
    remark: "备注",
    confirmTitle: "提交修改申请？",
    ok: "确定",
    sent: "修改申请已提交",
    oogButton: "超限尺寸，第 1 行",
    oogDialog: "超限尺寸（厘米）",
    overHeight: "超高",
    oogMin: "不能小于 0 厘米",
  },
  en: {
    lng: "en-US",
    updateSailing: "Update sailing",
    sailingDialog: (no: string) => `Update the sailing of ${no}`,
    vessel: "Vessel",
    etd: "ETD",
    confirm: "OK",
    sailingUpdated: "Sailing updated; the customer was notified",
    saveDraft: "Save draft",
    send: "Send amendment request",
    reason: "Reason for the amendment",
    reasonRequired: "Please give the reason for the amendment",
    remark: "Remark",
    confirmTitle: "Send the amendment request?",
    ok: "OK",
    sent: "Amendment request sent",
    oogButton: "Out of gauge, row 1",
    oogDialog: "Out-of-gauge dimensions (CM)",
    overHeight: "Over height",
    oogMin: "Must be at least 0 cm",
  },
} as const;

/** A fresh customer with a booking confirmed by operations and a draft on a flat rack, through the API. */
async function confirmedBooking(api: Api, request: APIRequestContext, lang: "cn" | "en") {
  const username = await api.newAccount("changes");
  const token = await api.token(username, NEW_ACCOUNT_PASSWORD, lang);
  const [ningbo, rotterdam, fob, hq40, fr40, maersk, china, netherlands] = await Promise.all([
    api.refId("port", "CNNGB"),
    api.refId("port", "NLRTM"),
    api.refId("incoterm", "FOB"),
    api.refId("container", "40HQ"),
    api.refId("container", "40FR"),
    api.refId("carrier", "MAEU"),
    api.countryId("CN"),
    api.countryId("NL"),
  ]);
  const party = (type: number, company1: string, country_id: number) => ({
    type,
    company1,
    linkman: "LI MING",
    phone: "+8657487000000",
    address1: "NO. 1 ZHONGSHAN EAST ROAD",
    city: "NINGBO",
    country_id,
  });
  const body = (action: "save" | "submit", container_id: number) => ({
    action,
    container_mode: 1,
    cust_ref_no: unique("PO-CHG-"),
    ready_date: chinaDay(10),
    inco_term_id: fob,
    ship_mode: 1,
    from_id: ningbo,
    pol_id: ningbo,
    pod_id: rotterdam,
    to_id: rotterdam,
    contacts: [party(1, "NINGBO EVERBRIGHT TRADING CO., LTD.", china), party(2, "ROTTERDAM IMPORTS B.V.", netherlands)],
    spaces: [{ container_id, count: 2 }],
    containers: [],
    cargos: [],
  });
  const order = await api.booking(token, body("submit", hq40));
  const draft = await api.booking(token, body("save", fr40));
  const confirmed = await request.put(`/api/ops/order/${order.id}/confirm`, {
    headers: { Authorization: `Bearer ${await api.token(DEMO.operator)}` },
    data: {
      so_no: unique("MAEU"),
      carrier_id: maersk,
      vessel: "MAERSK ESSEX",
      voyage: "612W",
      etd: chinaDay(20),
      eta: chinaDay(50),
      si_cutoff: `${chinaDay(15)}T10:00:00+08:00`,
      vgm_cutoff: `${chinaDay(16)}T10:00:00+08:00`,
      cy_cutoff: `${chinaDay(17)}T10:00:00+08:00`,
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { username, order, draft };
}

/** The order actions a page sends (PUT and POST under /api/ops/order or /api/order). */
function sentActions(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (["PUT", "POST"].includes(request.method()) && /\/api\/(ops\/)?order\//.test(request.url())) {
      sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return sent;
}

/** The messages a form item shows under `control`. */
const errorsOf = (control: ReturnType<Page["getByLabel"]>) =>
  around(control, "ant-form-item").locator(".ant-form-item-explain-error:not(.ant-form-show-help-item-leave)");

test.use({ actionTimeout: 20_000 });

for (const lng of ["zh", "en"] as const) {
  const t = L[lng];
  test(`${t.lng}: Enter in "Update sailing" sends nothing; the amendment has no draft and says what it sends; a negative OOG dimension is said`, async ({
    page,
    api,
    browser,
    request,
  }) => {
    test.setTimeout(120_000); // two browsers, three forms
    const { username, order, draft } = await confirmedBooking(api, request, lng === "zh" ? "cn" : "en");

    // operations: Enter in a field or a date picker of the roll-over dialog sends nothing
    const context = await browser.newContext();
    try {
      const ops = await context.newPage();
      await loginAs(ops, api, DEMO.operator);
      const opsSent = sentActions(ops);
      await ops.goto(`/ops/orders/${order.id}?lng=${t.lng}`);
      await ops.getByRole("button", { name: buttonName(t.updateSailing) }).click();
      const dialog = ops.getByRole("dialog", { name: t.sailingDialog(order.order_no) });
      const vessel = dialog.getByLabel(t.vessel, { exact: true });
      await vessel.fill("maersk edmonton");
      await expect(vessel).toHaveValue("MAERSK EDMONTON"); // written upper case, as the confirm dialog writes it
      await vessel.press("Enter");
      await dialog.getByLabel(t.etd, { exact: true }).click();
      await dialog.getByLabel(t.etd, { exact: true }).press("Enter");
      // only the button sends it: once, after the Enters (which would have sent it and closed the dialog)
      await dialog.getByRole("button", { name: buttonName(t.confirm) }).click();
      await expect(notice(ops, t.sailingUpdated)).toBeVisible({ timeout: 20_000 });
      expect(opsSent).toEqual([`PUT /api/ops/order/${order.id}/confirmation`]);
    } finally {
      await context.close();
    }

    // the customer's amendment: no draft; the reason said under its field before any question
    await loginAs(page, api, username, NEW_ACCOUNT_PASSWORD, lng === "zh" ? "cn" : "en");
    const sent = sentActions(page);
    await page.goto(`/bookings/edit-fcl/${order.id}?amend=1&lng=${t.lng}`);
    const reason = page.getByLabel(t.reason);
    await expect(reason).toBeVisible({ timeout: 20_000 }); // the form waits for the order and its lists
    await expect(page.getByRole("button", { name: buttonName(t.saveDraft) })).toHaveCount(0);
    await page.getByLabel(t.remark, { exact: true }).fill("TWO MORE BOXES PLEASE");
    await page.getByRole("button", { name: buttonName(t.send) }).click();
    await expect(errorsOf(reason)).toHaveText(t.reasonRequired);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(sent).toEqual([]);
    await reason.fill("MORE CARGO");
    await page.getByRole("button", { name: buttonName(t.send) }).click();
    const ask = page.getByRole("dialog").filter({ hasText: t.confirmTitle });
    await ask.getByRole("button", { name: buttonName(t.ok) }).click();
    await expect(notice(page, t.sent)).toBeVisible({ timeout: 20_000 });
    expect(sent).toEqual([`POST /api/order/${order.id}/amendment`]);

    // an out-of-gauge dimension below 0 keeps the dialog open and says the limit with its unit
    await page.goto(`/bookings/edit-fcl/${draft.id}?lng=${t.lng}`);
    await page.getByRole("button", { name: t.oogButton }).click();
    const oog = page.getByRole("dialog", { name: t.oogDialog });
    const height = oog.getByLabel(t.overHeight);
    await height.fill("-5");
    await oog.getByRole("button", { name: buttonName(t.ok) }).click();
    await expect(errorsOf(height)).toHaveText(t.oogMin);
    await expect(oog).toBeVisible();
  });
}
