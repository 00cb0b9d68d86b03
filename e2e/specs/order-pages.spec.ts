import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { type Api, DEMO, expect, FILES, loginAs, NEW_ACCOUNT_PASSWORD, test } from "../fixtures";
import { chinaDay, unique } from "../fixtures/order-ui";

// The order pages after the bill: operations open the order's documents in the same dialog the
// customer has (a replaced manifest folded under the current one), both read the ETD and ETA,
// and the Pay dialog shows the amount owed and the payee an admin configured.

// a real PDF (the server opens what it keeps), told apart by a comment after its end
const INVOICE = readFileSync(`${FILES}order/invoice.pdf`);
const PDF = (label: string) => Buffer.concat([INVOICE, Buffer.from(`% ${label}\n`)]);

const PAYEE = {
  payee_name: "HAIYUN LOGISTICS (NINGBO) CO., LTD.",
  payee_bank: "Bank of China, Ningbo Branch",
  payee_account: "3581 0000 1234 5678",
  payee_swift: "BKCHCNBJ92A",
  payee_bank_address: "",
  payee_note: "",
};

/** A JSON or multipart call with a token, answered 200; its data. */
async function send(
  request: APIRequestContext,
  token: string,
  method: "post" | "put",
  url: string,
  body: object,
  multipart = false,
) {
  const headers = { Authorization: `Bearer ${token}`, "Idempotency-Key": randomUUID() };
  const res = await request[method](url, multipart ? { headers, multipart: body as never } : { headers, data: body });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()).data;
}

const upload = (orderId: number, type: number, name: string, remark: string) => ({
  order_id: String(orderId),
  document_type: String(type),
  description: remark,
  file: { name, mimeType: "application/pdf", buffer: PDF(name) },
});

