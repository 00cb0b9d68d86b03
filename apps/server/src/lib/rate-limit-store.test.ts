import { describe, expect, it } from "vitest";
import { LocalCounts } from "./rate-limit-store";

describe("LocalCounts (the stand-in while Redis is away)", () => {
  it("counts calls in a window and starts again once it has passed", () => {
    const counts = new LocalCounts();
    expect(counts.incr("a", 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.incr("a", 60_000, 31_000)).toEqual({ current: 2, ttl: 30_000 });
    expect(counts.incr("b", 60_000, 31_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.incr("a", 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it("keeps at most its number of keys: the expired go first, then the oldest", () => {
    const counts = new LocalCounts(3);
    for (const [i, key] of ["a", "b", "c"].entries()) counts.incr(key, 60_000, i);
    counts.incr("d", 60_000, 60_001); // "a" and "b" have expired
    expect(counts.size).toBe(2);
    counts.incr("e", 60_000, 60_002);
    counts.incr("f", 60_000, 60_003); // full of live windows: the oldest ("c") goes
    expect(counts.size).toBe(3);
    expect(counts.incr("c", 60_000, 60_004).current).toBe(1);
    expect(counts.incr("f", 60_000, 60_005).current).toBe(2);
  });
});
