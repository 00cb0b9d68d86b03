import { describe, expect, it } from "vitest";
import { CONFIG_DEFAULTS } from "../constants/config";
import { feeOf, feeTier } from "./fee-tier";

const SHANGHAI = "Asia/Shanghai";
const cutOff = new Date("2026-12-01T09:00:00Z"); // 17:00 in Shanghai

describe("feeTier", () => {
  const at = (now: string, etd: string | null = "2026-12-04") =>
    feeTier({ now: new Date(now), documentationCutOff: cutOff, etd, timeZone: SHANGHAI });

  it("is free until the documentation cut-off and tier 1 from its minute on", () => {
    expect(at("2026-12-01T08:59:59.999Z")).toBe(0);
    expect(at("2026-12-01T09:00:00Z")).toBe(1);
  });

  it("is tier 2 once the ETD's day is over in the port's zone, not before", () => {
    // 2026-12-04 23:59 in Shanghai is still the day of departure
    expect(at("2026-12-04T15:59:59Z")).toBe(1);
    // 00:00 on the 5th in Shanghai
    expect(at("2026-12-04T16:00:00Z")).toBe(2);
  });

  it("judges the ETD's day in the port's zone: the same instant is still the 4th in Rotterdam", () => {
    const now = new Date("2026-12-04T16:30:00Z");
    expect(feeTier({ now, documentationCutOff: cutOff, etd: "2026-12-04", timeZone: "Europe/Amsterdam" })).toBe(1);
    expect(feeTier({ now, documentationCutOff: cutOff, etd: "2026-12-04", timeZone: SHANGHAI })).toBe(2);
  });

  it("stays free with no cut-off and no ETD", () => {
    expect(feeTier({ now: Date.now(), documentationCutOff: null, etd: null, timeZone: SHANGHAI })).toBe(0);
  });
});

describe("feeOf", () => {
  it("reads the kind's amount of the tier and its currency, as a 2-decimal string", () => {
    expect(feeOf("si_revision", 0, CONFIG_DEFAULTS)).toEqual({ tier: 0, amount: "0.00", currency: "USD" });
    expect(feeOf("si_revision", 1, CONFIG_DEFAULTS)).toEqual({ tier: 1, amount: "50.00", currency: "USD" });
    expect(feeOf("si_revision", 2, CONFIG_DEFAULTS)).toEqual({ tier: 2, amount: "100.00", currency: "USD" });
    const config = { ...CONFIG_DEFAULTS, cancellation_fee_tier1: "450", cancellation_fee_currency: "CNY" };
    expect(feeOf("cancellation", 1, config)).toEqual({ tier: 1, amount: "450.00", currency: "CNY" });
  });
});
