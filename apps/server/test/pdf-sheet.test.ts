import { describe, expect, it } from "vitest";
import { loadFonts } from "../src/lib/pdf/fonts";
import { renderSheet } from "../src/lib/pdf/render";
import type { PdfSheet } from "../src/lib/pdf/sheet";
import { emsText } from "../src/modules/orders/documents/print-text";
import { pdfText } from "./pdf-text";

// How the sheet lays out what the documents print: a section's title goes on the page of what
// follows it, and an EmS code is never broken over two lines. Each case is drawn for every filler
// length in a range, so that one of them puts the title at the foot of a page or the code at the
// end of a line, wherever the page and the font put them.

const META = {
  title: { cn: "测试", en: "Test" },
  reference: "REF",
  brand: "Haiyun",
  generatedAt: "2026-12-01 08:00 (Asia/Shanghai)",
  subject: "TEST",
};
const fonts = await loadFonts();
const draw = async (content: (sheet: PdfSheet) => void) =>
  pdfText(await renderSheet(fonts, META, new Date("2026-12-01T00:00:00Z"), content));
const label = (text: string) => ({ cn: text, en: text });

/** The page (0-based) whose strings include one containing `text`. */
const pageOf = (items: string[][], text: string) => items.findIndex((page) => page.some((item) => item.includes(text)));

describe("a section's title", () => {
  it("is never left alone at the foot of a page: its table's first row is on the same page", async () => {
    const pages = new Set<number>();
    // one filler line more each time walks the title down the page and over its foot
    for (let lines = 34; lines <= 46; lines++) {
      const { items } = await draw((sheet) => {
        sheet.paragraph(Array.from({ length: lines }, (_, n) => `filler ${n}`).join("\n"), 9);
        sheet.section(label("SECTION-TITLE"));
        sheet.table([{ label: label("column"), weight: 1 }], [["FIRST-ROW"]]);
      });
      const page = pageOf(items, "SECTION-TITLE");
      expect(page, `${lines} lines`).toBeGreaterThanOrEqual(0);
      expect(pageOf(items, "FIRST-ROW"), `${lines} lines`).toBe(page);
      pages.add(page);
    }
    // the range did carry the title over the page's foot
    expect([...pages].sort()).toEqual([0, 1]);
  });

  it("goes with its first field row too", async () => {
    for (let lines = 34; lines <= 46; lines++) {
      const { items } = await draw((sheet) => {
        sheet.paragraph(Array.from({ length: lines }, (_, n) => `filler ${n}`).join("\n"), 9);
        sheet.section(label("SECTION-TITLE"));
        sheet.fields([{ label: label("field"), value: "FIRST-VALUE" }]);
      });
      expect(pageOf(items, "FIRST-VALUE"), `${lines} lines`).toBe(pageOf(items, "SECTION-TITLE"));
    }
  });
});

describe("an EmS code", () => {
  it("prints on one line wherever the line ends", async () => {
    const ems = emsText("F-A,S-I");
    const { items } = await draw((sheet) => {
      // a narrow column and a lead growing a character at a time: one of them ends a line inside the code
      const rows = Array.from({ length: 24 }, (_, n) => [`${"W".repeat(n)} EmS ${ems} END`]);
      sheet.table(
        [
          { label: label("DG"), weight: 1 },
          { label: label("rest"), weight: 5 },
        ],
        rows.map((row) => [row[0], ""]),
      );
    });
    // every row's code is whole in one string (a line)
    expect(items.flat().filter((item) => /F.A,\s?S.I/.test(item))).toHaveLength(24);
  });

  it("reads as the schedules it names, with a space after the comma", () => {
    const plain = (text: string) => text.replaceAll("\u2011", "-").replaceAll("\u00a0", " ");
    expect(plain(emsText("F-A,S-I"))).toBe("F-A, S-I");
    expect(emsText(" F-E ,  S-D ")).toBe(emsText("F-E, S-D"));
  });
});
