import { describe, expect, it } from "vitest";
import { isoText } from "./order-list.repository";

// The lists read timestamps as PostgreSQL's UTC wall-clock text and must answer exactly what
// Date#toISOString would (the detail still goes through Dates; both must agree).
describe("isoText", () => {
  it.each([
    ["2026-11-22T02:13:45", "2026-11-22T02:13:45.000Z"],
    ["2026-11-22T02:13:45.1", "2026-11-22T02:13:45.100Z"],
    ["2026-11-22T02:13:45.12", "2026-11-22T02:13:45.120Z"],
    ["2026-11-22T02:13:45.123", "2026-11-22T02:13:45.123Z"],
    ["2026-11-22T02:13:45.123456", "2026-11-22T02:13:45.123Z"],
    ["2026-11-22T02:13:45.000009", "2026-11-22T02:13:45.000Z"],
  ])("%s → %s", (text, iso) => {
    expect(isoText(text)).toBe(iso);
    expect(isoText(text)).toBe(new Date(`${text}Z`).toISOString());
  });
});
