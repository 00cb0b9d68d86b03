// The portal's business day (bookings, quotes, RFQ). A rate is valid, a quote live, and a
// ready date "not in the past" by the calendar of one business time zone — the portal's home
// market — so the quote list, the quote detail, a booking from a quote, the RFQ form and the web's
// date pickers all agree on what "today" is, whoever reads and wherever the server runs.

/** The business time zone (IANA name): the day turns at midnight there. */
export const BUSINESS_TIME_ZONE = "Asia/Shanghai";

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
export function businessDate(instant: Date | number, timeZone: string = BUSINESS_TIME_ZONE): string {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** Today's business date (YYYY-MM-DD). */
export function businessToday(now: Date | number = Date.now(), timeZone: string = BUSINESS_TIME_ZONE): string {
  return businessDate(now, timeZone);
}

/** The calendar date `days` after `date` (YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
