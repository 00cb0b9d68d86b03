import type { Lang } from "@haiyun/shared";
import { AppError } from "../app-error";
import { clipEcho } from "../bounded-errors";
import type { SheetRow } from "../spreadsheet";
import { columnLetters } from "../spreadsheet/column-letters";

/**
 * What a number cell means in a column: "text" (the default) refuses a number the
 * spreadsheet program rounded; "code" also warns that leading zeros may have gone (zip, phone);
 * "number" takes it as it is shown (a type 1–4, a price).
 */
export type NumberCells = "text" | "code" | "number";

export interface ImportColumn<K extends string = string> {
  /** the field the column fills, named in `errors[].field` */
  key: K;
  /** the template's header in each language, also named when the column is missing */
  label: Record<Lang, string>;
  /** other header texts taken for this column (the key itself always is) */
  aliases?: readonly string[];
  /** the file may leave the column out (e.g. a price for a container type it does not quote) */
  optional?: boolean;
  numbers?: NumberCells;
}

/** No real header is longer; a longer cell is never taken for one (padded headers). */
const MAX_HEADER_CHARS = 100;

/** Texts compare without case, spaces or a required-field asterisk; full-width forms fold to ASCII. */
export const matchKey = (text: string) => text.normalize("NFKC").toLowerCase().replace(/[\s*]/g, "");

/** The header texts each column is known by: its labels in both languages, its key, its aliases. */
function textsOf<K extends string>(columns: readonly ImportColumn<K>[]): Map<string, K> {
  const byText = new Map<string, K>();
  for (const column of columns) {
    for (const text of [column.label.cn, column.label.en, column.key, ...(column.aliases ?? [])]) {
      if (!byText.has(matchKey(text))) byText.set(matchKey(text), column.key);
    }
  }
  return byText;
}

/** How many of the columns a row's cells name: the header is the row that names the most. */
export function headerScorer<K extends string>(columns: readonly ImportColumn<K>[]): (cells: readonly string[]) => number {
  const byText = textsOf(columns);
  return (cells) => {
    const found = new Set<K>();
    for (const text of cells) {
      const key = text.length > MAX_HEADER_CHARS ? undefined : byText.get(matchKey(text));
      if (key !== undefined) found.add(key);
    }
    return found.size;
  };
}

/**
 * Which cell holds each column, by its header in either language; extra columns are ignored. A
 * column named twice (by its code and its name, or the same text twice) is refused, naming both
 * cells: which of the two holds the values the user means cannot be told.
 */
export function mapHeader<K extends string>(header: SheetRow, columns: readonly ImportColumn<K>[], lang: Lang): Map<K, number> {
  const byText = textsOf(columns);
  const found = new Map<K, number>();
  header.cells.forEach((text, index) => {
    if (text.length > MAX_HEADER_CHARS) return;
    const key = byText.get(matchKey(text));
    if (key === undefined) return;
    const first = found.get(key);
    if (first !== undefined) {
      const cell = (at: number) => {
        const shown = clipEcho(header.cells[at].trim());
        return lang === "cn" ? `${columnLetters(at)} 列「${shown}」` : `"${shown}" (column ${columnLetters(at)})`;
      };
      const column = columns.find((c) => c.key === key)?.label[lang] ?? key;
      throw new AppError("IMPORT_DUPLICATE_COLUMN", { params: { first: cell(first), second: cell(index), column } });
    }
    found.set(key, index);
  });
  const missing = columns.filter((column) => !column.optional && !found.has(column.key));
  if (missing.length > 0) {
    const names = missing.map((column) => column.label[lang]).join(lang === "cn" ? "、" : ", ");
    throw new AppError("IMPORT_BAD_HEADERS", { params: { missing: names } });
  }
  return found;
}
