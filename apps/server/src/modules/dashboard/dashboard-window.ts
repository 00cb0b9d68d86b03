import { DASHBOARD_DUE_HOURS, DASHBOARD_MONTHS, dateInZone, zonedToInstant } from "@haiyun/shared";

// The time windows a dashboard reads, from one `now`: the months of the TEU chart, cut in the
// business time zone (a booking made at 07:00 on the 1st in Shanghai is that month's, though
// still the month before in UTC), and the "due" window.

export interface Month {
  /** "2026-01" */
  month: string;
  /** the instant the month begins in the zone */
  from: Date;
}

const HOUR_MS = 3_600_000;

/** The last `count` months at `now` in `timeZone`, oldest first, and the instant the current one ends. */
export function monthsUntil(now: Date, timeZone: string, count = DASHBOARD_MONTHS): { months: Month[]; until: Date } {
  const [year, month] = dateInZone(now, timeZone).split("-").map(Number);
  const startOf = (index: number) => {
    // index 0 is the current month; negative ones before it, 1 the next
    const total = year * 12 + (month - 1) + index;
    const label = `${String(Math.floor(total / 12)).padStart(4, "0")}-${String((total % 12) + 1).padStart(2, "0")}`;
    return { month: label, from: zonedToInstant(`${label}-01T00:00`, timeZone) };
  };
  const months = Array.from({ length: count }, (_, i) => startOf(i - count + 1));
  return { months, until: startOf(1).from };
}

/** The instant the UTC month named "2026-01" begins (order_months' months, migration 0030). */
export function utcMonthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00.000Z`);
}

/** The "due" window: from now to DASHBOARD_DUE_HOURS later. */
export function dueWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + DASHBOARD_DUE_HOURS * HOUR_MS) };
}

/**
 * The earliest ETD an order with a cut-off in the window may have: a cut-off falls at the latest
 * on the ETD's day at the port (confirmedCutOffs, order-cut-offs.ts), and a port's day begins at
 * most 14 hours before UTC's — so a day before UTC's date of `now` leaves none out.
 */
export function earliestEtd(now: Date): string {
  return new Date(now.getTime() - 24 * HOUR_MS).toISOString().slice(0, 10);
}

/** The age buckets' edges before `now`: 1, 3 and 7 days. */
export function ageEdges(now: Date): { d1: Date; d3: Date; d7: Date } {
  const back = (days: number) => new Date(now.getTime() - days * 24 * HOUR_MS);
  return { d1: back(1), d3: back(3), d7: back(7) };
}
