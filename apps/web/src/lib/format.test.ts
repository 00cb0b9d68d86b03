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
  });

  it("names a route port to port, and the place of delivery where it is another", () => {
    expect(formatRoute({ pol_name: "Ningbo", pod_name: "Hamburg", to_name: "Hamburg" })).toBe("Ningbo → Hamburg");
    expect(formatRoute({ pol_name: "Ningbo", pod_name: "Rotterdam", to_name: "Duisburg" })).toBe("Ningbo → Rotterdam → Duisburg");
    expect(formatRoute({ pol_name: "Ningbo", pod_name: "", to_name: "" })).toBe("Ningbo");
  });
});
