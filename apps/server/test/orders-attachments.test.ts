import { createHash } from "node:crypto";
import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { files, orderDocuments } from "../src/db/schema";
import { demoPdf } from "../src/db/seed/demo-orders";
import { createDocument, createOrder } from "./factories";
import { auth, type MultipartPart, multipart } from "./helpers";
import { call, type Lang, orderState, orderTestApp, type SignedIn } from "./order-fixtures";
import { deflatedZeros, docx, zipOf } from "./zip-bomb";

const S = ORDER_STATUS;
const D = DOCUMENT_TYPE;

// The customer's payment receipt, telex guarantee and manifest, /attachment and the downloads:
// files judged by content, every bad input refused with nothing stored, attachments
// only for their uploader, documents only for the order's owner and operations.
const { app, db, people, signIn } = await orderTestApp({ owner: ["shipper"], operator: ["operator"], stranger: ["shipper"] });
const { owner, operator, stranger } = people;

const PDF = demoPdf("A TEST DOCUMENT");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const MAX = 10 * 1024 * 1024;

function upload(
  orderId: number,
  file: { name: string; data: Buffer },
  type = "5",
  options: { who?: SignedIn; lang?: Lang; description?: string } = {},
) {
  const parts: MultipartPart[] = [
    { name: "order_id", value: String(orderId) },
    { name: "document_type", value: type },
    ...(options.description ? [{ name: "description", value: options.description }] : []),
    { name: "file", filename: file.name, data: file.data, contentType: "application/octet-stream" },
  ];
  const form = multipart(parts);
  return app.inject({
    method: "POST",
    url: "/api/attachment",
    headers: { ...auth((options.who ?? owner).token, options.lang ?? "en"), ...form.headers },
    payload: form.payload,
  });
}

const stored = async () => ({
  documents: (await db.select({ n: count() }).from(orderDocuments))[0].n,
  files: (await db.select({ n: count() }).from(files))[0].n,
});

