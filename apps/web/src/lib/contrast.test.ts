import { describe, expect, it } from "vitest";
import { contrastWithWhite, readableShade } from "./contrast";

describe("readableShade", () => {
  it("darkens a light brand colour until white text on it is readable (WCAG AA)", () => {
    expect(contrastWithWhite("#6cbaa9")).toBeLessThan(4.5);
    const shade = readableShade("#6cbaa9", 5.5);
    expect(contrastWithWhite(shade)).toBeGreaterThanOrEqual(5.5);
    // the same hue, only darker: the channels keep their proportions
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(shade.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(r);
  });

  it("keeps a colour that is already dark enough, and anything that is not six-digit hex", () => {
    expect(readableShade("#1d4ed8", 5.5)).toBe("#1d4ed8");
    expect(readableShade("#1d4ed8")).toBe("#1d4ed8");
    expect(contrastWithWhite(readableShade("#52c41a"))).toBeGreaterThanOrEqual(4.5);
    expect(readableShade("#000000")).toBe("#000000");
    expect(readableShade("teal")).toBe("teal");
  });

  it("reaches the ratio even for white", () => {
    expect(contrastWithWhite(readableShade("#ffffff", 5.5))).toBeGreaterThanOrEqual(5.5);
  });
});
