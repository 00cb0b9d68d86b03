import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { demoPdf } from "../src/db/seed/demo-orders";
import { createOrder } from "./factories";
import { auth, multipart } from "./helpers";
import { call, orderTestApp, type SignedIn } from "./order-fixtures";

const S = ORDER_STATUS;

// The dangerous goods declaration as a document type of its own: the customer may attach one from
// the pending booking until the bill is passed, operations whenever they attach documents, and
// both read it under its name in either language.
const { app, db, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;

const PDF = demoPdf("A TEST DOCUMENT");
const file = { name: "file", filename: "dgd.pdf", data: PDF, contentType: "application/pdf" };

function send(url: string, who: SignedIn, parts: Parameters<typeof multipart>[0], lang: "cn" | "en" = "en") {
  const form = multipart(parts);
  return app.inject({ method: "POST", url, headers: { ...auth(who.token, lang), ...form.headers }, payload: form.payload });
}
const ownerUpload = (orderId: number, lang: "cn" | "en" = "en") =>
  send(
    "/api/attachment",
    owner,
    [{ name: "order_id", value: String(orderId) }, { name: "document_type", value: String(DOCUMENT_TYPE.DG_DECLARATION) }, file],
    lang,
  );

describe("the dangerous goods declaration", () => {
  it("is the customer's to attach from awaiting booking until the bill is passed", async () => {
    const open = [S.AWAITING_BOOKING, S.AWAITING_SUPPLY, S.AWAITING_BILL, S.AWAITING_BILL_CHECK, S.BILL_REJECTED];
    const closed = [S.AWAITING_PAYMENT, S.AWAITING_INVOICE, S.AWAITING_TELEX_RELEASE, S.COMPLETED, S.CANCELLED];
    for (const status of open) {
      const order = await createOrder(db, owner.user.id, { status });
      const res = await ownerUpload(order.id);
      expect(res.statusCode, `status ${status}: ${res.body}`).toBe(200);
    }
    for (const status of closed) {
      const order = await createOrder(db, owner.user.id, { status });
      const res = await ownerUpload(order.id, "cn");
      expect(res.statusCode, `status ${status}`).toBe(409);
      expect(res.json()).toMatchObject({ error_code: "ORDER_INVALID_TRANSITION" });
      const listed = (await call(app, owner.token, "GET", `/api/attachment?order_id=${order.id}`)).json().data.list;
      expect(listed).toEqual([]);
    }
  });

  it("leaves the other customer papers' window as it was (no manifest before the confirmation)", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    const manifest = await send("/api/attachment", owner, [
      { name: "order_id", value: String(order.id) },
      { name: "document_type", value: String(DOCUMENT_TYPE.MANIFEST) },
      file,
    ]);
    expect(manifest.statusCode).toBe(409);
  });

  it("is attached by operations and named in both languages", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    const parts = [{ name: "document_type", value: String(DOCUMENT_TYPE.DG_DECLARATION) }, file];
    const res = await send(`/api/ops/order/${order.id}/document`, operator, parts, "cn");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ document_type: 10, document_type_name: "危险品申报单" });
    const listed = (await call(app, owner.token, "GET", `/api/order/document/${order.id}`)).json().data.list;
    expect(listed).toMatchObject([{ document_type: 10, document_type_name: "Dangerous goods declaration" }]);
  });
});
