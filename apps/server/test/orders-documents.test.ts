import { DOCUMENT_TYPE, mayUpload, ORDER_STATUS, ORDER_STATUSES, PARTY_TYPE } from "@haiyun/shared";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderDocuments, orders } from "../src/db/schema";
import { demoPdf } from "../src/db/seed/demo-orders";
import { createDocument, createOrder } from "./factories";
import { auth, type MultipartPart, multipart } from "./helpers";
import { call, fclBooking, orderTestApp, party } from "./order-fixtures";

const S = ORDER_STATUS;
const D = DOCUMENT_TYPE;

// The documents dialog: POST /ops/order/{id}/document
// (the parties are a snapshot of the address book).
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;

const PDF = demoPdf("A TEST DOCUMENT");

function upload(orderId: number, parts: MultipartPart[], headers: Record<string, string> = {}, lang: "cn" | "en" = "en") {
  const form = multipart(parts);
  return app.inject({
    method: "POST",
    url: `/api/ops/order/${orderId}/document`,
    headers: { ...auth(operator.token, lang), ...form.headers, ...headers },
    payload: form.payload,
  });
}
const confirmation = (remark = "CARRIER BOOKING CONFIRMATION"): MultipartPart[] => [
  { name: "document_type", value: "1" },
  { name: "remark", value: remark },
  { name: "file", filename: "booking-confirmation.pdf", data: PDF, contentType: "application/pdf" },
];
const documentsOf = async (orderId: number) =>
  (await db.select({ n: count() }).from(orderDocuments).where(eq(orderDocuments.order_id, orderId)))[0].n;

describe("order documents", () => {
  it("lets operations attach a booking confirmation that the customer lists and downloads", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_SUPPLY });
    const res = await upload(order.id, confirmation(), {}, "cn");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      document_type: 1,
      document_type_name: "订舱确认书",
      name: "booking-confirmation.pdf",
      remark: "CARRIER BOOKING CONFIRMATION",
    });
    const listed = (await call(app, owner.token, "GET", `/api/order/document/${order.id}`)).json().data.list;
    expect(listed).toEqual([
      {
        id: res.json().data.id,
        document_type: 1,
        document_type_name: "Booking confirmation",
        type: 1,
        name: "booking-confirmation.pdf",
        remark: "CARRIER BOOKING CONFIRMATION",
        url: `/api/document/download/${res.json().data.id}`,
        create_time: expect.any(String),
        replaced_by: null,
      },
    ]);
    // the `file` later calls name is the document's id
    expect(res.json().data.file).toBe(res.json().data.id);
    const download = await call(app, owner.token, "GET", listed[0].url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await call(app, owner.token, "GET", `/api/order/${order.id}`)).json().data.document_count).toBe(1);
    const asOperator = (await call(app, operator.token, "GET", `/api/order/document/${order.id}`)).json().data;
    // a list answers its total
    expect(asOperator.list).toHaveLength(1);
    expect(asOperator.total).toBe(1);
  });

  it("answers an empty list for an order without documents", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    expect((await call(app, owner.token, "GET", `/api/order/document/${order.id}`)).json().data).toEqual({ list: [], total: 0 });
  });

  it("refuses a draft's id like a missing one, a file type not allowed, an unknown type and a missing file", async () => {
    const draft = await createOrder(db, owner.user.id, { status: S.DRAFT });
    const onDraft = await upload(draft.id, confirmation());
    const onMissing = await upload(draft.id + 1_000_000, confirmation());
    expect(onDraft.statusCode).toBe(404);
    expect(onDraft.body).toBe(onMissing.body);

    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_SUPPLY });
    const text = await upload(order.id, [
      { name: "document_type", value: "9" },
      { name: "file", filename: "notes.txt", data: Buffer.from("hello") },
    ]);
    expect(text.statusCode).toBe(415);
    const badType = await upload(order.id, [{ name: "document_type", value: "11" }, ...confirmation().slice(1)]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0].field).toBe("document_type");
    const noFile = await upload(order.id, confirmation().slice(0, 2));
    expect(noFile.json()).toMatchObject({ error_code: "FILE_REQUIRED" });
    expect(await documentsOf(order.id)).toBe(0);
  });

  it("keeps operations' uploads inside the upload window of the shared contract: none on a completed or cancelled order", async () => {
    for (const status of ORDER_STATUSES.map((entry) => entry.value).filter((value) => value !== ORDER_STATUS.DRAFT)) {
      const order = await createOrder(db, owner.user.id, { status });
      const res = await upload(order.id, confirmation(), {}, "cn");
      if (mayUpload("ops", status, DOCUMENT_TYPE.BOOKING_CONFIRMATION)) {
        expect(res.statusCode, `status ${status}`).toBe(200);
      } else {
        expect(res.statusCode, `status ${status}`).toBe(409);
        expect(res.json()).toMatchObject({ error_code: "ORDER_INVALID_TRANSITION" });
        expect(await documentsOf(order.id)).toBe(0);
      }
    }
    expect(mayUpload("ops", ORDER_STATUS.COMPLETED)).toBe(false);
    expect(mayUpload("ops", ORDER_STATUS.CANCELLED)).toBe(false);
    expect(mayUpload("ops", ORDER_STATUS.AWAITING_TELEX_RELEASE, DOCUMENT_TYPE.TELEX_RELEASE)).toBe(true);
  });

  it("replays an upload sent again with its Idempotency-Key, and refuses the key for another form", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BILL });
    const key = { "idempotency-key": `doc-${order.id}` };
    const first = await upload(order.id, confirmation(), key);
    const again = await upload(order.id, confirmation(), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
    expect(await documentsOf(order.id)).toBe(1);
    const other = await upload(order.id, confirmation("ANOTHER REMARK"), key);
    expect(other.statusCode).toBe(422);
    expect(await documentsOf(order.id)).toBe(1);
  });
});

