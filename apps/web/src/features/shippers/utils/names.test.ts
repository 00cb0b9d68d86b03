import { describe, expect, it } from "vitest";
import { namesOf } from "./names";

describe("namesOf", () => {
  it("splits a comma list and drops blanks", () => {
    expect(namesOf("FCL, LCL,,Customs")).toEqual(["FCL", "LCL", "Customs"]);
  });
  it("takes an array as it is, and nothing as none", () => {
    expect(namesOf(["Shanghai", " Ningbo "])).toEqual(["Shanghai", "Ningbo"]);
    expect(namesOf(null)).toEqual([]);
    expect(namesOf("")).toEqual([]);
  });
});
