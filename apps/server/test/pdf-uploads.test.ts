import { readFileSync } from "node:fs";
import { ATTACHMENT_EXTENSIONS, DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared";
import { count } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { files, orderDocuments } from "../src/db/schema";
import { demoPdf } from "../src/db/seed/demo-orders";
import { isReadablePdf } from "../src/lib/pdf-guard";
import { createOrder } from "./factories";
import { auth, multipart } from "./helpers";
import { orderTestApp } from "./order-fixtures";
import { pdfText } from "./pdf-text";

// A file kept as a PDF must open as one: bytes that only start with "%PDF-" and a PDF cut short
// are refused on every route that takes a PDF, in the caller's language, with nothing stored;
// PDFs written by real tools (pdfkit, LibreOffice, Ghostscript, a cross-reference stream) are kept.

const { app, db, people, signIn } = await orderTestApp({ operator: ["operator"] });
const { operator } = people;

/** The fixtures: LibreOffice Calc 7 (headless, from a CSV) and Ghostscript 10 (pdfwrite of that file). */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/pdf/${name}`, import.meta.url));

function pdfkitPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  doc.text("A page drawn by pdfkit");
  doc.end();
  return done;
}

/** A PDF 1.5 whose cross-reference is a stream (as pdf-lib, qpdf and Acrobat write), built here by hand. */
function xrefStreamPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
  ];
  let body = "%PDF-1.5\n";
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefAt = body.length;
  // one row per object 0..4: type (1 byte), offset (4 bytes), generation (1 byte)
  const row = (type: number, offset: number, generation: number) => [
    type,
    ...[24, 16, 8, 0].map((s) => (offset >>> s) & 255),
    generation,
  ];
  const rows = Buffer.from([...row(0, 0, 255), ...offsets.flatMap((offset) => row(1, offset, 0)), ...row(1, xrefAt, 0)]);
  const head = `4 0 obj\n<< /Type /XRef /Size 5 /W [1 4 1] /Root 1 0 R /Length ${rows.length} >>\nstream\n`;
  const tail = `\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(body + head, "latin1"), rows, Buffer.from(tail, "latin1")]);
}

const REAL: [string, () => Buffer | Promise<Buffer>][] = [
  ["drawn by pdfkit", pdfkitPdf],
  ["saved by LibreOffice", () => fixture("libreoffice-calc.pdf")],
  ["rewritten by Ghostscript", () => fixture("ghostscript.pdf")],
  ["with a cross-reference stream", xrefStreamPdf],
  ["the demo's own", () => demoPdf("DEMO")],
];

const BROKEN: [string, () => Buffer | Promise<Buffer>][] = [
  ["'%PDF-' and junk", () => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, "junk ")])],
  [
    "a real PDF cut short",
    async () => {
      const whole = await pdfkitPdf();
      return whole.subarray(0, whole.length >> 1);
    },
  ],
  ["a real PDF with its end cut off", () => fixture("libreoffice-calc.pdf").subarray(0, -40)],
  ["an end that points at nothing", () => Buffer.from(`%PDF-1.4\n${"x".repeat(100)}\nstartxref\n20\n%%EOF\n`)],
  ["a header and %%EOF only", () => Buffer.from("%PDF-1.4\n%%EOF\n")],
];

describe("the PDF check", () => {
  it.each(REAL)("opens a PDF %s, as pdf.js does", async (_label, make) => {
    const bytes = await make();
    expect(isReadablePdf(bytes)).toBe(true);
    expect((await pdfText(bytes)).pages).toBe(1);
  });

  it.each(BROKEN)("refuses %s", async (_label, make) => {
    expect(isReadablePdf(await make())).toBe(false);
  });
});

const stored = async () => ({
  documents: (await db.select({ n: count() }).from(orderDocuments))[0]?.n,
  files: (await db.select({ n: count() }).from(files))[0]?.n,
});

const PDF_TYPES = Object.entries(ATTACHMENT_EXTENSIONS)
  .filter(([type, extensions]) => extensions.includes("pdf") && Number(type) !== DOCUMENT_TYPE.DG_DECLARATION)
  .map(([type]) => type);

describe("every upload that takes a PDF", () => {
  async function uploadEverywhere(data: Buffer, lang: "cn" | "en") {
    // a customer of their own: uploads a minute are counted per user
    const customer = await signIn(["shipper"]);
    const order = await createOrder(db, customer.user.id, { status: ORDER_STATUS.AWAITING_TELEX_UPLOAD });
    const answers = [];
    for (const type of PDF_TYPES) {
      const form = multipart([
        { name: "order_id", value: String(order.id) },
        { name: "document_type", value: type },
        { name: "file", filename: "paper.pdf", data },
      ]);
      const res = await app.inject({
        method: "POST",
        url: "/api/attachment",
        headers: { ...auth(customer.token, lang), ...form.headers },
        payload: form.payload,
      });
      answers.push({ route: `attachment ${type}`, status: res.statusCode, msg: res.json().msg });
    }
    const form = multipart([
      { name: "document_type", value: String(DOCUMENT_TYPE.TELEX_RELEASE) },
      { name: "file", filename: "release.pdf", data },
    ]);
    const res = await app.inject({
      method: "POST",
      url: `/api/ops/order/${order.id}/document`,
      headers: { ...auth(operator.token, lang), ...form.headers },
      payload: form.payload,
    });
    answers.push({ route: "ops document", status: res.statusCode, msg: res.json().msg });
    return answers;
  }

  it.each(BROKEN)("refuses %s in the caller's language, storing nothing", async (_label, make) => {
    const data = await make();
    const before = await stored();
    for (const answer of await uploadEverywhere(data, "en")) {
      expect(answer, answer.route).toMatchObject({
        status: 415,
        msg: "This PDF file is damaged or incomplete and cannot be opened; export or save it again and upload the new file",
      });
    }
    for (const answer of await uploadEverywhere(data, "cn")) {
      expect(answer, answer.route).toMatchObject({ status: 415, msg: expect.stringContaining("PDF 文件已损坏或不完整") });
    }
    expect(await stored()).toEqual(before);
  });

  it.each(REAL)("keeps a PDF %s", async (_label, make) => {
    const data = await make();
    for (const answer of await uploadEverywhere(data, "en")) expect(answer, answer.route).toMatchObject({ status: 200 });
  });
});
