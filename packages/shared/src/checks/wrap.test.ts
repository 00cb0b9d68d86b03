import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partyLines, wrapLines } from "./wrap";

const collapsed = (text: string) => text.trim().split(/\s+/).filter(Boolean).join(" ");
/** Words of 1 to `max` letters (never whitespace), joined by runs of spaces and tabs. */
const wordsText = (max: number) =>
  fc
    .array(fc.tuple(fc.stringMatching(new RegExp(`^[A-Z0-9.,()-]{1,${max}}$`)), fc.stringMatching(/^[ \t]{1,3}$/)), {
      maxLength: 40,
    })
    .map((pairs) => pairs.map(([word, gap]) => word + gap).join(""));

/** Printable ASCII mixed with whitespace, line breaks, CJK and a character outside the BMP. */
const mixedChar = fc.oneof(
  fc.constantFrom(" ", "\t", "\n", "\u3000", "上", "𝔸", "Ａ"),
  fc.string({ minLength: 1, maxLength: 1 }),
);

describe("wrapLines", () => {
  it("fills lines of 35 characters with whole words", () => {
    const text = "100 CARTONS OF COTTON T-SHIRTS PACKED ON 20 PALLETS HS 610910";
    expect(wrapLines(text)).toEqual(["100 CARTONS OF COTTON T-SHIRTS", "PACKED ON 20 PALLETS HS 610910"]);
  });

  it("keeps the text's own line breaks and blank lines", () => {
    expect(wrapLines("N/M\n\nMADE IN CHINA\r\n")).toEqual(["N/M", "", "MADE IN CHINA"]);
  });

  it("prints nothing for blank text", () => {
    expect(wrapLines("")).toEqual([]);
    expect(wrapLines(" \n\t ")).toEqual([]);
  });

  it("falls back to 35 for a width that is not a number, and to 1 below it", () => {
    expect(wrapLines("A".repeat(40), Number.NaN)).toEqual(["A".repeat(35), "AAAAA"]);
    expect(wrapLines("AB", 0)).toEqual(["A", "B"]);
  });

  it("cuts a word longer than a line", () => {
    expect(wrapLines("AB ABCDEFGHIJ", 4)).toEqual(["AB", "ABCD", "EFGH", "IJ"]);
  });

  it("keeps every line within the width", () => {
    fc.assert(
      fc.property(fc.string({ unit: mixedChar, maxLength: 300 }), fc.integer({ min: 1, max: 60 }), (text, width) => {
        return wrapLines(text, width).every((line) => [...line].length <= width);
      }),
    );
  });

  it("gives back the text with its whitespace collapsed when the lines are joined by single spaces", () => {
    fc.assert(
      fc.property(wordsText(35), (text) => {
        expect(wrapLines(text).join(" ")).toBe(collapsed(text));
      }),
    );
  });

  it("cuts long words into pieces of the width that give the word back", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,200}$/), fc.integer({ min: 1, max: 40 }), (word, width) => {
        const lines = wrapLines(word, width);
        expect(lines.join("")).toBe(word);
        expect(lines.slice(0, -1).every((line) => line.length === width)).toBe(true);
      }),
    );
  });
});

describe("partyLines", () => {
  it("prints the company, the address and the city line", () => {
    const lines = partyLines({
      company1: "SHANGHAI EXAMPLE TRADING CO LTD",
      address1: "ROOM 1201 NO 100 EXAMPLE ROAD PUDONG NEW DISTRICT",
      address2: "",
      city: "SHANGHAI",
      province: "SHANGHAI",
      zip_code: "200120",
    });
    expect(lines).toEqual([
      "SHANGHAI EXAMPLE TRADING CO LTD",
      "ROOM 1201 NO 100 EXAMPLE ROAD",
      "PUDONG NEW DISTRICT",
      "SHANGHAI, SHANGHAI 200120",
    ]);
  });

  it("leaves out what is not given", () => {
    expect(partyLines({ company1: "ACME GMBH", city: "HAMBURG", address2: null })).toEqual(["ACME GMBH", "HAMBURG"]);
  });
});
