import { ORDER_STATUS, PARTY_TYPE } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { demoPdf } from "../src/db/seed/demo-orders";
import { createOrder } from "./factories";
import { auth, type MultipartPart, multipart } from "./helpers";
import {
  call,
  confirmBody,
  eventsOf,
  fclBooking,
  type Lang,
  mailsTo,
  orderRow,
  orderState,
  orderTestApp,
  party,
  type SignedIn,
  supplyBody,
} from "./order-fixtures";

const S = ORDER_STATUS;

// Rows after the instruction: the customer's bill check, payment and telex,
// operations' bill, payment refusal, invoice, release and amendment — each with its event and the
// owner's mail; an order travels from a draft to a released bill through the real routes.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;

const PDF = demoPdf("A TEST DOCUMENT");
const pdfOf = (label: string) => Buffer.concat([PDF, Buffer.from(`% ${label}\n`)]);

function postFile(who: SignedIn, url: string, fields: Record<string, string>, name: string, data: Buffer, lang: Lang = "en") {
  const parts: MultipartPart[] = [
    ...Object.entries(fields).map(([field, value]) => ({ name: field, value })),
    { name: "file", filename: name, data, contentType: "application/pdf" },
  ];
  const form = multipart(parts);
  return app.inject({ method: "POST", url, headers: { ...auth(who.token, lang), ...form.headers }, payload: form.payload });
}

/** Operations attach a document; its `file` is what the next call names. */
async function opsDocument(orderId: number, type: number, name: string, data = pdfOf(name)) {
  const res = await postFile(operator, `/api/ops/order/${orderId}/document`, { document_type: String(type) }, name, data);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.file as number;
}

/** The customer uploads an attachment; its `file` is what pay or telex names. */
async function attachment(orderId: number, type: number, name: string, data = pdfOf(name)) {
  const res = await postFile(owner, "/api/attachment", { order_id: String(orderId), document_type: String(type) }, name, data);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.file as number;
}

const ops = (orderId: number, step: string, body: unknown, lang: Lang = "en") =>
  call(app, operator.token, "PUT", `/api/ops/order/${orderId}/${step}`, body, { lang });
const mine = (url: string, body: unknown, lang: Lang = "en") => call(app, owner.token, "PUT", url, body, { lang });
const statusOf = async (id: number) => (await orderRow(db, id)).status;

