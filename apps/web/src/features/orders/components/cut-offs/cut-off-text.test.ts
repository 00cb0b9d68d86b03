import { describe, expect, it } from "vitest";
import { cutOffCountdown, cutOffLang, cutOffName, cutOffWhen } from "./cut-off-text";

// How a cut-off reads: the port's local time with its city and the time left, in both languages.

const NOW = Date.parse("2026-11-28T20:00:00Z");

describe("cut-off texts", () => {
  it("names the code in the reader's language, an unknown one as sent", () => {
    expect(cutOffName("DCO", "en")).toBe("Documentation cut-off");
    expect(cutOffName("DCO", "cn")).toBe("截单（截补料）");
    expect(cutOffName("LCO", "en")).toBe("LCL delivery cut-off");
    expect(cutOffName("ZZZ", "cn")).toBe("ZZZ");
    expect(cutOffLang("en-US")).toBe("en");
    expect(cutOffLang("zh-CN")).toBe("cn");
  });

  it("reads an answer's cut-off as written, in its port's time, with the port's city", () => {
    expect(cutOffWhen("2026-12-01T17:00:00+08:00", "Asia/Shanghai", "en")).toBe("12-01 17:00 Shanghai");
    expect(cutOffWhen("2027-03-28T23:30:00-07:00", "America/Los_Angeles", "cn")).toBe("03-28 23:30 洛杉矶");
    expect(cutOffWhen("2026-12-01T17:00+05:30", "Asia/Kolkata", "en")).toBe("12-01 17:00 Kolkata");
  });

  it("names the port of loading and the offset where the port is known, not the zone's city", () => {
    expect(cutOffWhen("2026-12-01T17:00:00+08:00", "Asia/Shanghai", "cn", "宁波")).toBe("12-01 17:00 宁波 (UTC+8)");
    expect(cutOffWhen("2026-12-01T17:00:00+08:00", "Asia/Shanghai", "en", "Qingdao")).toBe("12-01 17:00 Qingdao (UTC+8)");
    expect(cutOffWhen("2026-12-01T09:00:00Z", "Asia/Shanghai", "en", "Xiamen")).toBe("12-01 17:00 Xiamen (UTC+8)");
    expect(cutOffWhen("2026-12-01T17:00+05:30", "Asia/Kolkata", "en", "Nhava Sheva")).toBe("12-01 17:00 Nhava Sheva (UTC+5:30)");
    expect(cutOffWhen("2027-03-28T23:30:00-07:00", "America/Los_Angeles", "cn", "长滩")).toBe("03-28 23:30 长滩 (UTC-7)");
  });

  it("reads an instant in UTC in the port's zone with its city", () => {
    expect(cutOffWhen("2026-12-01T09:00:00Z", "Asia/Shanghai", "cn")).toBe("12-01 17:00 上海");
    expect(cutOffWhen("2026-12-01T09:00:00Z", "America/Los_Angeles", "en")).toBe("12-01 01:00 Los Angeles");
    expect(cutOffWhen("2026-12-01T09:00:00Z", "America/Los_Angeles", "cn")).toBe("12-01 01:00 洛杉矶");
    expect(cutOffWhen("2026-12-01T09:00:00Z", "America/Argentina/Buenos_Aires", "en")).toBe("12-01 06:00 Buenos Aires");
  });

  it("counts down in days and hours, hours and minutes, minutes, then passed", () => {
    const left = (at: string, lang: "cn" | "en") => cutOffCountdown(at, NOW, lang);
    expect(left("2026-12-01T01:00:00Z", "en")).toEqual({ passed: false, soon: false, text: "in 2 d 5 h" });
    expect(left("2026-12-01T01:00:00Z", "cn")).toEqual({ passed: false, soon: false, text: "还剩 2天5小时" });
    expect(left("2026-11-29T01:20:00Z", "en")).toEqual({ passed: false, soon: true, text: "in 5 h 20 min" });
    expect(left("2026-11-29T01:20:00Z", "cn").text).toBe("还剩 5小时20分钟");
    expect(left("2026-11-28T20:45:00Z", "en").text).toBe("in 45 min");
    expect(left("2026-11-28T20:00:00Z", "en")).toEqual({ passed: true, soon: false, text: "passed" });
    expect(left("2026-11-27T20:00:00Z", "cn").text).toBe("已截止");
  });
});
