import { describe, expect, it } from "vitest";
import { addDays, BUSINESS_TIME_ZONE, businessDate, businessTimeZone, businessToday, setBusinessTimeZone } from "./business-date";

describe("the business date", () => {
  it("turns at midnight in Shanghai (16:00 UTC), whatever the process's own zone", () => {
    expect(businessDate(Date.parse("2026-03-09T15:59:59.999Z"))).toBe("2026-03-09");
    expect(businessDate(Date.parse("2026-03-09T16:00:00Z"))).toBe("2026-03-10");
    expect(businessDate(new Date("2026-12-31T16:30:00Z"))).toBe("2027-01-01");
    expect(businessToday(Date.parse("2026-03-09T23:00:00Z"))).toBe("2026-03-10");
  });

  it("can be asked in another zone", () => {
    expect(businessDate(Date.parse("2026-03-09T11:00:00Z"), "Pacific/Kiritimati")).toBe("2026-03-10");
    expect(businessDate(Date.parse("2026-03-09T11:00:00Z"), "America/Los_Angeles")).toBe("2026-03-09");
  });

  it("follows the zone put in force from the settings (app_timezone); an unknown name changes nothing", () => {
    try {
      setBusinessTimeZone("America/Los_Angeles");
      expect(businessTimeZone()).toBe("America/Los_Angeles");
      expect(businessToday(Date.parse("2026-03-09T16:30:00Z"))).toBe("2026-03-09");
      setBusinessTimeZone("Europe/Rotterdam");
      expect(businessTimeZone()).toBe("America/Los_Angeles");
    } finally {
      setBusinessTimeZone(BUSINESS_TIME_ZONE);
    }
    expect(businessToday(Date.parse("2026-03-09T16:30:00Z"))).toBe("2026-03-10");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
