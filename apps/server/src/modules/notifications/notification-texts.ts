import { BUSINESS_TIME_ZONE, cutOffLabel, type Lang, NOTIFICATION_KIND, ORDER_STATUSES, type OrderAction } from "@haiyun/shared";
import { ACTION_TITLES } from "./notify-rules";

// The bell's words, rendered when read (a row keeps facts, not sentences), in the reader's language.

/** The cut-offs a reminder is about, by their DCSA code: documentation (DCO) and VGM (VCO). */
export type ReminderCode = "DCO" | "VCO";
/** How long before the cut-off a reminder goes. */
export const REMINDER_LEADS_HOURS = [48, 24] as const;
export type ReminderLead = (typeof REMINDER_LEADS_HOURS)[number];

/** A reminder's kind, as reminders_sent and the notification's action keep it: "DCO-48h". */
export const reminderKind = (code: ReminderCode, hours: ReminderLead) => `${code}-${hours}h`;

/** What a transition's row keeps. */
export interface OrderParams {
  order_no?: string;
  status?: number | null;
  reason?: string;
}

/** What a reminder's row keeps. */
export interface ReminderParams {
  order_no?: string;
  code?: ReminderCode;
  hours?: number;
  /** the cut-off, ISO 8601 */
  cut_off_at?: string;
  /** the zone the cut-off is shown in */
  time_zone?: string;
}

const statusName = (status: number | null | undefined, lang: Lang) => {
  const info = ORDER_STATUSES.find((s) => s.value === status);
  return info ? (lang === "cn" ? info.name_cn : info.name_en) : "";
};

/**
 * "2026-12-01 17:00 上海" / "12/01/2026 17:00 Shanghai": the cut-off in its port's local time with
 * the zone's city, its date written as every other screen of the reader's language writes one.
 */
function cutOffText(iso: string | undefined, timeZone: string | undefined, lang: Lang): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return "";
  const label = cutOffLabel(iso, timeZone ?? BUSINESS_TIME_ZONE, lang, true);
  return lang === "en" ? label.replace(/^(\d{4})-(\d{2})-(\d{2})/, "$2/$3/$1") : label;
}

const REMINDER_TITLES: Record<ReminderCode, { cn: string; en: string }> = {
  DCO: { cn: "补料截止提醒：还剩 {hours} 小时", en: "Shipping instructions due within {hours} hours" },
  VCO: { cn: "VGM 截止提醒：还剩 {hours} 小时", en: "VGM due within {hours} hours" },
};
const REMINDER_BODIES: Record<ReminderCode, { cn: string; en: string }> = {
  DCO: {
    cn: "订单 {no} 的补料截止时间为 {at}，补料尚未提交，请尽快提交。",
    en: "Order {no}: the documentation cut-off is {at} and the shipping instructions are not in yet. Please submit them.",
  },
  VCO: {
    cn: "订单 {no} 的 VGM 截止时间为 {at}，VGM 尚未提供，请尽快在补料中填写。",
    en: "Order {no}: the VGM cut-off is {at} and the verified gross mass is still missing. Please give it with the shipping instructions.",
  },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? "");

export function reminderText(params: ReminderParams, lang: Lang): { title: string; body: string } {
  const code: ReminderCode = params.code === "VCO" ? "VCO" : "DCO";
  const values = {
    hours: String(params.hours ?? ""),
    no: params.order_no ?? "",
    at: cutOffText(params.cut_off_at, params.time_zone, lang),
  };
  return { title: fill(REMINDER_TITLES[code][lang], values), body: fill(REMINDER_BODIES[code][lang], values) };
}

export function orderStepText(action: string, params: OrderParams, lang: Lang): { title: string; body: string } {
  const title = ACTION_TITLES[action as OrderAction]?.[lang] ?? action;
  const cn = lang === "cn";
  const status = statusName(params.status, lang);
  const lines = [cn ? `订单 ${params.order_no ?? ""}` : `Order ${params.order_no ?? ""}`];
  if (status) lines.push(cn ? `当前状态：${status}` : `status now: ${status}`);
  if (params.reason) lines.push(cn ? `原因：${params.reason}` : `reason: ${params.reason}`);
  return { title, body: lines.join(cn ? "，" : " · ") };
}

/** The title and the text of a row, in `lang`. */
export function notificationText(row: { kind: string; action: string; params: unknown }, lang: Lang) {
  const params = (row.params ?? {}) as Record<string, unknown>;
  return row.kind === NOTIFICATION_KIND.REMINDER
    ? reminderText(params as ReminderParams, lang)
    : orderStepText(row.action, params as OrderParams, lang);
}
