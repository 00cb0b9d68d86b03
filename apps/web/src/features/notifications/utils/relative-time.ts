import { formatDateTime } from "../../../lib/format";
import type { Language } from "../../../lib/i18n";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago" / "5 分钟前" for the last week, the date and time before that; null under a
 * minute (the caller says "just now" in its own words).
 */
export function relativeTime(iso: string, language: Language, now: number = Date.now()): string | null {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return "";
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return null;
  if (ago >= 7 * DAY) return formatDateTime(iso, language);
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), "hour");
  return format.format(-Math.floor(ago / DAY), "day");
}
