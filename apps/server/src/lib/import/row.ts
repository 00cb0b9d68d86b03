import { type Lang, translate, type ValidationKey } from "@haiyun/shared";
import type { z } from "zod";
import type { FieldError } from "../app-error";
import { clipEcho } from "../bounded-errors";
import { type SheetRow, valueText } from "../spreadsheet";
import { issuesToFieldErrors } from "../validation";
import type { ImportColumn, NumberCells } from "./columns";

// One row of a file checked: formula cells refused, number cells judged by their column, the
// definition's toInput, then the shared schema; at most one problem per cell, in column order.

export interface ImportRowError extends FieldError {
  /** the spreadsheet row number (the header is row 1) */
  row: number;
  /** the header as written in the file, clipped */
  column: string;
}

/** One row as toInput reads it. */
export interface ImportRow<K extends string> {
  number: number;
  /** the cell's text, trimmed; "" when blank, already refused, or the column is absent */
  text(column: K): string;
  /** whether the file has the column (an optional one may be left out) */
  has(column: K): boolean;
}

export interface RowContext<K extends string, L> {
  lang: Lang;
  lookups: L;
  /** reports a problem with a cell in the caller's language; the schema's own are added after */
  refuse(column: K, key: ValidationKey, params?: Record<string, unknown>): void;
}

/** The part of an import definition a row needs. */
export interface RowRules<K extends string, L, V> {
  toInput(row: ImportRow<K>, ctx: RowContext<K, L>): unknown;
  schema: z.ZodType<V>;
  columnOf?(field: string): K | undefined;
}

/** The file's side: where each column is, under which header. */
export interface SheetPlan<K extends string> {
  header: SheetRow;
  columns: ReadonlyMap<K, ImportColumn<K>>;
  index: ReadonlyMap<K, number>;
}

export type RowResult<V> = { value: V; warnings: ImportRowError[] } | { errors: ImportRowError[] };

/** Digits past the 15 a spreadsheet program keeps, or an exponent: not the text the user typed. */
export const isRoundedNumber = (text: string) =>
  /\d[eE][+-]?\d/.test(text) || text.replace(/\D/g, "").replace(/^0+/, "").length > 15;

/**
 * Text that a spreadsheet program wrote for a long number it had already rounded: a CSV saved from
 * a sheet where an 18-digit code showed as 9.13100007109348E+17 holds that text, not the code.
 */
export const isRoundedNumberText = (text: string) => /^[+-]?\d(?:\.\d+)?E[+-]\d{1,3}$/i.test(text.trim());

/** One row being checked: what toInput reads, and the problems found so far (one per cell). */
class RowCheck<K extends string> implements ImportRow<K> {
  readonly number: number;
  readonly errors: ImportRowError[] = [];
  readonly warnings: ImportRowError[] = [];
  private readonly refused = new Set<K>();

  constructor(
    private readonly row: SheetRow,
    private readonly sheet: SheetPlan<K>,
    private readonly lang: Lang,
  ) {
    this.number = row.number;
  }

  has(column: K): boolean {
    return this.sheet.index.has(column);
  }

  text(column: K): string {
    const index = this.sheet.index.get(column);
    if (index === undefined || this.refused.has(column)) return "";
    // a column of numbers reads a number cell's value, whatever its format shows (¥1,234.50 is 1234.5)
    if (this.row.values && this.sheet.columns.get(column)?.numbers === "number") {
      const at = this.row.numeric?.indexOf(index) ?? -1;
      if (at >= 0) return valueText(this.row.values[at]);
    }
    return (this.row.cells[index] ?? "").trim();
  }

  refuse(column: K, key: string, params?: Record<string, unknown>) {
    if (!this.refused.has(column)) this.add(column, this.message(column, key, params));
  }

  add(column: K, message: string) {
    if (this.refused.has(column)) return;
    this.refused.add(column);
    this.errors.push(this.problem(column, message));
  }

  warn(column: K, key: string) {
    this.warnings.push(this.problem(column, this.message(column, key)));
  }

  private problem(column: K, message: string): ImportRowError {
    const index = this.sheet.index.get(column);
    const header =
      index === undefined ? (this.sheet.columns.get(column)?.label[this.lang] ?? column) : this.sheet.header.cells[index];
    return { row: this.number, column: clipEcho(header ?? ""), field: column, message };
  }

  /** The column as the template's header names it in the caller's language. */
  label(column: K): string {
    return this.sheet.columns.get(column)?.label[this.lang] ?? column;
  }

  private message(column: K, key: string, params?: Record<string, unknown>): string {
    return translate(key, this.lang, { field: this.label(column), ...params }) ?? key;
  }
}

export function checkRow<K extends string, L, V>(
  row: SheetRow,
  sheet: SheetPlan<K>,
  rules: RowRules<K, L, V>,
  { lang, lookups }: { lang: Lang; lookups: L },
): RowResult<V> {
  const check = new RowCheck(row, sheet, lang);
  for (const [column, index] of sheet.index) {
    const numbers: NumberCells = sheet.columns.get(column)?.numbers ?? "text";
    if (row.formulas?.includes(index)) check.refuse(column, "v.formula");
    else if (numbers === "number") continue;
    else if (row.numeric?.includes(index)) {
      if (isRoundedNumber(row.cells[index] ?? "")) check.refuse(column, "v.number_lost_digits");
      else if (numbers === "code") check.warn(column, "v.number_as_text");
    } else if (isRoundedNumberText(row.cells[index] ?? "")) check.refuse(column, "v.number_lost_digits");
  }
  const refuse = (column: K, key: ValidationKey, params?: Record<string, unknown>) => check.refuse(column, key, params);
  const parsed = rules.schema.safeParse(rules.toInput(check, { lang, lookups, refuse }));
  if (parsed.success && check.errors.length === 0) return { value: parsed.data, warnings: check.warnings };
  if (!parsed.success) {
    const columnOf = (field: string) => (rules.columnOf?.(field) ?? field) as K;
    // the schema's messages name a field by its column (signatory is the column 签署人), not its key
    const labelOf = (field: string) => (sheet.columns.has(columnOf(field)) ? check.label(columnOf(field)) : undefined);
    for (const issue of issuesToFieldErrors(parsed.error.issues as never, lang, labelOf)) {
      check.add(columnOf(issue.field), issue.message);
    }
  }
  const position = (error: ImportRowError) => sheet.index.get(error.field as K) ?? Number.MAX_SAFE_INTEGER;
  return { errors: check.errors.sort((a, b) => position(a) - position(b)) };
}
