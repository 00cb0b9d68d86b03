import { describe, expect, it } from "vitest";
import { contrastWithWhite } from "./contrast";
import { appTheme } from "./theme";

describe("the app's antd theme", () => {
  it("draws success icons in a green that stands out from white (3:1 for a graphic) and text in one that reads (4.5:1)", () => {
    const { token } = appTheme("#6cbaa9");
    expect(contrastWithWhite(token?.colorSuccess ?? "")).toBeGreaterThanOrEqual(3);
    expect(contrastWithWhite(token?.colorSuccessText ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  it("animates unless the reader asks for reduced motion", () => {
    expect(appTheme("#6cbaa9").token?.motion).toBe(true);
    expect(appTheme("#6cbaa9", { reducedMotion: true }).token?.motion).toBe(false);
  });

  it("draws the default primary #6cbaa9 as #427167, dark enough for white text", () => {
    expect(appTheme("#6cbaa9").token?.colorPrimary).toBe("#427167");
  });
});