describe("an order from draft to released bill", () => {
  it("goes through every step, the documents dialog listing each file with its bytes", async () => {
    await db.update(users).set({ lang: "en" }).where(eq(users.id, owner.user.id));
    const id = (await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs))).json().data.id as number;
    await ops(id, "confirm", confirmBody(refs.maersk));
    expect((await mine(`/api/order/shipment/${id}`, supplyBody(refs))).json().data.status).toBe(2);
    expect((await mine(`/api/order/shipment/${id}`, supplyBody(refs, { action: "submit" }))).json().data.status).toBe(3);

    const draft1 = await opsDocument(id, 3, "bill-draft-1.pdf");
    expect((await ops(id, "bill", { mbl_no: "maeu261234567", file: draft1 })).json().data.status).toBe(4);
    expect((await orderRow(db, id)).mbl_no).toBe("MAEU261234567");
    const record = (await call(app, owner.token, "GET", `/api/order/shipment/${id}`)).json().data;
    expect(record.bill_document).toEqual({
      id: draft1,
      name: "bill-draft-1.pdf",
      remark: "",
      type: 3,
      url: `/api/document/download/${draft1}`,
    });

    expect((await mine("/api/order/fail", { id, reason: "consignee address wrong" })).json().data.status).toBe(20);
    const desk = (await call(app, operator.token, "GET", `/api/ops/order/${id}`)).json().data;
    expect(desk.bill_fail_reason).toBe("consignee address wrong");
    expect(desk.supply).toMatchObject({ marks_no: "NO MARKS", containers: expect.any(Array) });
    const draft2 = await opsDocument(id, 3, "bill-draft-2.pdf");
    expect((await ops(id, "bill", { mbl_no: "MAEU261234567", file: draft2 })).json().data.status).toBe(4);
    expect((await mine("/api/order/pass", { id })).json().data.status).toBe(5);

    const receipt = await attachment(id, 5, "receipt.pdf");
    expect((await mine("/api/order/pay", { id, filename: receipt })).json().data.status).toBe(6);
    const invoice = await opsDocument(id, 4, "invoice.pdf");
    expect((await ops(id, "invoice", { file: invoice, amount: "1250.5", currency: "usd" })).json().data.status).toBe(7);
    const guarantee = await attachment(id, 6, "guarantee.pdf");
    expect((await mine("/api/order/telex", { id, filename: guarantee })).json().data.status).toBe(8);
    const release = await opsDocument(id, 7, "telex-release.pdf");
    expect((await ops(id, "release", { file: release })).json().data.status).toBe(10);

    const events = await eventsOf(db, id);
    expect(events.map((event) => [event.action, event.from_status, event.to_status])).toEqual([
      ["submit", null, 1],
      ["confirm_booking", 1, 2],
      ["supply_save", 2, 2],
      ["supply_submit", 2, 3],
      ["publish_bill", 3, 4],
      ["bill_fail", 4, 20],
      ["publish_bill", 20, 4],
      ["bill_pass", 4, 5],
      ["pay", 5, 6],
      ["issue_invoice", 6, 7],
      ["telex", 7, 8],
      ["release", 8, 10],
    ]);
    expect(events.find((event) => event.action === "issue_invoice")).toMatchObject({ amount: "1250.50", currency: "USD" });
    expect(events.find((event) => event.action === "bill_fail")?.reason).toBe("consignee address wrong");

    const listed: { name: string; type: number; url: string }[] = (
      await call(app, owner.token, "GET", `/api/order/document/${id}`)
    ).json().data.list;
    // the portal's own PDFs beside the uploads: the confirmation, the instruction, the guarantee letter
    const no = (await orderRow(db, id)).order_no;
    const written = listed.filter((d) => d.name.startsWith("BC-") || d.name.startsWith("SI-") || d.name.startsWith("LOI-"));
    expect(written.map((d) => [d.name, d.type]).sort()).toEqual(
      [
        [`BC-${no}.pdf`, 1],
        [`SI-${no}-R1.pdf`, 2],
        [`LOI-${no}.pdf`, 6],
      ].sort(),
    );
    const documents = listed.filter((d) => !written.includes(d));
    expect(documents.map((d) => [d.name, d.type]).sort()).toEqual(
      [
        ["bill-draft-1.pdf", 3],
        ["bill-draft-2.pdf", 3],
        ["guarantee.pdf", 6],
        ["invoice.pdf", 4],
        ["receipt.pdf", 5],
        ["telex-release.pdf", 7],
      ].sort(),
    );
    for (const document of documents) {
      const download = await call(app, owner.token, "GET", document.url);
      expect(download.rawPayload.equals(pdfOf(document.name)), document.name).toBe(true);
    }
    const mails = (await mailsTo(db, owner.user.username)).map((mail) => mail.kind);
    for (const kind of ["order_publish_bill", "order_bill_fail", "order_issue_invoice", "order_release"]) {
      expect(mails).toContain(kind);
    }
    const invoiceMail = (await mailsTo(db, owner.user.username)).find((mail) => mail.kind === "order_issue_invoice");
    expect(invoiceMail?.text).toContain("Invoice amount: USD 1250.50");
  });
});

