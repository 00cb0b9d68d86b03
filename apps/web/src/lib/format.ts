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

/** "Shanghai → Rotterdam → Duisburg": the place of delivery only where it is not the port of discharge. */
export function formatRoute({ pol_name, pod_name, to_name }: { pol_name: string; pod_name: string; to_name: string }): string {
  const stops = [pol_name, pod_name];
  if (to_name && to_name !== pod_name) stops.push(to_name);
  return stops.filter(Boolean).join(" → ");
}

// Both languages write numbers alike ("1,234.5": grouped by thousands, a point before the decimals),
// so a number is written by hand, as Intl.NumberFormat would: a phone's first NumberFormat loads
// ICU's locale data, ~75 ms of one task on a quotes page. Like Intl, it rounds half away from zero
// on the number's shortest decimal text ("2.675" → "2.68"; toFixed rounds the binary value, "2.67").
// format.test.ts compares the two on thousands of numbers.
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** The digits of `size` (≥ 0, written without an exponent) rounded to `digits` decimals: [whole, decimals]. */
function rounded(size: number, digits: number): [string, string] {
  const [whole, decimals = ""] = String(size).split(".");
  if (decimals.length <= digits) return [whole, decimals.padEnd(digits, "0")];
  let kept = whole + decimals.slice(0, digits);
  if (decimals[digits] >= "5") kept = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
  const wholeLength = kept.length - digits;
  return [kept.slice(0, wholeLength), kept.slice(wholeLength)];
}

function written(n: number, minDigits: number, maxDigits: number): string {
  const size = Math.abs(n);
  // JavaScript writes these sizes with an exponent; they are no price or weight (Intl writes them)
  if (size >= 1e21 || (size > 0 && size < 1e-6)) {
    return new Intl.NumberFormat("en-US", { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits }).format(n);
  }
  const [whole, decimals] = rounded(size, maxDigits);
  const shown = decimals.replace(/0+$/, "").padEnd(minDigits, "0");
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  return `${sign}${whole.replace(GROUPS, ",")}${shown ? `.${shown}` : ""}`;
}

/** A number grouped by thousands: with `fractionDigits` decimals, or up to three when not given. */
export function formatNumber(value: number | string | null | undefined, _language: Language, fractionDigits?: number): string {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return "";
  return written(n, fractionDigits ?? 0, fractionDigits ?? 3);
}
