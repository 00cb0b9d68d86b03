import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCommonText, normaliseCommonText } from "./common-text";

describe("normaliseCommonText", () => {
  it("uppercases letters", () => {
    expect(normaliseCommonText("ningbo trading co., ltd.")).toBe("NINGBO TRADING CO., LTD.");
  });
  it("turns full-width letters, digits and punctuation into ASCII", () => {
    expect(normaliseCommonText("ＮＯ．１２３　ｒｏａｄ（Ａ）")).toBe("NO.123 ROAD(A)");
  });
  it("turns Chinese punctuation into ASCII", () => {
    expect(normaliseCommonText("上海，中国。（A）：")).toBe("上海,中国.(A):");
  });
  it("leaves Chinese characters and emoji for the pattern to refuse", () => {
    const value = normaliseCommonText("宁波🚢");
    expect(value).toBe("宁波🚢");
    expect(isCommonText(value)).toBe(false);
  });
  it("is idempotent and its ASCII output passes the pattern when the input was mappable", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normaliseCommonText(s);
        expect(normaliseCommonText(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9 .,()_'/-]*$/), (s) => {
        expect(isCommonText(normaliseCommonText(s))).toBe(true);
      }),
    );
  });
});
