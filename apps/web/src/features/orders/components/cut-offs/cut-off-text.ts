import { CUT_OFF_NAMES, isCutOffCode } from "@haiyun/shared/constants/cut-offs";
import { type Countdown, countdown, cutOffLabel, inPortTime } from "@haiyun/shared/time/cut-off-format";
import { zoneCity } from "@haiyun/shared/time/zone-cities";
import { isoInZone } from "@haiyun/shared/time/zoned-time";
import type { Language } from "../../../../lib/i18n";

// How a cut-off reads on every page (docs/PRODUCT-RULES.md, "Cut-offs"): the port of loading's
// local time with its zone's city, and the time left — the same rule the mail follows.

export type CutOffLang = "cn" | "en";
export const cutOffLang = (language: Language): CutOffLang => (language === "en-US" ? "en" : "cn");

/** The code's name in the reader's language ("Documentation cut-off" / "截单（截补料）"); an unknown code as sent. */
export const cutOffName = (code: string, lang: CutOffLang) => (isCutOffCode(code) ? CUT_OFF_NAMES[code][lang] : code);

// An answer writes each cut-off in its port's own time, offset and all ("2026-12-01T17:00:00+08:00",
// the server's isoInZone): its wall-clock is the text's own. Read as written, a list of cut-offs
// needs none of Intl's time-zone data, whose first use costs a phone ~80 ms of one task; any other
// form (an instant in UTC, a Date) is converted to the port's zone.
const IN_PORT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?[+-]\d{2}:\d{2}$/;

/**
 * "12-01 17:00 宁波 (UTC+8)" given the port of loading's name; without it, the zone's city
 * ("12-01 17:00 Shanghai"). A port is not named after its zone (Ningbo, Qingdao and Xiamen keep
 * Shanghai's): where the port is known, it is named, with the offset.
 */
export function cutOffWhen(at: string, timeZone: string, lang: CutOffLang, port?: string): string {
  if (port) return inPortTime(IN_PORT_TIME.test(at) ? at : isoInZone(at, timeZone), port);
  if (!IN_PORT_TIME.test(at)) return cutOffLabel(at, timeZone, lang);
  return `${at.slice(5, 10)} ${at.slice(11, 16)} ${zoneCity(timeZone, lang)}`;
}

/** "in 2 d 5 h" / "还剩 2天5小时", "passed" / "已截止", with whether under a day is left. */
export const cutOffCountdown = (at: string, now: number, lang: CutOffLang): Countdown => countdown(at, now, lang);
