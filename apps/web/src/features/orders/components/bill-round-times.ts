import type { BillRound } from "@haiyun/shared/schemas/order-view";
import type { TFunction } from "i18next";

// How long each side took over the bill rounds (docs/PRODUCT-RULES.md, "Bill redlines"): from a
// draft's publication to the customer's decision is the customer's time; from a return to the
// next publication, operations'. Only finished stretches count (a waiting one is not a time yet).

export interface RoundTimes {
  /** per round: the customer's time and operations' time after it (ms; null while not finished) */
  rounds: { customer: number | null; ops: number | null }[];
  customer: number;
  ops: number;
}

const span = (from: string | null, to: string | null | undefined) =>
  from && to ? Math.max(0, Date.parse(to) - Date.parse(from)) : null;

export function billRoundTimes(rounds: readonly BillRound[]): RoundTimes {
  const each = rounds.map((round, index) => ({
    customer: span(round.published_at, round.decided_at),
    ops: round.decision === "fail" ? span(round.decided_at, rounds[index + 1]?.published_at) : null,
  }));
  const sum = (key: "customer" | "ops") => each.reduce((total, round) => total + (round[key] ?? 0), 0);
  return { rounds: each, customer: sum("customer"), ops: sum("ops") };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration as people say it: "under 1 min", "25 min", "3 h 5 min", "2 d 4 h". */
export function durationText(ms: number, t: TFunction): string {
  if (ms < MINUTE) return t("redlines.duration.lessThanMinute");
  if (ms < HOUR) return t("redlines.duration.minutes", { m: Math.floor(ms / MINUTE) });
  if (ms < DAY) return t("redlines.duration.hours", { h: Math.floor(ms / HOUR), m: Math.floor((ms % HOUR) / MINUTE) });
  return t("redlines.duration.days", { d: Math.floor(ms / DAY), h: Math.floor((ms % DAY) / HOUR) });
}
