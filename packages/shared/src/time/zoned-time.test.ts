import { describe, expect, it } from "vitest";
import { dateInZone, isoInZone, isTimeZone, zonedToInstant, zoneOffsetMinutes } from "./zoned-time";

describe("wall-clock time in a zone", () => {
  it("turns a local time at a port into the instant it names, and back with the offset", () => {
    expect(zonedToInstant("2026-12-01T17:00", "Asia/Shanghai").toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(isoInZone("2026-12-01T09:00:00Z", "Asia/Shanghai")).toBe("2026-12-01T17:00:00+08:00");
    // Rotterdam in winter (+01:00) and summer (+02:00)
    expect(zonedToInstant("2026-12-01T17:00", "Europe/Amsterdam").toISOString()).toBe("2026-12-01T16:00:00.000Z");
    expect(zonedToInstant("2026-07-01T17:00:00", "Europe/Amsterdam").toISOString()).toBe("2026-07-01T15:00:00.000Z");
    expect(isoInZone("2026-07-01T15:00:00Z", "Europe/Amsterdam")).toBe("2026-07-01T17:00:00+02:00");
    expect(isoInZone("2026-12-01T09:00:00Z", "America/Los_Angeles")).toBe("2026-12-01T01:00:00-08:00");
    expect(zoneOffsetMinutes(Date.parse("2026-12-01T00:00:00Z"), "Asia/Kolkata")).toBe(330);
  });

  it("reads a time a clock change skips just after the change", () => {
    // 02:30 on 29 March 2026 does not exist in Amsterdam (02:00 → 03:00)
    expect(isoInZone(zonedToInstant("2026-03-29T02:30", "Europe/Amsterdam"), "Europe/Amsterdam")).toBe(
      "2026-03-29T03:30:00+02:00",
    );
  });

  it("gives the local day, and knows an IANA name from a made-up one", () => {
    expect(dateInZone("2026-12-01T17:30:00Z", "Asia/Shanghai")).toBe("2026-12-02");
    expect(dateInZone("2026-12-01T17:30:00Z", "Europe/Berlin")).toBe("2026-12-01");
    expect(isTimeZone("Asia/Shanghai")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Europe/Rotterdam")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
