import { startTransition, useEffect, useMemo, useState } from "react";

/**
 * The rows of a page, laid out a few at a time: the first step at once, each next one in a render
 * React may interrupt, after the last has been painted. A phone lays out a page of fifty rows of a
 * wide table in one commit of several hundred milliseconds on its slow CPU, which blocks every tap
 * meanwhile; in steps it is several short ones, and the rows on screen come first. The rows end up
 * the same; `step` Infinity lays them all out at once. A page of at most two steps comes whole:
 * each step lays the table out again, which would cost more than the few rows it puts off.
 */
export function useRowsInSteps<T>(rows: T[], step: number): T[] {
  const first = rows.length > 2 * step ? step : rows.length;
  // how many rows of which list are laid out: a new list starts again from the first step
  const [laidOut, setLaidOut] = useState<{ rows: T[]; count: number }>({ rows, count: first });
  const count = laidOut.rows === rows ? laidOut.count : first;
  useEffect(() => {
    if (count >= rows.length) return;
    // a task of its own, after the browser has painted the rows so far
    const timer = setTimeout(() => startTransition(() => setLaidOut({ rows, count: count + step })));
    return () => clearTimeout(timer);
  }, [rows, count, step]);
  return useMemo(() => (count >= rows.length ? rows : rows.slice(0, count)), [rows, count]);
}
