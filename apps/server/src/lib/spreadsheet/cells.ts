import * as XLSX from "@e965/xlsx";
import { restoreNeutralised } from "@haiyun/shared";

// Every cell is read as the text the user sees (a zip code 010000 stays 010000), and
// dates, typed or real, come out as YYYY-MM-DD.

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (y: number, m: number, d: number) => `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;

// Built-in formats the SSF table lacks: the East Asian date (27–31, 36, 50–58) and time (32–35) ones,
// which Chinese Excel uses for dates typed as 2024年3月5日 without writing their codes.
const CJK_DATE_FORMATS = new Set([27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
const CJK_TIME_FORMATS = new Set([32, 33, 34, 35]);
const builtinFormats = XLSX.SSF.get_table() as Record<number, string>;

/** The code of a built-in number format (an id no file need define), General when unknown. */
export function builtinFormat(id: number): string {
  return builtinFormats[id] ?? (CJK_DATE_FORMATS.has(id) ? "yyyy-mm-dd" : CJK_TIME_FORMATS.has(id) ? "h:mm:ss" : "General");
}

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
  if (cell.t === "s" && typeof cell.v === "string") return textCell(cell.v);
  if (cell.w !== undefined) return cell.w;
  return cell.v === undefined || cell.v === null ? "" : String(cell.v);
}

// What every reader (csv, xlsx, xls) makes of a cell, in this one place: a text cell as typed, a
// date typed as text in any of the usual forms as YYYY-MM-DD; a number cell as its format shows it
// (a date as YYYY-MM-DD), with its value kept for the columns that take numbers (a price formatted
// ¥#,##0.00 is 1234.5, not "¥1,234.50"; 1234.567 shown as 1234.57 is still 1234.567).

/**
 * A text cell: dates typed as 2026/12/1, 2026年12月1日, 2026.12.01 or 2026-12-1 become YYYY-MM-DD;
 * the apostrophe an export puts before text such as +86 21… or =… (csvCell) is taken off again.
 */
export const textCell = (text: string) => normaliseTextDate(restoreNeutralised(text));

export interface NumberCell {
  text: string;
  /** the value, for a number shown as a number; absent for a date or time */
  value?: number;
}

/** A number cell: the text its format shows (dates YYYY-MM-DD), and its value unless it is a date or time. */
export function numberCell(value: number, format: string, date1904 = false): NumberCell {
  const text = formatNumber(value, format, date1904);
  return isDateFormat(format) ? { text } : { text, value };
}

/**
 * A number cell's value as plain decimal text, to the 15 significant digits a spreadsheet program
 * keeps (binary noise such as 0.30000000000000004 goes, typed decimals stay: 1234.567 is not 1234.57).
 */
export function valueText(value: number): string {
  return String(Number(value.toPrecision(15)));
}

const TEXT_DATE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;

/** A CSV has no date cells, only their text: Excel writes a date as 2024/3/5 (zh-CN), made YYYY-MM-DD. */
export function normaliseTextDate(text: string): string {
  // most cells are not dates: a date begins with four digits (after any spaces) and is short
  if (text.length < 8 || text.length > 40) return text;
  const first = text.charCodeAt(0);
  if ((first < 48 || first > 57) && first !== 32 && first !== 9) return text;
  const m = TEXT_DATE.exec(text.trim());
  if (!m) return text;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const valid = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return valid ? isoDate(y, mo, d) : text;
}
