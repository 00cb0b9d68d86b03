import dayjs from "dayjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isBeforeBusinessToday } from "./business-day";

describe("the date pickers' past days", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are the days before today in Shanghai, even where the reader's day has not turned yet", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 16:30 UTC: already 10 March in Shanghai, still 9 March in UTC (and in the Americas)
    vi.setSystemTime(Date.parse("2026-03-09T16:30:00Z"));
    expect(isBeforeBusinessToday(dayjs("2026-03-09"))).toBe(true);
    expect(isBeforeBusinessToday(dayjs("2026-03-10"))).toBe(false);
    vi.setSystemTime(Date.parse("2026-03-09T15:30:00Z"));
    expect(isBeforeBusinessToday(dayjs("2026-03-09"))).toBe(false);
  });
});