describe("replaced documents", () => {
  it("names the current file of each kind on every earlier one, on both the customer's and operations' lists", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BILL_CHECK });
    const asOwner = { role: "owner" as const, uploadedBy: owner.user.id };
    const manifests = [];
    for (const name of ["manifest-1.xlsx", "manifest-2.xlsx", "manifest-3.xlsx"]) {
      manifests.push(await createDocument(db, order, D.MANIFEST, { ...asOwner, name }));
    }
    // the instruction names the second manifest: the third was uploaded and never saved with it
    await db.update(orders).set({ manifest_file: manifests[1].id }).where(eq(orders.id, order.id));
    const firstBill = await createDocument(db, order, D.BILL_DRAFT);
    const secondBill = await createDocument(db, order, D.BILL_DRAFT);
    const receipts = [
      await createDocument(db, order, D.PAYMENT_RECEIPT, asOwner),
      await createDocument(db, order, D.PAYMENT_RECEIPT, asOwner),
    ];
    const other = await createDocument(db, order, D.OTHER);

    const expected = new Map<number, number | null>([
      [manifests[0].id, manifests[1].id],
      [manifests[1].id, null],
      [manifests[2].id, manifests[1].id],
      [firstBill.id, secondBill.id],
      [secondBill.id, null],
      // every receipt and other file stands for itself
      [receipts[0].id, null],
      [receipts[1].id, null],
      [other.id, null],
    ]);
    const customers = (await call(app, owner.token, "GET", `/api/order/document/${order.id}`)).json().data.list;
    const operations = (await call(app, operator.token, "GET", `/api/ops/order/${order.id}`)).json().data.documents;
    for (const list of [customers, operations]) {
      expect(new Map(list.map((doc: { id: number; replaced_by: number | null }) => [doc.id, doc.replaced_by]))).toEqual(expected);
    }
  });

  it("answers GET /document/{id} for one document as the list does, the one that replaced it named", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BILL_CHECK });
    const asOwner = { role: "owner" as const, uploadedBy: owner.user.id };
    const olderBill = await createDocument(db, order, D.BILL_DRAFT);
    const newerBill = await createDocument(db, order, D.BILL_DRAFT);
    const manifests = [
      await createDocument(db, order, D.MANIFEST, asOwner),
      await createDocument(db, order, D.MANIFEST, asOwner),
    ];
    // the instruction names the older manifest: the newer one is not yet its manifest
    await db.update(orders).set({ manifest_file: manifests[0].id }).where(eq(orders.id, order.id));
    const expected: [number, number | null][] = [
      [olderBill.id, newerBill.id],
      [newerBill.id, null],
      [manifests[0].id, null],
      [manifests[1].id, manifests[0].id],
    ];
    for (const reader of [owner, operator]) {
      for (const [id, replacedBy] of expected) {
        const res = await call(app, reader.token, "GET", `/api/document/${id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ id, replaced_by: replacedBy });
      }
    }
  });

  it("takes the newest manifest as current while the instruction names none", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_SUPPLY });
    const asOwner = { role: "owner" as const, uploadedBy: owner.user.id };
    const older = await createDocument(db, order, D.MANIFEST, asOwner);
    const newer = await createDocument(db, order, D.MANIFEST, asOwner);
    const list = (await call(app, owner.token, "GET", `/api/order/document/${order.id}`)).json().data.list;
    expect(list.map((doc: { id: number; replaced_by: number | null }) => [doc.id, doc.replaced_by])).toEqual([
      [newer.id, null],
      [older.id, newer.id],
    ]);
  });
});

describe("the parties of an order", () => {
  it("stay as booked when the address-book contact is edited afterwards", async () => {
    const created = await call(
      app,
      owner.token,
      "POST",
      "/api/customer/contact",
      party(refs, PARTY_TYPE.SHIPPER, { company1: "SNAPSHOT TRADING LTD." }),
    );
    const contact = created.json().data;
    const { id: _id, type_name: _t, country_name: _c, create_time: _ct, update_time: _ut, ...fields } = contact;
    const booked = await call(
      app,
      owner.token,
      "POST",
      "/api/order/booking",
      fclBooking(refs, { contacts: [fields, party(refs, PARTY_TYPE.CONSIGNEE)] }),
    );
    const orderId = booked.json().data.id;

    const edited = await call(app, owner.token, "PUT", `/api/customer/contact/${contact.id}`, {
      ...fields,
      company1: "RENAMED TRADING LTD.",
      city: "SHANGHAI",
    });
    expect(edited.statusCode).toBe(200);
    const shipperParty = (await call(app, owner.token, "GET", `/api/order/${orderId}`)).json().data.contacts[0];
    expect(shipperParty).toMatchObject({ type: 1, company1: "SNAPSHOT TRADING LTD.", city: "NINGBO" });
  });
});