/** A fresh customer's FCL order moved through the API to "awaiting payment" (5), two manifests uploaded on the way. */
async function orderAwaitingPayment(api: Api, request: APIRequestContext) {
  const username = await api.newAccount("order-pages");
  const owner = await api.token(username, NEW_ACCOUNT_PASSWORD, "en");
  const ops = await api.token(DEMO.operator);
  const [ningbo, rotterdam, fob, hq40, carton, maersk, china, netherlands] = await Promise.all([
    api.refId("port", "CNNGB"),
    api.refId("port", "NLRTM"),
    api.refId("incoterm", "FOB"),
    api.refId("container", "40HQ"),
    api.refId("unit", "CT", { type: 3 }),
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
  const contacts = [party(1, "NINGBO EVERBRIGHT TRADING CO., LTD.", china), party(2, "ROTTERDAM IMPORTS B.V.", netherlands)];
  const booked = await api.booking(owner, {
    action: "submit",
    container_mode: 1,
    cust_ref_no: unique("PO-PAGES-"),
    ready_date: chinaDay(10),
    inco_term_id: fob,
    ship_mode: 1,
    from_id: ningbo,
    pol_id: ningbo,
    pod_id: rotterdam,
    to_id: rotterdam,
    contacts,
    spaces: [{ container_id: hq40, count: 2 }],
    containers: [],
    cargos: [],
  });
  const etd = chinaDay(20);
  const eta = chinaDay(50);
  await send(request, ops, "put", `/api/ops/order/${booked.id}/confirm`, {
    so_no: unique("MAEU"),
    carrier_id: maersk,
    vessel: "MAERSK ESSEX",
    voyage: "612W",
    etd,
    eta,
    si_cutoff: `${chinaDay(15)}T10:00:00Z`,
    vgm_cutoff: `${chinaDay(16)}T10:00:00Z`,
    cy_cutoff: `${chinaDay(17)}T02:00:00+08:00`,
  });
  await send(request, owner, "post", "/api/attachment", upload(booked.id, 8, "manifest-first.pdf", "FIRST"), true);
  const second = await send(
    request,
    owner,
    "post",
    "/api/attachment",
    upload(booked.id, 8, "manifest-second.pdf", "SECOND"),
    true,
  );
  const row = (container_no: string, seal_no: string) => ({
    container_no,
    seal_no,
    container_id: hq40,
    package: 120,
    package_uid: carton,
    weight: 8200.5,
    volume: 58.2,
    vgm: 12100,
  });
  await send(request, owner, "put", `/api/order/shipment/${booked.id}`, {
    action: "submit",
    contacts: [...contacts, { ...contacts[1], type: 3 }],
    marks_no: "NO MARKS",
    description: "WOODEN FURNITURE",
    manifest_file: second.file,
    vgm_method: 1,
    containers: [row("CSQU3054383", "SL-1"), row("MSKU9070323", "SL-2")],
  });
  const bill = await send(
    request,
    ops,
    "post",
    `/api/ops/order/${booked.id}/document`,
    { document_type: "3", remark: "", file: { name: "bill-draft.pdf", mimeType: "application/pdf", buffer: PDF("bill") } },
    true,
  );
  await send(request, ops, "put", `/api/ops/order/${booked.id}/bill`, { mbl_no: unique("MAEU"), file: bill.file });
  await send(request, owner, "put", "/api/order/pass", { id: booked.id });
  return { id: booked.id, username, etd, eta };
}

const shown = (day: string, lng: "zh-CN" | "en-US") =>
  lng === "en-US" ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : day;

test.describe("the order pages after the bill", () => {
  test("operations open the order's documents, a replaced manifest folded; both sides read ETD and ETA; Pay shows the payee", async ({
    browser,
    api,
    request,
  }) => {
    test.setTimeout(120_000);
    await api.setConfig(PAYEE);
    const order = await orderAwaitingPayment(api, request);
    for (const [lng, width, docs, earlier, owed] of [
      ["zh-CN", 1366, /订单文件/, "另有 1 个旧版本", "金额待运营确认，请联系我们"],
      ["en-US", 375, /Documents/, "1 earlier version", "The amount is yet to be confirmed by operations; please contact us"],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      try {
        const ops = await context.newPage();
        await loginAs(ops, api, DEMO.operator);
        await ops.goto(`/ops/orders/${order.id}?lng=${lng}`);
        await expect(ops.getByText(shown(order.etd, lng), { exact: true })).toBeVisible();
        await expect(ops.getByText(shown(order.eta, lng), { exact: true })).toBeVisible();
        await ops.getByRole("button", { name: docs }).click();
        const dialog = ops.getByRole("dialog");
        await expect(dialog.getByText("manifest-second.pdf")).toBeVisible();
        await expect(dialog.getByText("bill-draft.pdf")).toBeVisible();
        await expect(dialog.getByText("manifest-first.pdf")).toBeHidden();
        await dialog.getByRole("button", { name: earlier }).click();
        await expect(dialog.getByText("manifest-first.pdf")).toBeVisible();
        // the download saves the current manifest's bytes
        const [file] = await Promise.all([
          ops.waitForEvent("download"),
          dialog.getByRole("button", { name: /manifest-second\.pdf/ }).click(),
        ]);
        expect(file.suggestedFilename()).toBe("manifest-second.pdf");

        const customer = await context.newPage();
        await loginAs(customer, api, order.username, NEW_ACCOUNT_PASSWORD);
        // status 5 opens the payment dialog on the supply detail by itself
        await customer.goto(`/bookings/supply-detail/${order.id}?lng=${lng}`);
        const pay = customer.getByRole("dialog");
        await expect(pay.getByText(owed)).toBeVisible();
        await expect(pay.getByTestId("pay-payee")).toContainText(PAYEE.payee_account);
        await expect(pay.getByTestId("pay-payee")).toContainText(PAYEE.payee_swift);
        await customer.keyboard.press("Escape");
        await expect(customer.getByText(shown(order.eta, lng), { exact: true }).first()).toBeVisible();
      } finally {
        await context.close();
      }
    }
  });
});

test.describe("the documents the portal writes, and printing", () => {
  test("the customer downloads the written confirmation and guarantee letter; the detail prints without menu or buttons", async ({
    browser,
    api,
    request,
  }) => {
    test.setTimeout(120_000);
    const order = await orderAwaitingPayment(api, request);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await loginAs(page, api, order.username, NEW_ACCOUNT_PASSWORD);
      await page.goto(`/bookings/${order.id}?lng=en-US`);
      await page.getByRole("button", { name: /Documents/ }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText(/^SI-.+-R1\.pdf$/)).toBeVisible();
      await expect(dialog.getByText(/^LOI-.+\.pdf$/)).toBeVisible();
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        dialog.getByRole("button", { name: /BC-.+\.pdf/ }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^BC-.+\.pdf$/);
      const bytes = await (await import("node:fs/promises")).readFile(await file.path());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      await page.keyboard.press("Escape");

      // on paper: the order, without the header, the menu or a button
      await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(page.getByTestId("order-no")).toBeVisible();
      await expect(page.locator(".app-header")).toBeHidden();
      await expect(page.locator(".app-sider")).toBeHidden();
      await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
      await expect(page.getByRole("button", { name: /Documents/ })).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
