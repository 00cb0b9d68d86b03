import { describe, expect, it } from "vitest";
import { newOrderNo, ORDER_NO_PATTERN } from "./order-number";

describe("order numbers", () => {
  it("take the booking day in the business time zone: another app_timezone moves it", () => {
    const at = new Date("2026-12-31T16:30:00Z");
    expect(newOrderNo(at, "Asia/Shanghai").slice(0, 8)).toBe("HY270101");
    expect(newOrderNo(at, "America/Los_Angeles").slice(0, 8)).toBe("HY261231");
  });

  it("read HY, the booking day in China Standard Time, and six characters without look-alikes", () => {
    // 16:30 UTC on 31 Dec is already 1 Jan in Shanghai
    const number = newOrderNo(new Date("2026-12-31T16:30:00Z"));
    expect(number).toMatch(ORDER_NO_PATTERN);
    expect(number.slice(0, 8)).toBe("HY270101");
    expect(number.slice(8)).not.toMatch(/[01ILO]/);
  });

  it("do not follow one another: a customer's number says nothing of the next", () => {
    const day = new Date("2026-05-15T08:00:00Z");
    const drawn = new Set(Array.from({ length: 2000 }, () => newOrderNo(day)));
    expect(drawn.size).toBe(2000);
  });
});
