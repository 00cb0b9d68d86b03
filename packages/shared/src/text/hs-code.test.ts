import { describe, expect, it } from "vitest";
import { hsCodeSchema } from "../schemas/order";
import { normaliseHsCode } from "./hs-code";

describe("HS codes", () => {
  it("drop their separators and map full-width digits", () => {
    expect(normaliseHsCode("9403.60")).toBe("940360");
    expect(normaliseHsCode(" 9403 60 ")).toBe("940360");
    expect(normaliseHsCode("9403.60.90-00")).toBe("9403609000");
    expect(normaliseHsCode("９４０３．６０")).toBe("940360");
  });

  it("are accepted grouped and kept as digits, letters still refused", () => {
    expect(hsCodeSchema.parse("9403.60")).toBe("940360");
    expect(hsCodeSchema.parse("9403 60")).toBe("940360");
    expect(hsCodeSchema.safeParse("9403AB").success).toBe(false);
    expect(hsCodeSchema.safeParse("9403").success).toBe(false);
    expect(hsCodeSchema.safeParse("94036012345").success).toBe(false);
  });
});
