import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNumber, formatRoute } from "./format";

describe("format", () => {
  it("writes dates as YYYY-MM-DD in Chinese and MM/DD/YYYY in English", () => {
    expect(formatDate("2026-03-07", "zh-CN")).toBe("2026-03-07");
    expect(formatDate("2026-03-07", "en-US")).toBe("03/07/2026");
  });
  it("leaves empty and invalid dates blank", () => {
    expect(formatDate(null, "zh-CN")).toBe("");
    expect(formatDate("not a date", "en-US")).toBe("");
    expect(formatDateTime(undefined, "en-US")).toBe("");
  });
  it("groups thousands", () => {
    expect(formatNumber(1234567.5, "en-US")).toBe("1,234,567.5");
    expect(formatNumber("1234.5", "zh-CN", 2)).toBe("1,234.50");
    expect(formatNumber("", "zh-CN")).toBe("");
    expect(formatNumber(2.675, "en-US", 2)).toBe("2.68");
    expect(formatNumber(-0.0001, "en-US")).toBe("-0");
  });

  it("writes every number as Intl.NumberFormat does, in both languages", () => {
    // prices, weights and volumes of every size and precision, halves included, and a few randoms
    const values = [0, -0, 1, 999, 1000, 1.005, 2.675, 0.0005, 0.5, 1.5, -2.5, 1234567.891, 1e20, 3e-7, 12345678901234];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 3000; i += 1) {
      const scale = 10 ** Math.floor(random() * 10 - 3);
      const value = (random() - 0.2) * scale;
      values.push(value, Math.round(value * 1000) / 1000 + 0.0005, Math.round(value * 100) / 100 + 0.005);
    }
    for (const language of ["zh-CN", "en-US"] as const) {
      for (const digits of [undefined, 0, 2, 3]) {
        const intl = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits ?? 3 });
        for (const value of values) expect(formatNumber(value, language, digits), `${value} ${digits}`).toBe(intl.format(value));
      }
    }
  });

  it("names a route port to port, and the place of delivery where it is another", () => {
    expect(formatRoute({ pol_name: "Ningbo", pod_name: "Hamburg", to_name: "Hamburg" })).toBe("Ningbo → Hamburg");
    expect(formatRoute({ pol_name: "Ningbo", pod_name: "Rotterdam", to_name: "Duisburg" })).toBe("Ningbo → Rotterdam → Duisburg");
    expect(formatRoute({ pol_name: "Ningbo", pod_name: "", to_name: "" })).toBe("Ningbo");
  });
});
