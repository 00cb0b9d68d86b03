import { createHash } from "node:crypto";
import { threadId } from "node:worker_threads";
import { DOCUMENT_TYPE } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { users } from "../src/db/schema";
import { drawPool } from "../src/modules/orders/documents/draw-thread";
import { auth } from "./helpers";
import {
  call,
  confirmBody,
  FROZEN,
  fclBooking,
  type Lang,
  LITHIUM,
  lclBooking,
  lclSupplyBody,
  orderRow,
  orderTestApp,
  supplyBody,
  supplyRow,
} from "./order-fixtures";
import { pdfText } from "./pdf-text";

// The PDFs the portal writes: the booking confirmation on confirmation, the shipping instruction
// per revision, the bill draft operations ask for, the guarantee letter once the bill is agreed.
// Each is read back as text: both languages' labels, the order's values, Chinese names as typed.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"], other: ["shipper"] });
const { owner, operator, other } = people;
const D = DOCUMENT_TYPE;

// the customer's company as registered, in Chinese (a bill's parties are Latin capitals only)
const CUSTOMER_CN = "宁波光明进出口贸易有限公司";
const SHIPPER = "NINGBO EVERBRIGHT TRADING CO., LTD.";
const CONSIGNEE = "ROTTERDAM IMPORTS B.V.";
await db.update(users).set({ company1: CUSTOMER_CN }).where(eq(users.id, owner.user.id));
const LONG_DESCRIPTION =
  "LITHIUM ION BATTERIES PACKED WITH EQUIPMENT FOR ELECTRIC BICYCLES AND FROZEN SEAFOOD PRODUCTS IN CARTONS";

// "F-A, S-I" on one line: its hyphens non-breaking, a no-break space after the comma
// (pdf.js reads the non-breaking hyphen back as the font's one hyphen glyph, "-")
const EMS_WHOLE = /EmS F[-\u2011]A,[\s\u00a0]S[-\u2011]I/;

type Listed = { id: number; document_type: number; name: string; url: string; replaced_by: number | null };

const ops = (id: number, step: string, body: unknown, lang: Lang = "en") =>
  call(app, operator.token, "PUT", `/api/ops/order/${id}/${step}`, body, { lang });
const mine = (url: string, body: unknown) => call(app, owner.token, "PUT", url, body);

