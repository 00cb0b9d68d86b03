import { describe, expect, it } from "vitest";
import { ageEdges, dueWindow, earliestEtd, monthsUntil } from "./dashboard-window";

describe("monthsUntil", () => {
  it("gives twelve months, oldest first, ending with the current one in the zone", () => {
    // 2026-01-31T20:00Z is already 1 February in Shanghai
    const { months, until } = monthsUntil(new Date("2026-01-31T20:00:00Z"), "Asia/Shanghai");
    expect(months.map((m) => m.month)).toEqual([
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(months[0].from.toISOString()).toBe("2025-02-28T16:00:00.000Z");
    expect(months[11].from.toISOString()).toBe("2026-01-31T16:00:00.000Z");
    expect(until.toISOString()).toBe("2026-02-28T16:00:00.000Z");
  });

  it("cuts the months at local midnight across a change of clocks", () => {
    const { months } = monthsUntil(new Date("2026-04-15T12:00:00Z"), "Europe/Amsterdam", 2);
    expect(months).toEqual([
      { month: "2026-03", from: new Date("2026-02-28T23:00:00.000Z") },
      { month: "2026-04", from: new Date("2026-03-31T22:00:00.000Z") },
    ]);
  });
});

describe("windows", () => {
  const now = new Date("2026-05-10T03:00:00Z");

  it("looks 72 hours ahead for what is due", () => {
    expect(dueWindow(now)).toEqual({ from: now, to: new Date("2026-05-13T03:00:00Z") });
  });

  it("reads sailings from the day before today in UTC", () => {
    expect(earliestEtd(now)).toBe("2026-05-09");
  });

  it("puts the age edges 1, 3 and 7 days back", () => {
    expect(ageEdges(now).d7.toISOString()).toBe("2026-05-03T03:00:00.000Z");
  });
});
