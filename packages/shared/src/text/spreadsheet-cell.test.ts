import { describe, expect, it } from "vitest";
import { csvCell, neutraliseFormula } from "./spreadsheet-cell";

describe("neutraliseFormula", () => {
  it.each(["=1+1", "+86 21 5888", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])("writes %j as text", (text) => {
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
