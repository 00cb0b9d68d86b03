import { describe, expect, it } from "vitest";
import { declarationBodyOf, methodOf, passedVgmCutOff, vgmOf, vgmStateOf } from "./vgm-state";

const NOW = Date.parse("2026-04-08T12:00:00Z");
const sm2 = (tare: number | null) => ({ method: "SM2" as const, tare_weight: tare, signatory: "J. Smith" });

describe("a container row's VGM", () => {
  it("follows the order-wide method until the row names its own", () => {
    expect(methodOf({}, 1)).toBe("SM1");
    expect(methodOf({ vgm_declaration: { method: null } }, 2)).toBe("SM2");
    expect(methodOf({ vgm_declaration: { method: "SM1" } }, 2)).toBe("SM1");
    expect(methodOf({}, null)).toBeNull();
  });

  it("adds the tare to the cargo's gross weight under SM2, whatever VGM was typed before", () => {
    expect(vgmOf({ weight: 8000.4, vgm: 9000, vgm_declaration: sm2(3900) }, 1)).toBe(11900);
    // the order-wide method 2 computes a row that names none
    expect(vgmOf({ weight: 8000, vgm_declaration: { method: null, tare_weight: 2200 } }, 2)).toBe(10200);
  });

  it("keeps the typed VGM under SM1, and under SM2 until a tare is given", () => {
    expect(vgmOf({ weight: 8000, vgm: 11800, vgm_declaration: { method: "SM1", tare_weight: 3900 } }, 2)).toBe(11800);
    expect(vgmOf({ weight: 8000, vgm: 11800, vgm_declaration: sm2(null) }, 1)).toBe(11800);
    expect(vgmOf({ weight: null, vgm: 11800, vgm_declaration: sm2(3900) }, 1)).toBeNull();
  });

  it("is missing without a VGM or a signatory, declared with both", () => {
    expect(vgmStateOf({ vgm: null, vgm_declaration: { signatory: "J. SMITH" } }, 1, false)).toBe("missing");
    expect(vgmStateOf({ vgm: 11800, vgm_declaration: { signatory: "  " } }, 1, false)).toBe("missing");
    expect(vgmStateOf({ vgm: 11800, vgm_declaration: { signatory: "J. SMITH" } }, 1, false)).toBe("declared");
    expect(vgmStateOf({ weight: 8000, vgm_declaration: sm2(3900) }, 1, false)).toBe("declared");
  });

  it("is locked once the VGM cut-off has passed, declared or not", () => {
    const past = { code: "VCO", at: "2026-04-08T19:00:00+08:00", time_zone: "Asia/Shanghai" };
    const future = { code: "VCO", at: "2026-04-09T17:00:00+08:00", time_zone: "Asia/Shanghai" };
    const documents = { code: "DCO", at: "2026-04-01T17:00:00+08:00", time_zone: "Asia/Shanghai" };
    expect(passedVgmCutOff([documents, past], NOW)).toEqual(past);
    expect(passedVgmCutOff([documents, future], NOW)).toBeNull();
    expect(passedVgmCutOff([documents], NOW)).toBeNull();
    expect(vgmStateOf({ vgm: null }, 1, true)).toBe("locked");
  });
});

describe("the declaration as sent", () => {
  it("trims its texts and sends null for one left blank", () => {
    expect(declarationBodyOf({ signatory: " j. smith ", weighed_at: "2026-04-07", weighing_party: "" })).toEqual({
      method: null,
      tare_weight: null,
      signatory: "j. smith",
      weighed_at: "2026-04-07",
      weighing_party: "",
    });
    expect(declarationBodyOf({ method: null, signatory: "  ", weighed_at: null })).toBeNull();
    expect(declarationBodyOf(null)).toBeNull();
  });
});
