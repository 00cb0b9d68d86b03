import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// The text a PDF shows, read back with pdf.js (what a viewer extracts): each page's strings joined
// by spaces, pages by a newline. Tests check the words a reader would see, not that bytes exist.

export async function pdfText(bytes: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.destroy();
  return { text: pages.join("\n"), pages: document.numPages };
}
