import { describe, expect, it } from "vitest";
import { translate } from "../i18n/messages";
import { dangerousGoodsSchema } from "./special-cargo";
import { classFitsUnNumber, isListedUnNumber, packingGroupRule } from "./un-numbers";

/** The issues of one dangerous good as [path, message in the language]. */
function issuesOf(dg: Record<string, unknown>, lang: "en" | "cn" = "en") {
  const result = dangerousGoodsSchema.safeParse(dg);
  if (result.success) return [];
  return result.error.issues.map((issue) => [
    issue.path.join("."),
    translate(issue.message, lang, (issue as { params?: Record<string, string> }).params),
  ]);
}

describe("the UN number's range", () => {
  it("starts at UN 0004 and ends at UN 3558", () => {
    expect(["0000", "0001", "0003", "3559", "9999"].filter(isListedUnNumber)).toEqual([]);
    expect(["0004", "1263", "3480", "3558"].every(isListedUnNumber)).toBe(true);
  });

  it("refuses UN 0000 in both languages, and takes an unknown number inside the range", () => {
    expect(issuesOf({ un_number: "0000" })).toEqual([["un_number", "There is no UN 0000: UN numbers run from 0004 to 3558"]]);
    expect(issuesOf({ un_number: "0000" }, "cn")).toEqual([["un_number", "没有 UN 0000：UN 编号从 0004 到 3558"]]);
    expect(issuesOf({ un_number: "9999" })).toHaveLength(1);
    expect(issuesOf({ un_number: "2346", imo_class: "3" })).toEqual([]);
  });
});

describe("the class of a known UN number", () => {
  it("refuses lithium ion batteries declared as class 3, naming class 9", () => {
    expect(issuesOf({ un_number: "3480", imo_class: "3" })).toEqual([["imo_class", "UN 3480 is class 9, not 3"]]);
    expect(issuesOf({ un_number: "3480", imo_class: "3" }, "cn")).toEqual([["imo_class", "UN 3480 属于第 9 类，不是 3"]]);
  });

  it("takes the class the list gives, any division for aerosols, and the exact division of fireworks", () => {
    expect(classFitsUnNumber("1263", "3")).toBe(true);
    expect(classFitsUnNumber("1950", "2.1")).toBe(true);
    expect(classFitsUnNumber("1950", "2.2")).toBe(true);
    expect(classFitsUnNumber("1950", "9")).toBe(false);
    expect(classFitsUnNumber("0336", "1.4G")).toBe(true);
    expect(classFitsUnNumber("0336", "1.4S")).toBe(false);
    expect(classFitsUnNumber("1090", "6.1")).toBe(false);
  });

  it("takes a declaration without a class or without a number (the carrier-ready check asks for them)", () => {
    expect(issuesOf({ un_number: "3480" })).toEqual([]);
    expect(issuesOf({ imo_class: "9" })).toEqual([]);
  });
});

describe("the packing group", () => {
  it("is none for UN 3480, 3481, 3090, 3091, 3171 and wet batteries, and for classes without groups", () => {
    for (const [un, imoClass] of [
      ["3480", "9"],
      ["3481", "9"],
      ["3090", "9"],
      ["3091", "9"],
      ["3171", "9"],
      ["2794", "8"],
      ["1950", "2.1"],
      ["", "2.2"],
      ["", "1.4S"],
    ]) {
      expect(packingGroupRule(un, imoClass), `${un} ${imoClass}`).toBe("none");
    }
  });

  it("is required where the entry has one, and by class for an unknown number outside class 9", () => {
    expect(packingGroupRule("3077", "9")).toBe("required");
    expect(packingGroupRule("1263", "3")).toBe("required");
    expect(packingGroupRule("2346", "3")).toBe("required");
    expect(packingGroupRule("", "8")).toBe("required");
  });

  it("is optional for a class 9 number the table does not know", () => {
    expect(packingGroupRule("3268", "9")).toBe("optional");
    expect(packingGroupRule("", "9")).toBe("optional");
  });
});
