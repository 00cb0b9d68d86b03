import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// The text a PDF shows, read back with pdf.js (what a viewer extracts): each page's strings joined
// by spaces, pages by a newline; `items` keeps each page's strings apart (pdfkit writes a line as
// one string). Tests check the words a reader would see, not that bytes exist.

export async function pdfText(bytes: Buffer | Uint8Array): Promise<{ text: string; pages: number; items: string[][] }> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  const items: string[][] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    items.push(content.items.map((item) => ("str" in item ? item.str : "")));
  }
  await document.destroy();
  return { text: items.map((page) => page.join(" ")).join("\n"), pages: document.numPages, items };
}
