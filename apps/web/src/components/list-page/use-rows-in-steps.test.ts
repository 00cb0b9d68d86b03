import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRowsInSteps } from "./use-rows-in-steps";

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe("useRowsInSteps", () => {
  it("lays out the first step at once, then the rest a step at a time, ending with the page itself", async () => {
    const rows = page(1, 25);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const laidOut = useRowsInSteps(rows, 10);
      seen.push(laidOut.length);
      return laidOut;
    });
    expect(seen[0]).toBe(10);
    expect(result.current).toEqual(page(1, 10));
    await waitFor(() => expect(result.current).toBe(rows));
    expect([...new Set(seen)]).toEqual([10, 20, 25]);
  });

  it("starts again from the first step for a new page; a page of two steps or less, or an infinite step, comes whole", async () => {
    const { result, rerender } = renderHook(({ rows, step }) => useRowsInSteps(rows, step), {
      initialProps: { rows: page(1, 25), step: 10 },
    });
    await waitFor(() => expect(result.current).toHaveLength(25));
    const next = page(100, 25);
    rerender({ rows: next, step: 10 });
    expect(result.current).toEqual(page(100, 10));
    await waitFor(() => expect(result.current).toBe(next));
    const short = page(300, 20);
    rerender({ rows: short, step: 10 });
    expect(result.current).toBe(short);
    const whole = page(200, 60);
    rerender({ rows: whole, step: Number.POSITIVE_INFINITY });
    expect(result.current).toBe(whole);
  });
});