describe("uploading an attachment", () => {
  it("stores a receipt for the customer's order and answers { file } that pay then names", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    const res = await upload(order.id, { name: "水单.pdf", data: PDF }, "5", { description: "bank transfer" });
    expect(res.statusCode, res.body).toBe(200);
    const { file } = res.json().data;
    expect(res.json().data).toEqual({ file, name: "水单.pdf", url: `/api/attachment/download/${file}` });

    const listed = (await call(app, owner.token, "GET", `/api/attachment?order_id=${order.id}`)).json().data.list;
    expect(listed).toEqual([
      {
        id: file,
        order_id: order.id,
        document_type: 5,
        document_type_name: "Payment receipt",
        name: "水单.pdf",
        description: "bank transfer",
        remark: "bank transfer",
        size: PDF.length,
        sha256: createHash("sha256").update(PDF).digest("hex"),
        create_time: expect.any(String),
        url: `/api/attachment/download/${file}`,
        consumed_by: null,
      },
    ]);
    expect((await call(app, owner.token, "GET", `/api/attachment/${file}`)).json().data).toEqual(listed[0]);

    const paid = await call(app, owner.token, "PUT", "/api/order/pay", { id: order.id, filename: file });
    expect(paid.json().data.status).toBe(6);
    expect((await call(app, owner.token, "GET", `/api/attachment/${file}`)).json().data.consumed_by).toBe("pay");
  });

  it("lists the caller's own uploads of every order without order_id, newest first, a page at a time with the total", async () => {
    const list = async (query: string, who = owner) => (await call(app, who.token, "GET", `/api/attachment${query}`)).json().data;
    const before = (await list("")).total;
    const first = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    const second = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    const ids: number[] = [];
    for (const [order, name] of [
      [first, "a.pdf"],
      [second, "b.pdf"],
      [first, "c.pdf"],
    ] as const) {
      ids.push((await upload(order.id, { name, data: PDF })).json().data.file);
    }
    // another customer's upload is never among them
    const theirOrder = await createOrder(db, stranger.user.id, { status: S.AWAITING_PAYMENT });
    expect((await upload(theirOrder.id, { name: "theirs.pdf", data: PDF }, "5", { who: stranger })).statusCode).toBe(200);

    const page1 = await list("?page=1&size=2");
    expect(page1.total).toBe(before + 3);
    expect(page1.list.map((a: { id: number }) => a.id)).toEqual([ids[2], ids[1]]);
    expect((await list("?page=2&size=2")).list[0].id).toBe(ids[0]);
    const ofFirst = await list(`?order_id=${first.id}`);
    expect(ofFirst).toEqual({
      list: [expect.objectContaining({ id: ids[2] }), expect.objectContaining({ id: ids[0] })],
      total: 2,
    });
    // past the end: no row, the total still counted
    expect(await list(`?order_id=${first.id}&page=3&size=1`)).toEqual({ list: [], total: 2 });
    const bad = await call(app, owner.token, "GET", "/api/attachment?size=101", undefined, { lang: "cn" });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ["5", "guarantee.docx"],
    ["8", "manifest.pdf"],
  ])("refuses a type its document type does not take (type %s, %s)", async (type, name) => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_TELEX_UPLOAD });
    const zip = docx();
    const accepted = await upload(order.id, { name: "guarantee.docx", data: zip }, "6");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const refused = await upload(order.id, { name, data: zip }, type);
    expect(refused.statusCode).toBe(415);
  });

  describe("the issue's bad input: the exact message, nothing stored", () => {
    const cases: [string, { name: string; data: Buffer }, number, string, string][] = [
      [
        "a receipt of 10 MB + 1 byte",
        { name: "big.pdf", data: Buffer.concat([PDF, Buffer.alloc(MAX + 1 - PDF.length)]) },
        413,
        "File size cannot exceed 10MB",
        "文件大小不能超过10MB",
      ],
      [
        "an .exe renamed .pdf",
        { name: "receipt.pdf", data: EXE },
        415,
        "Only jpg, jpeg, png, pdf files are allowed",
        "只支持 jpg, jpeg, png, pdf 格式",
      ],
      ["a 0-byte file", { name: "empty.pdf", data: Buffer.alloc(0) }, 400, "The file is empty", "文件为空"],
      [
        "a name with ../",
        { name: "../../etc/receipt.pdf", data: PDF },
        400,
        "The file name may not contain a path (such as ../) and may have at most 255 characters",
        "文件名不能包含路径（如 ../），且不超过 255 个字符",
      ],
      [
        "a name of 300 characters",
        { name: `${"R".repeat(296)}.pdf`, data: PDF },
        400,
        "The file name may not contain a path (such as ../) and may have at most 255 characters",
        "文件名不能包含路径（如 ../），且不超过 255 个字符",
      ],
    ];
    it.each(cases)("%s", async (_label, file, status, en, cn) => {
      const order = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
      const before = { ...(await stored()), order: await orderState(db, order.id) };
      const english = await upload(order.id, file);
      expect(english.statusCode, english.body).toBe(status);
      expect(english.json().msg).toBe(en);
      expect((await upload(order.id, file, "5", { lang: "cn" })).json().msg).toBe(cn);
      expect({ ...(await stored()), order: await orderState(db, order.id) }).toEqual(before);
    });
  });

  it("refuses another customer's order like a missing one, and a draft or cancelled order", async () => {
    const theirs = await createOrder(db, stranger.user.id, { status: S.AWAITING_PAYMENT });
    const onTheirs = await upload(theirs.id, { name: "r.pdf", data: PDF });
    const onMissing = await upload(theirs.id + 1_000_000, { name: "r.pdf", data: PDF });
    expect(onTheirs.statusCode).toBe(404);
    expect(onTheirs.body).toBe(onMissing.body);
    for (const status of [0, 40]) {
      const order = await createOrder(db, owner.user.id, { status });
      expect((await upload(order.id, { name: "r.pdf", data: PDF })).statusCode).toBe(409);
    }
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    const badType = await upload(order.id, { name: "r.pdf", data: PDF }, "3");
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0].field).toBe("document_type");
  });
});