async function documentsOf(id: number, who = owner): Promise<Listed[]> {
  const res = await call(app, who.token, "GET", `/api/order/document/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list;
}

const writtenOf = async (id: number, type: number) => (await documentsOf(id)).filter((d) => d.document_type === type);

async function download(document: Listed, who = owner) {
  const res = await app.inject({ method: "GET", url: document.url, headers: auth(who.token, "en") });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/pdf/);
  const bytes = res.rawPayload;
  expect(res.headers["x-checksum-sha256"]).toBe(createHash("sha256").update(bytes).digest("hex"));
  return (await pdfText(bytes)).text;
}

/** A DG reefer booking with Chinese company names, approved and confirmed by operations. */
async function confirmedOrder() {
  const spaces = [
    { container_id: refs.rh40, count: 1, reefer: FROZEN },
    { container_id: refs.hq40, count: 1, dangerous_goods: [LITHIUM] },
  ];
  const res = await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs, { spaces }));
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  expect((await ops(id, "special-cargo", { decision: "approve" })).statusCode).toBe(200);
  const confirmed = await ops(id, "confirm", confirmBody(refs.maersk));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return id;
}

const instruction = (overrides: Record<string, unknown> = {}) =>
  supplyBody(refs, {
    description: LONG_DESCRIPTION,
    marks_no: "HY-2026\nMADE IN CHINA",
    containers: [
      supplyRow(refs, { container_id: refs.rh40 }),
      supplyRow(refs, { container_no: "MSKU9070323", seal_no: "SL-778813" }),
    ],
    ...overrides,
  });

describe("the booking confirmation", () => {
  it("is written when operations confirm: SO, sailing, cut-offs in port time, DG and reefer lines, Chinese names", async () => {
    const id = await confirmedOrder();
    const [confirmation, ...more] = await writtenOf(id, D.BOOKING_CONFIRMATION);
    expect(more).toEqual([]);
    expect(confirmation.name).toMatch(/^BC-.+\.pdf$/);
    const text = await download(confirmation);
    for (const expected of [
      "订舱确认书",
      "BOOKING CONFIRMATION",
      "订舱号",
      "Booking number (SO)",
      "SO-4471002",
      "MAERSK ESSEX",
      "612W",
    ])
      expect(text).toContain(expected);
    for (const name of [CUSTOMER_CN, SHIPPER, CONSIGNEE, "宁波 Ningbo", "鹿特丹 Rotterdam"]) expect(text).toContain(name);
    expect(text).toMatch(/UN3480.*LITHIUM ION BATTERIES.*Class 9/);
    expect(text).toMatch(EMS_WHOLE);
    expect(text).toMatch(/Reefer: -18 °C/);
    // the types with their ISO 6346 codes beside
    expect(text).toContain("40ft High Cube (45G1)");
    expect(text).toContain("(45R1)");
    // the delivery cut-off as entered, in Ningbo's time
    expect(text).toContain(`${confirmBody(refs.maersk).cy_cutoff.slice(0, 10)} 02:00 (UTC+08:00)`);
    expect(text).toContain("截止时间");
    expect(text).toContain("Cut-offs");
  });

  it("is written again only when what it prints changed, the older one marked replaced", async () => {
    const id = await confirmedOrder();
    // the same sailing sent again changes nothing the confirmation prints
    const same = await ops(id, "confirmation", confirmBody(refs.maersk));
    expect(same.statusCode, same.body).toBe(200);
    expect(await writtenOf(id, D.BOOKING_CONFIRMATION)).toHaveLength(1);
    const changed = await ops(id, "confirmation", { ...confirmBody(refs.maersk), vessel: "MAERSK EDMONTON" });
    expect(changed.statusCode, changed.body).toBe(200);
    const [newer, older] = await writtenOf(id, D.BOOKING_CONFIRMATION);
    expect(older.replaced_by).toBe(newer.id);
    expect(await download(newer)).toContain("MAERSK EDMONTON");
  });

  it("is someone else's: a 404 to another customer", async () => {
    const id = await confirmedOrder();
    const [confirmation] = await writtenOf(id, D.BOOKING_CONFIRMATION);
    expect((await call(app, other.token, "GET", `/api/order/document/${id}`)).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: confirmation.url, headers: auth(other.token, "en") })).statusCode).toBe(404);
  });
});

describe("the instruction, the bill draft and the guarantee letter", () => {
  it("follow the order: SI revision 1 on submit, a bill draft on request, published, then the letter", async () => {
    const id = await confirmedOrder();
    // not before the instruction is in
    const early = await call(app, operator.token, "POST", `/api/ops/order/${id}/bill-draft`, undefined, { lang: "cn" });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await mine(`/api/order/shipment/${id}`, instruction({ action: "submit" }))).statusCode).toBe(200);

    const [si] = await writtenOf(id, D.SHIPPING_INSTRUCTION);
    expect(si.name).toMatch(/-R1\.pdf$/);
    const siText = await download(si);
    for (const expected of [
      "补料单",
      "SHIPPING INSTRUCTION",
      "Revision 1",
      "CSQU3054383",
      "SL-778812",
      "HY-2026",
      CUSTOMER_CN,
      SHIPPER,
      "VGM",
      // the sailing the cargo is booked on
      "MAERSK ESSEX",
      "612W",
      confirmBody(refs.maersk).etd,
      "40ft High Cube (45G1)",
      // weights to three decimals, thousands grouped; the totals over both rows
      "8,200.500 KGS",
      "16,401.000 KGS",
      "116.400 CBM",
      "24,200.000 KGS",
      "240 Carton",
      // the booking's dangerous goods and reefer settings, which the rows do not carry
      "UN3480",
      "Reefer: -18 °C",
    ])
      expect(siText).toContain(expected);
    expect(siText).toMatch(EMS_WHOLE);

    // operations write the draft; asked twice, one file
    expect((await call(app, owner.token, "POST", `/api/ops/order/${id}/bill-draft`)).statusCode).toBe(403);
    const first = await call(app, operator.token, "POST", `/api/ops/order/${id}/bill-draft`);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(app, operator.token, "POST", `/api/ops/order/${id}/bill-draft`);
    expect(again.json().data.file).toBe(first.json().data.file);
    const [bill] = await writtenOf(id, D.BILL_DRAFT);
    expect(bill.id).toBe(first.json().data.file);
    const billText = await download(bill);
    for (const expected of [
      "提单草稿",
      "BILL OF LADING DRAFT",
      "Shipper",
      "发货人",
      "Consignee",
      "Notify party",
      "NINGBO",
      "ROTTERDAM",
    ])
      expect(billText).toContain(expected);
    // the description in lines of at most 35 characters, words whole
    expect(billText).toContain("LITHIUM ION BATTERIES PACKED WITH");
    expect(billText).not.toContain(LONG_DESCRIPTION);
    for (const expected of [
      "SAY TWO (2) CONTAINERS ONLY",
      "(45R1)",
      "8,200.500 KGS",
      "16,401.000 KGS",
      "1 X 45G1: UN3480",
      "EMS F-A, S-I",
      "1 X 45R1: SET TEMPERATURE -18 C",
    ])
      expect(billText).toContain(expected);

    const published = await ops(id, "bill", { mbl_no: "MAEU261234567", file: bill.id });
    expect(published.statusCode, published.body).toBe(200);
    expect((await call(app, owner.token, "GET", `/api/order/shipment/${id}`)).json().data.bill_document.id).toBe(bill.id);
    expect(await writtenOf(id, D.TELEX_GUARANTEE)).toEqual([]);

    expect((await mine("/api/order/pass", { id })).json().data.status).toBe(5);
    const [letter] = await writtenOf(id, D.TELEX_GUARANTEE);
    const letterText = await download(letter);
    for (const expected of ["电放保函", "MAEU261234567", CONSIGNEE, SHIPPER, "telex release", "Company stamp"])
      expect(letterText).toContain(expected);
    // the applicant who signs it is the bill's shipper, not the account that booked
    expect(letterText).toMatch(/Applicant \(company\)\s+NINGBO EVERBRIGHT TRADING/);
    expect(letterText).not.toContain(CUSTOMER_CN);
    expect((await orderRow(db, id)).status).toBe(5);
  });
});

describe("the shipping instruction per revision", () => {
  it("writes revision 2 when operations amend the instruction, the first marked replaced", async () => {
    const id = await confirmedOrder();
    expect((await mine(`/api/order/shipment/${id}`, instruction({ action: "submit" }))).statusCode).toBe(200);
    const { action: _action, ...fields } = instruction({ marks_no: "OPS MARKS" });
    const amended = await ops(id, "amend-si", { ...fields, fee: "300.00", currency: "CNY", reason: "NEW MARKS" });
    expect(amended.statusCode, amended.body).toBe(200);
    const [second, first] = await writtenOf(id, D.SHIPPING_INSTRUCTION);
    expect([first.name, second.name]).toEqual([expect.stringMatching(/-R1\.pdf$/), expect.stringMatching(/-R2\.pdf$/)]);
    expect(first.replaced_by).toBe(second.id);
    const text = await download(second);
    expect(text).toContain("Revision 2");
    expect(text).toContain("OPS MARKS");
  });

  it("writes the revision again on a new sailing, the new vessel printed, the one before marked replaced", async () => {
    const id = await confirmedOrder();
    expect((await mine(`/api/order/shipment/${id}`, instruction({ action: "submit" }))).statusCode).toBe(200);
    const rolled = await ops(id, "confirmation", { ...confirmBody(refs.maersk), vessel: "MAERSK EDMONTON", voyage: "614W" });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const [newer, older] = await writtenOf(id, D.SHIPPING_INSTRUCTION);
    expect(older.replaced_by).toBe(newer.id);
    // the customer's instruction is unchanged: the same revision, its sailing the new one
    expect(newer.name).toMatch(/-R1\.pdf$/);
    const text = await download(newer);
    expect(text).toContain("MAERSK EDMONTON");
    expect(text).toContain("614W");
    expect(text).not.toContain("MAERSK ESSEX");
  });
});

describe("the bill draft of an LCL order", () => {
  it("says its packages in words, as an LCL bill counts no containers", async () => {
    const res = await call(app, owner.token, "POST", "/api/order/booking", lclBooking(refs));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect((await ops(id, "confirm", confirmBody(refs.maersk))).statusCode).toBe(200);
    const submitted = await mine(`/api/order/shipment/${id}`, lclSupplyBody(refs, { action: "submit" }));
    expect(submitted.statusCode, submitted.body).toBe(200);
    const drafted = await call(app, operator.token, "POST", `/api/ops/order/${id}/bill-draft`);
    expect(drafted.statusCode, drafted.body).toBe(200);
    const [bill] = await writtenOf(id, D.BILL_DRAFT);
    const text = await download(bill);
    expect(text).toContain("SAY TWENTY (20) PACKAGES ONLY");
    expect(text).toContain("850.500 KGS");
    expect(text).not.toContain("CONTAINERS ONLY");
  });
});

describe("drawing", () => {
  it("happens on a drawing thread, not the server's", async () => {
    const before = drawPool.stats().answered;
    const id = await confirmedOrder();
    expect(await writtenOf(id, D.BOOKING_CONFIRMATION)).toHaveLength(1);
    const { answered, threadIds } = drawPool.stats();
    expect(answered).toBeGreaterThan(before);
    expect(threadIds.length).toBeGreaterThan(0);
    expect(threadIds).not.toContain(threadId);
  });

  it("stopped by its thread's end fails the action whole: the order as it was, nothing written; the retry writes it once", async () => {
    const res = await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const status = (await orderRow(db, id)).status;
    // the thread that took the confirmation's drawing stops before it answers
    const run = drawPool.run.bind(drawPool);
    const spy = vi.spyOn(drawPool, "run").mockImplementationOnce((job) => {
      const drawing = run(job);
      void drawPool.close();
      return drawing;
    });
    try {
      const failed = await ops(id, "confirm", confirmBody(refs.maersk));
      expect(failed.statusCode, failed.body).toBe(500);
      expect(failed.json()).toMatchObject({ error_code: "INTERNAL", msg: "Server error, please try again later" });
    } finally {
      spy.mockRestore();
    }
    expect((await orderRow(db, id)).status).toBe(status);
    expect(await documentsOf(id)).toEqual([]);
    const retried = await ops(id, "confirm", confirmBody(refs.maersk));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await writtenOf(id, D.BOOKING_CONFIRMATION)).toHaveLength(1);
  });
});
