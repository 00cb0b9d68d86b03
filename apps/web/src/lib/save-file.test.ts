import { describe, expect, it } from "vitest";
import { toCsv } from "./save-file";

describe("toCsv", () => {
  it("starts with a UTF-8 byte-order mark and ends lines with CRLF", () => {
    const csv = toCsv([
      ["行号", "问题"],
      [2, "公司名称1只能包含大写字母"],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("行号,问题\r\n2,公司名称1只能包含大写字母\r\n");
  });

  it("quotes cells holding commas, quotes or line breaks", () => {
    expect(toCsv([['NINGBO, "CO"', "A\nB"]]).slice(1)).toBe('"NINGBO, ""CO""","A\nB"\r\n');
  });

  it("writes text Excel would take for a formula as text", () => {
    expect(toCsv([["=HYPERLINK(1)", "@SUM", -3]]).slice(1)).toBe("'=HYPERLINK(1),'@SUM,-3\r\n");
  });
});

describe("toCsv and formulas", () => {
  it("writes every formula-like start as text: + - @ tab and CR too", () => {
    expect(toCsv([["+86 21", "-1+1", "@A1", "\tx", "\rx"]]).slice(1)).toBe(`'+86 21,'-1+1,'@A1,'\tx,"'\rx"\r\n`);
  });
});