describe("a .docx or .xlsx attachment must open as one", () => {
  const DOCX_TYPES = "Only jpg, jpeg, png, pdf, doc, docx files are allowed";
  const TOO_LARGE = "The file is too large once unpacked, or holds too many entries";
  const guarantee = docx();
  // the directory is judged, never the data: entries of random bytes declaring what they like
  const junk = (bytes: number) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919 + 13) % 251));
  const cases: [string, Buffer, number, string][] = [
    [
      "10 bytes that only start like a zip",
      Buffer.from("PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000", "latin1"),
      415,
      DOCX_TYPES,
    ],
    ["a real .docx cut short", guarantee.subarray(0, guarantee.length - 30), 415, DOCX_TYPES],
    ["a .docx with bytes after its end record", Buffer.concat([guarantee, Buffer.from("TRAILER")]), 415, DOCX_TYPES],
    [
      "a zip that is no office document (no [Content_Types].xml)",
      zipOf([{ name: "word/document.xml", data: Buffer.from("<w/>") }]),
      415,
      DOCX_TYPES,
    ],
    [
      "1 MB that inflates to just under 1 GiB",
      docx("BOMB", [{ name: "word/media/zeros.bin", ...deflatedZeros(1023) }]),
      413,
      TOO_LARGE,
    ],
    [
      "parts declaring 101 MiB in all, each packed only 50 times",
      docx("BIG", [
        { name: "word/media/a.bin", deflated: junk(1024 * 1024), size: 50 * 1024 * 1024 },
        { name: "word/media/b.bin", deflated: junk(1024 * 1024), size: 51 * 1024 * 1024 },
      ]),
      413,
      TOO_LARGE,
    ],
    [
      "one part of 20 MiB packed 200 times",
      docx("DENSE", [{ name: "word/media/a.bin", deflated: junk(100 * 1024), size: 20 * 1024 * 1024 }]),
      413,
      TOO_LARGE,
    ],
    [
      "a part holding more than its declared size deflates from",
      docx("LIAR", [{ name: "word/media/a.bin", deflated: junk(64 * 1024), size: 1024 }]),
      413,
      TOO_LARGE,
    ],
    [
      "1,001 parts",
      docx(
        "MANY",
        Array.from({ length: 999 }, (_, i) => ({ name: `word/media/${i}.txt`, data: Buffer.from("x") })),
      ),
      413,
      TOO_LARGE,
    ],
  ];

  it.each(cases)("refuses %s, storing nothing", async (_label, data, status, message) => {
    // a customer of their own: the uploads a minute are counted per user
    const customer = await signIn();
    const order = await createOrder(db, customer.user.id, { status: S.AWAITING_TELEX_UPLOAD });
    const before = { ...(await stored()), order: await orderState(db, order.id) };
    const res = await upload(order.id, { name: "guarantee.docx", data }, "6", { who: customer });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().msg).toBe(message);
    expect({ ...(await stored()), order: await orderState(db, order.id) }).toEqual(before);
  });

  it("refuses the same as operations' document, storing nothing", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_TELEX_UPLOAD });
    const before = { ...(await stored()), order: await orderState(db, order.id) };
    for (const [, data, status] of [cases[0], cases[3], cases[4]]) {
      const form = multipart([
        { name: "document_type", value: "9" },
        { name: "file", filename: "manifest.xlsx", data },
      ]);
      const res = await app.inject({
        method: "POST",
        url: `/api/ops/order/${order.id}/document`,
        headers: { ...auth(operator.token), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(status);
    }
    expect({ ...(await stored()), order: await orderState(db, order.id) }).toEqual(before);
  });

  it("takes a real one of a few megabytes, stored byte for byte", async () => {
    const customer = await signIn();
    const order = await createOrder(db, customer.user.id, { status: S.AWAITING_TELEX_UPLOAD });
    // a picture's bytes barely pack: 3 MB in, about 3 MB out
    const picture = Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 2654435761) >>> 24));
    const data = docx("WITH A PICTURE", [{ name: "word/media/image1.png", data: picture }]);
    const res = await upload(order.id, { name: "guarantee.docx", data }, "6", { who: customer });
    expect(res.statusCode, res.body).toBe(200);
    const view = (await call(app, customer.token, "GET", `/api/attachment/${res.json().data.file}`)).json().data;
    expect(view).toMatchObject({ size: data.length, sha256: createHash("sha256").update(data).digest("hex") });
  });
});

