import { zoneCity } from "./zone-cities";
import { isoInZone } from "./zoned-time";

// How a cut-off reads, on every page and in the mail alike (docs/PRODUCT-RULES.md, "Cut-offs"):
// the port's local time with its zone's city, "12-01 17:00 Shanghai" / "12-01 17:00 上海", and the
// time left, "in 2 d 5 h" / "还剩 2天5小时", until it has "passed" / "已截止".

type Lang = "cn" | "en";

/** The local wall-clock time in the zone: "12-01 17:00" (with the year: "2026-12-01 17:00"). */
export function localClock(at: string | Date | number, timeZone: string, withYear = false): string {
  const iso = isoInZone(at, timeZone);
  return `${iso.slice(withYear ? 0 : 5, 10)} ${iso.slice(11, 16)}`;
}

/** "12-01 17:00 Shanghai" / "12-01 17:00 上海". */
export function cutOffLabel(at: string | Date | number, timeZone: string, lang: Lang, withYear = false): string {
  return `${localClock(at, timeZone, withYear)} ${zoneCity(timeZone, lang)}`;
}

const OFFSET = /(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The offset a time written in its zone carries ("…+08:00", "…+05:30", "…-03:00", "…Z") as a
 * reader names it: "UTC+8", "UTC+5:30", "UTC-3", "UTC+0"; null for a time without one.
 */
export function utcOffsetOf(iso: string): string | null {
  const match = OFFSET.exec(iso);
  if (!match) return null;
  if (match[1] === "Z") return "UTC+0";
  const [, , sign, hours, minutes] = match;
  return `UTC${sign}${Number(hours)}${minutes === "00" ? "" : `:${minutes}`}`;
}

/**
 * A time written in its port's zone ("2026-12-01T17:00:00+08:00") as it reads there, with where:
 * "12-01 17:00 宁波 (UTC+8)" (with the year: "2026-12-01 17:00 …"); `place` left out, the offset alone.
 */
export function inPortTime(iso: string, place?: string, withYear = false): string {
  const clock = `${iso.slice(withYear ? 0 : 5, 10)} ${iso.slice(11, 16)}`;
  const offset = utcOffsetOf(iso);
  const where = [place, offset ? `(${offset})` : ""].filter(Boolean).join(" ");
  return where ? `${clock} ${where}` : clock;
}

export interface Countdown {
  passed: boolean;
  /** under 24 hours left (and not passed): shown as urgent */
  soon: boolean;
  text: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time left until `at` from `now`, to the minute (a part-minute counts as a minute). */
export function countdown(at: string | Date | number, now: Date | number, lang: Lang): Countdown {
  const left = new Date(at).getTime() - new Date(now).getTime();
  if (left <= 0) return { passed: true, soon: false, text: lang === "cn" ? "已截止" : "passed" };
  const minutes = Math.ceil(left / MINUTE);
  const days = Math.floor(minutes / (DAY / MINUTE));
  const hours = Math.floor((minutes % (DAY / MINUTE)) / 60);
  const mins = minutes % 60;
  let text: string;
  if (lang === "cn") {
    text = days > 0 ? `还剩 ${days}天${hours}小时` : hours > 0 ? `还剩 ${hours}小时${mins}分钟` : `还剩 ${mins}分钟`;
  } else {
    text = days > 0 ? `in ${days} d ${hours} h` : hours > 0 ? `in ${hours} h ${mins} min` : `in ${mins} min`;
  }
  return { passed: false, soon: left < DAY, text };
}
