// Wall-clock time in a named IANA zone, with nothing but Intl: a port's local time as an instant
// and back. A cut-off is entered as "2026-12-01T17:00" at the port of loading, stored as the
// instant it names, and answered as "2026-12-01T17:00:00+08:00" (docs/PRODUCT-RULES.md, "Cut-offs").

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether this runtime knows `timeZone` as an IANA name (Asia/Shanghai, Europe/Rotterdam is not). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone?.includes("/")) return timeZone === "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockOf(instant: number, timeZone: string): WallClock {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** The zone's offset from UTC at `instant`, in minutes (Shanghai: 480). */
export function zoneOffsetMinutes(instant: Date | number, timeZone: string): number {
  const at = new Date(instant).getTime();
  const wall = wallClockOf(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - (at - (at % 1000))) / 60_000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A local date-time without offset ("2026-12-01T17:00", seconds optional). */
export const isLocalDateTime = (value: string) => LOCAL.test(value);

/**
 * The instant a local wall-clock time names in `timeZone`. A time skipped by a clock change
 * (spring forward) is read with the offset before the change, so it lands just after it.
 */
export function zonedToInstant(local: string, timeZone: string): Date {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`not a local date-time: ${local}`);
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  // the offset at a first guess, then at the instant it gives: settled in two steps, and in a
  // skipped hour the second step reads the offset in force before the change
  const first = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  return new Date(asUtc - zoneOffsetMinutes(first, timeZone) * 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** `instant` as ISO 8601 in the zone's wall-clock time with its offset: "2026-12-01T17:00:00+08:00". */
export function isoInZone(instant: Date | number | string, timeZone: string): string {
  const at = new Date(instant).getTime();
  const wall = wallClockOf(at, timeZone);
  const offset = zoneOffsetMinutes(at, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return `${date}T${time}${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The local calendar date (YYYY-MM-DD) in the zone at `instant`. */
export const dateInZone = (instant: Date | number | string, timeZone: string): string =>
  isoInZone(instant, timeZone).slice(0, 10);