describe("an attachment belongs to its uploader", () => {
  it("is deleted by them until an action used it", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    const first = (await upload(order.id, { name: "first.pdf", data: PDF })).json().data.file;
    const before = await stored();
    const removed = await call(app, owner.token, "DELETE", `/api/attachment/${first}`);
    expect(removed.statusCode).toBe(200);
    expect(await stored()).toEqual({ documents: before.documents - 1, files: before.files - 1 });
    expect((await call(app, owner.token, "GET", `/api/attachment/${first}`)).statusCode).toBe(404);

    const second = (await upload(order.id, { name: "second.pdf", data: PDF })).json().data.file;
    await call(app, owner.token, "PUT", "/api/order/pay", { id: order.id, filename: second });
    const used = await call(app, owner.token, "DELETE", `/api/attachment/${second}`, undefined, { lang: "cn" });
    expect(used.statusCode).toBe(409);
    expect(used.json().msg).toBe("该附件已被使用，不能删除");
  });

  it("is a 404 on every attachment route for another customer, and pay cannot name it", async () => {
    const mine = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    const file = (await upload(mine.id, { name: "mine.pdf", data: PDF })).json().data.file;
    const missing = file + 1_000_000;
    for (const [method, url] of [
      ["GET", `/api/attachment/${file}`],
      ["DELETE", `/api/attachment/${file}`],
      ["GET", `/api/attachment/download/${file}`],
      ["GET", `/api/document/download/${file}`],
      ["GET", `/api/attachment?order_id=${mine.id}`],
    ] as const) {
      const theirs = await call(app, stranger.token, method, url);
      const none = await call(
        app,
        stranger.token,
        method,
        url.replace(String(file), String(missing)).replace(String(mine.id), String(mine.id + 1_000_000)),
      );
      expect(theirs.statusCode, url).toBe(404);
      expect(theirs.body, url).toBe(none.body);
    }

    // the stranger's own order at status 5, naming my receipt: the exact message
    const theirs = await createOrder(db, stranger.user.id, { status: S.AWAITING_PAYMENT });
    const before = { ...(await stored()), order: await orderState(db, theirs.id) };
    const pay = await call(app, stranger.token, "PUT", "/api/order/pay", { id: theirs.id, filename: file });
    expect(pay.statusCode).toBe(404);
    expect(pay.json()).toMatchObject({
      error_code: "ATTACHMENT_NOT_FOUND",
      msg: "No such attachment: it must be a payment receipt you uploaded for this order",
    });
    const payCn = await call(app, stranger.token, "PUT", "/api/order/pay", { id: theirs.id, filename: file }, { lang: "cn" });
    expect(payCn.json().msg).toBe("附件不存在，或不是您为此订单上传的付款水单");
    expect({ ...(await stored()), order: await orderState(db, theirs.id) }).toEqual(before);
    expect((await call(app, owner.token, "GET", `/api/attachment/${file}`)).json().data.consumed_by).toBeNull();
  });

  it("cannot be used twice, nor as the other kind of file", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    const receipt = (await upload(order.id, { name: "r.pdf", data: PDF })).json().data.file;
    expect((await call(app, owner.token, "PUT", "/api/order/pay", { id: order.id, filename: receipt })).statusCode).toBe(200);
    await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/payment-reject`, { reason: "AMOUNT SHORT" });
    const reused = await call(app, owner.token, "PUT", "/api/order/pay", { id: order.id, filename: receipt });
    expect(reused.json().error_code).toBe("ATTACHMENT_NOT_FOUND");
    const guarantee = (await upload(order.id, { name: "g.pdf", data: PDF }, "6")).json().data.file;
    expect((await call(app, owner.token, "PUT", "/api/order/pay", { id: order.id, filename: guarantee })).statusCode).toBe(404);
  });
});

describe("downloads", () => {
  it("send the bytes as an attachment with a UTF-8 name, nosniff and the SHA-256, to the owner and operations", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BILL_CHECK });
    const bill = await createDocument(db, order, D.BILL_DRAFT, {
      name: "提单草稿 MAEU.pdf",
      data: PDF,
      uploadedBy: operator.user.id,
    });
    for (const who of [owner, operator]) {
      const res = await call(app, who.token, "GET", `/api/document/download/${bill.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="____ MAEU.pdf"; filename*=UTF-8''${encodeURIComponent("提单草稿 MAEU.pdf")}`,
      );
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-checksum-sha256"]).toBe(createHash("sha256").update(PDF).digest("hex"));
    }
    const stranger404 = await call(app, stranger.token, "GET", `/api/document/download/${bill.id}`);
    expect(stranger404.statusCode).toBe(404);
    expect((await call(app, stranger.token, "GET", `/api/document/${bill.id}`)).statusCode).toBe(404);
    const one = await call(app, operator.token, "GET", `/api/document/${bill.id}`, undefined, { lang: "cn" });
    expect(one.json().data).toMatchObject({ id: bill.id, type: 3, document_type_name: "提单草稿", name: "提单草稿 MAEU.pdf" });
    // operations' document is no attachment
    expect((await call(app, owner.token, "GET", `/api/attachment/download/${bill.id}`)).statusCode).toBe(404);
    const list = (await call(app, owner.token, "GET", `/api/order/document/${order.id}`)).json().data.list;
    expect(list).toEqual([expect.objectContaining({ id: bill.id, type: 3, url: `/api/document/download/${bill.id}` })]);
  });

  it("give operations the customer's attachment, byte for byte", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_TELEX_UPLOAD });
    const file = (await upload(order.id, { name: "保函.pdf", data: PDF }, "6")).json().data.file;
    const res = await call(app, operator.token, "GET", `/api/attachment/download/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const unauthenticated = await app.inject({ method: "GET", url: `/api/attachment/download/${file}` });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("stay closed to operations on a draft", async () => {
    const draft = await createOrder(db, owner.user.id, { status: S.DRAFT });
    const document = await createDocument(db, draft, D.OTHER);
    expect((await call(app, operator.token, "GET", `/api/document/download/${document.id}`)).statusCode).toBe(404);
    expect((await call(app, owner.token, "GET", `/api/document/download/${document.id}`)).statusCode).toBe(200);
    expect(await db.$count(orderDocuments, eq(orderDocuments.id, document.id))).toBe(1);
  });
});
