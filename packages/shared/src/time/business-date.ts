// The portal's business day (bookings, quotes, RFQ, order numbers). A rate is valid, a quote live,
// and a ready date "not in the past" by the calendar of one business time zone — the admin setting
// `app_timezone`, Asia/Shanghai unless changed — so the quote list, the quote detail, a booking
// from a quote, the RFQ form and the web's date pickers all agree on what "today" is, whoever reads
// and wherever the server runs. The server sets the zone from its settings before it checks a
// request (the form schemas' "not in the past" reads it), the web from the public config.

/** The default business time zone (IANA name): the day turns at midnight there. */
export const BUSINESS_TIME_ZONE = "Asia/Shanghai";

let currentZone: string = BUSINESS_TIME_ZONE;

/** The business time zone in force: the last one set from the settings, else the default. */
export const businessTimeZone = (): string => currentZone;

/** Puts `timeZone` in force (an unknown or empty name leaves the one in force). */
export function setBusinessTimeZone(timeZone: string | undefined | null): void {
  if (!timeZone || timeZone === currentZone) return;
  try {
    formatterOf(timeZone);
    currentZone = timeZone;
  } catch {
    // a name this runtime does not know: the settings' own check refuses it; keep the last good one
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The business calendar date (YYYY-MM-DD) at `instant`. */
export function businessDate(instant: Date | number, timeZone: string = currentZone): string {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** Today's business date (YYYY-MM-DD). */
export function businessToday(now: Date | number = Date.now(), timeZone: string = currentZone): string {
  return businessDate(now, timeZone);
}

/** The calendar date `days` after `date` (YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