describe("operations' steps", () => {
  it("publish a bill only with a bill-draft document of this order", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BILL });
    const other = await createOrder(db, owner.user.id, { status: S.AWAITING_BILL });
    const invoice = await opsDocument(order.id, 4, "invoice.pdf");
    const elsewhere = await opsDocument(other.id, 3, "bill.pdf");
    const before = await orderState(db, order.id);
    for (const file of [invoice, elsewhere]) {
      const res = await ops(order.id, "bill", { mbl_no: "MAEU1", file }, "cn");
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe("此订单没有该提单草稿文件");
    }
    expect((await ops(order.id, "bill", { mbl_no: "MAEU1", file: invoice })).json().msg).toBe(
      "This order has no such bill of lading draft document",
    );
    expect(await orderState(db, order.id)).toBe(before);
  });

  it("issue an invoice only in a currency of the list, with a decimal amount", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_INVOICE });
    const invoice = await opsDocument(order.id, 4, "invoice.pdf");
    const unknown = await ops(order.id, "invoice", { file: invoice, amount: "10.00", currency: "XYZ" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: "currency", message: "The selected option does not exist or is no longer offered" },
    ]);
    const float = await ops(order.id, "invoice", { file: invoice, amount: 10.5, currency: "USD" });
    expect(float.json().errors).toEqual([{ field: "amount", message: "An amount is greater than 0 with at most 2 decimals" }]);
    expect(await statusOf(order.id)).toBe(6);
  });

  it("reject a payment with a reason, sending the order back to 5", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_INVOICE });
    const res = await ops(order.id, "payment-reject", { reason: "AMOUNT SHORT" });
    expect(res.json().data.status).toBe(5);
    expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({ action: "reject_payment", reason: "AMOUNT SHORT" });
    expect((await ops(order.id, "payment-reject", { reason: " " })).statusCode).toBe(400);
  });

  it("amend a submitted instruction: the status stays, the event keeps fee, currency and reason, the owner is told in Chinese", async () => {
    await db.update(users).set({ lang: "cn" }).where(eq(users.id, owner.user.id));
    const booked = await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs));
    const id = booked.json().data.id as number;
    await ops(id, "confirm", confirmBody(refs.maersk));
    await mine(`/api/order/shipment/${id}`, supplyBody(refs, { action: "submit" }));
    const { action: _action, ...fields } = supplyBody(refs, {
      contacts: [
        party(refs, PARTY_TYPE.SHIPPER),
        party(refs, PARTY_TYPE.CONSIGNEE, { company1: "NEW CONSIGNEE GMBH" }),
        party(refs, PARTY_TYPE.NOTIFY_1),
      ],
    });
    const res = await ops(id, "amend-si", { ...fields, fee: "300", currency: "CNY", reason: "CONSIGNEE CHANGED" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(3);
    const consignee = (await call(app, owner.token, "GET", `/api/order/shipment/${id}`)).json().data.contacts[1];
    expect(consignee.company1).toBe("NEW CONSIGNEE GMBH");
    expect((await eventsOf(db, id)).at(-1)).toMatchObject({
      action: "amend_si",
      from_status: 3,
      to_status: 3,
      amount: "300.00",
      currency: "CNY",
      reason: "CONSIGNEE CHANGED",
    });
    const timeline = (await call(app, owner.token, "GET", `/api/order/${id}/events`)).json().data.list;
    expect(timeline.at(-1)).toMatchObject({ action: "amend_si", amount: "300.00", currency: "CNY" });
    const mail = (await mailsTo(db, owner.user.username)).at(-1);
    expect(mail).toMatchObject({ kind: "order_amend_si", lang: "cn" });
    expect(mail?.text).toContain("改单费：CNY 300");
    // the same rules as the customer's: one more 40HQ than booked is refused
    const rows = ["CSQU3054383", "MSKU9070323", "CSQU3054070"].map((no) => ({ ...fields.containers[0], container_no: no }));
    const tooMany = await ops(id, "amend-si", { ...fields, containers: rows, fee: "0", currency: "CNY", reason: "X" });
    expect(tooMany.json().errors).toEqual([
      { field: "containers.2.container_id", message: "container 40ft High Cube quantity exceeds the original order quantity 2" },
    ]);
  });
});
