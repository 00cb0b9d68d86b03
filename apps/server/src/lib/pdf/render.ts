import PDFDocument from "pdfkit";
import type { FontSet } from "./fonts";
import { PAGE, PdfSheet, type SheetMeta } from "./sheet";

// A document drawn on the portal's sheet (sheet.ts) into its bytes: the header, what the caller
// draws, and a footer on every page.

/**
 * Draws a document and answers its bytes. `createdAt` is the PDF's creation date: the same data
 * drawn at the same instant gives the same bytes.
 */
export function renderSheet(fonts: FontSet, meta: SheetMeta, createdAt: Date, draw: (sheet: PdfSheet) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: `${meta.title.cn} ${meta.title.en}`, Subject: meta.subject, Creator: meta.brand, CreationDate: createdAt },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const sheet = new PdfSheet(doc);
  sheet.header(meta);
  draw(sheet);
  sheet.footers(meta);
  doc.end();
  return done;
}
