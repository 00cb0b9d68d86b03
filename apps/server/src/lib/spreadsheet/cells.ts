import * as XLSX from "@e965/xlsx";

// DESIGN §9: every cell is read as the text the user sees (a zip code 010000 stays 010000), and
// dates, typed or real, come out as YYYY-MM-DD.

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (y: number, m: number, d: number) => `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;

const dateFormats = new Map<string, boolean>();
export function isDateFormat(format: string): boolean {
  let known = dateFormats.get(format);
  if (known === undefined) {
    known = XLSX.SSF.is_date(format) as boolean;
    if (dateFormats.size < 1000) dateFormats.set(format, known);
  }
  return known;
}

/**
 * A number as its format shows it, with two exceptions: dates come out as YYYY-MM-DD, and whole
 * numbers in the General format in full (Excel shows 8613800138000 as 8.6138E+12, losing digits).
 */
export function formatNumber(value: number, format: string, date1904 = false): string {
  if (format === "General" || format === "") {
    return Number.isSafeInteger(value) ? String(value) : XLSX.SSF.format("General", value);
  }
  if (value >= 1 && isDateFormat(format)) {
    const parts = XLSX.SSF.parse_date_code(value, { date1904 });
    if (parts) return isoDate(parts.y, parts.m, parts.d);
  }
  try {
    return XLSX.SSF.format(format, value, { date1904 });
  } catch {
    return String(value);
  }
}

/** The text a SheetJS cell shows; dates as YYYY-MM-DD, General whole numbers in full. */
export function cellText(cell: XLSX.CellObject): string {
  if (cell.t === "d" && cell.v instanceof Date) {
    return isoDate(cell.v.getUTCFullYear(), cell.v.getUTCMonth() + 1, cell.v.getUTCDate());
  }
  if (cell.t === "n" && typeof cell.v === "number" && (cell.z === "General" || (cell.z === undefined && cell.w === undefined))) {
    return formatNumber(cell.v, "General");
  }
  if (cell.w !== undefined) return cell.w;
  return cell.v === undefined || cell.v === null ? "" : String(cell.v);
}

const TEXT_DATE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;

/** A CSV has no date cells, only their text: Excel writes a date as 2024/3/5 (zh-CN), made YYYY-MM-DD. */
export function normaliseTextDate(text: string): string {
  const m = TEXT_DATE.exec(text.trim());
  if (!m) return text;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const valid = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return valid ? isoDate(y, mo, d) : text;
}
