import dayjs from "dayjs";
import type { Language } from "./i18n";

// YYYY-MM-DD in Chinese (and in forms), MM/DD/YYYY in English; thousands separators.
export const FORM_DATE_FORMAT = "YYYY-MM-DD";

export function formatDate(value: string | Date | null | undefined, language: Language): string {
  if (!value) return "";
  const d = dayjs(value);
  if (!d.isValid()) return "";
  return d.format(language === "en-US" ? "MM/DD/YYYY" : "YYYY-MM-DD");
}

export function formatDateTime(value: string | Date | null | undefined, language: Language): string {
  if (!value) return "";
  const d = dayjs(value);
  if (!d.isValid()) return "";
  return d.format(language === "en-US" ? "MM/DD/YYYY HH:mm" : "YYYY-MM-DD HH:mm");
}

// one formatter per language and precision: making one costs far more than formatting with it (a
// page of fifty quotes formats a few hundred prices)
const numberFormats = new Map<string, Intl.NumberFormat>();

/** "Shanghai → Rotterdam → Duisburg": the place of delivery only where it is not the port of discharge. */
export function formatRoute({ pol_name, pod_name, to_name }: { pol_name: string; pod_name: string; to_name: string }): string {
  const stops = [pol_name, pod_name];
  if (to_name && to_name !== pod_name) stops.push(to_name);
  return stops.filter(Boolean).join(" → ");
}

export function formatNumber(value: number | string | null | undefined, language: Language, fractionDigits?: number): string {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return "";
  const key = `${language}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits ?? 3,
    });
    numberFormats.set(key, format);
  }
  return format.format(n);
}
