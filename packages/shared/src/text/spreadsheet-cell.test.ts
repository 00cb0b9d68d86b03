import { describe, expect, it } from "vitest";
import { csvCell, neutraliseFormula, restoreNeutralised, xlsxCellText } from "./spreadsheet-cell";

describe("neutraliseFormula", () => {
  it.each(["=1+1", "+86 21 5888", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd", "'=1"])("writes %j as text", (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it("leaves ordinary text alone", () => {
    expect(neutraliseFormula("SHANGHAI 200000")).toBe("SHANGHAI 200000");
    expect(neutraliseFormula("")).toBe("");
  });
});

describe("csvCell", () => {
  it("keeps a negative number a number, but not the same text", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell("-3")).toBe("'-3");
  });

  it("quotes after neutralising", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe("restoreNeutralised", () => {
  const texts = ["=1+1", "+86 21 5888", "-3", "@x", "\tcmd", "'=x", "''+1", "'abc", "'", "", "PLAIN", "don't"];

  it.each(texts)("gives %j back from its CSV cell and from its .xlsx cell", (text) => {
    expect(restoreNeutralised(neutraliseFormula(text))).toBe(text);
    expect(restoreNeutralised(xlsxCellText(text))).toBe(text);
  });

  it("takes off only an apostrophe before a formula's first character", () => {
    expect(restoreNeutralised("'+86 21 5888")).toBe("+86 21 5888");
    expect(restoreNeutralised("'abc")).toBe("'abc");
    expect(restoreNeutralised("+86")).toBe("+86");
  });

  it("leaves .xlsx text as it is unless it already looks neutralised", () => {
    expect(xlsxCellText("+86 21 5888")).toBe("+86 21 5888");
    expect(xlsxCellText("'=x")).toBe("''=x");
  });
});
