import { CUT_OFF_NAMES, isCutOffCode } from "@haiyun/shared/constants/cut-offs";
import { type Countdown, countdown, cutOffLabel } from "@haiyun/shared/time/cut-off-format";
import type { Language } from "../../../../lib/i18n";

// How a cut-off reads on every page (docs/PRODUCT-RULES.md, "Cut-offs"): the port of loading's
// local time with its zone's city, and the time left — the same rule the mail follows.

export type CutOffLang = "cn" | "en";
export const cutOffLang = (language: Language): CutOffLang => (language === "en-US" ? "en" : "cn");

/** The code's name in the reader's language ("Documentation cut-off" / "截单（截补料）"); an unknown code as sent. */
export const cutOffName = (code: string, lang: CutOffLang) => (isCutOffCode(code) ? CUT_OFF_NAMES[code][lang] : code);

/** "12-01 17:00 Shanghai" / "12-01 17:00 上海". */
export const cutOffWhen = (at: string, timeZone: string, lang: CutOffLang) => cutOffLabel(at, timeZone, lang);

/** "in 2 d 5 h" / "还剩 2天5小时", "passed" / "已截止", with whether under a day is left. */
export const cutOffCountdown = (at: string, now: number, lang: CutOffLang): Countdown => countdown(at, now, lang);
