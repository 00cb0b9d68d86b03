import type { Lang } from "@haiyun/shared";
import { AppError } from "../app-error";
import { BoundedErrorList } from "../bounded-errors";
import { readSpreadsheet, type SheetRow, type SpreadsheetKind, spreadsheetKind, writeTextTemplate } from "../spreadsheet";
import { headerScorer, type ImportColumn, mapHeader } from "./columns";
import { checkRow, type ImportRowError, type RowRules, type SheetPlan } from "./row";

// One pipeline for every import: the file's kind checked against its bytes, read as
// text cells, headers matched in either language, each row checked with the shared schema, then
// stored all or nothing (bounded batches, stored once every row has passed);
// refused rows are listed (row, column, message), their number and length bounded.

export interface ImportDefinition<K extends string, L, V> extends RowRules<K, L, V> {
  kinds: readonly SpreadsheetKind[];
  /** data rows a file may hold */
  maxRows: number;
  /** the columns in template order, fixed or built from the lookups (rates: one per container type) */
  columns: readonly ImportColumn<K>[] | ((lookups: L) => readonly ImportColumn<K>[]);
  /** a check of the columns found as a whole (rates: at least one price column); throws an AppError */
  checkColumns?: (index: ReadonlyMap<K, number>, lookups: L) => void;
}

/** Names an import's rules once, at module level; K, L and V are inferred from them. */
export const defineImport = <K extends string, L, V>(definition: ImportDefinition<K, L, V>) => definition;

export interface ImportOptions<L, V> {
  lang: Lang;
  /** what toInput looks codes and names up in, loaded once the file proves to be of a kind taken */
  lookups: () => L | Promise<L>;
  /**
   * Runs `work`, which hands batches of checked values (at most `batchRows` each) to `store`, and
   * makes every value stored seen by others at once, or none once anything throws: in one
   * transaction, or (rates) staged batch by batch and moved in one.
   */
  storeAll: <T>(work: (store: (values: V[]) => Promise<unknown>) => Promise<T>) => Promise<T>;
  /** values a batch holds; STORE_BATCH_ROWS unless given (tests give fewer) */
  batchRows?: number;
  /** rows checked so far, of all; called every PROGRESS_ROWS rows and at the end */
  onProgress?: (rowsDone: number, rowsTotal: number) => void;
}

export interface ImportResult {
  imported: number;
  /** cells taken, but perhaps not as the user meant (a number in a code column); bounded */
  warnings: ImportRowError[];
}

const PROGRESS_ROWS = 1000;
/**
 * Checked values are stored in batches of this many: no single statement asks the database for
 * much memory (the embedded one never gives WebAssembly memory back).
 */
export const STORE_BATCH_ROWS = 2000;
const empty = () => new AppError("IMPORT_EMPTY");

/** The file's kind checked, its rows read and its header mapped (refused when it has no data row). */
async function openSheet<K extends string, L, V>(
  definition: ImportDefinition<K, L, V>,
  upload: { name: string; buffer: Buffer },
  lang: Lang,
  lookups: L,
): Promise<{ rows: SheetRow[]; sheet: SheetPlan<K> }> {
  const kind = spreadsheetKind(upload.name, upload.buffer, definition.kinds);
  // the columns are known before the file is read: the header is the top row naming most of them
  const columns = typeof definition.columns === "function" ? definition.columns(lookups) : definition.columns;
  const { header, rows } = await readSpreadsheet(upload.buffer, kind, {
    maxRows: definition.maxRows,
    headerScore: headerScorer(columns),
  });
  if (!header) throw empty();
  const index = mapHeader(header, columns, lang);
  definition.checkColumns?.(index, lookups);
  if (rows.length === 0) throw empty();
  return { rows, sheet: { header, index, columns: new Map(columns.map((column) => [column.key, column])) } };
}

/**
 * Reads and checks one file without storing anything (a sheet the user merges into a form first):
 * the values of the rows that pass, with their row numbers, and the problems of the others.
 */
export async function checkImport<K extends string, L, V>(
  definition: ImportDefinition<K, L, V>,
  upload: { name: string; buffer: Buffer },
  options: Pick<ImportOptions<L, V>, "lang" | "lookups">,
): Promise<{ rows: { row: number; value: V }[]; errors: ImportRowError[] }> {
  const lookups = await options.lookups();
  const { rows, sheet } = await openSheet(definition, upload, options.lang, lookups);
  const values: { row: number; value: V }[] = [];
  const errors = new BoundedErrorList<ImportRowError>();
  for (const row of rows) {
    const result = checkRow(row, sheet, definition, { lang: options.lang, lookups });
    if ("errors" in result) for (const error of result.errors) errors.add(error);
    else values.push({ row: row.number, value: result.value });
  }
  return { rows: values, errors: errors.listed };
}

/** Reads, checks and stores one file: every row, or none and IMPORT_ROWS_INVALID with the problems. */
export async function runImport<K extends string, L, V>(
  definition: ImportDefinition<K, L, V>,
  upload: { name: string; buffer: Buffer },
  options: ImportOptions<L, V>,
): Promise<ImportResult> {
  const { lang, onProgress } = options;
  const lookups = await options.lookups();
  const { rows, sheet } = await openSheet(definition, upload, lang, lookups);
  const total = rows.length;
  const cells: (SheetRow | undefined)[] = rows;
  const batchRows = options.batchRows ?? STORE_BATCH_ROWS;
  // Every row is checked before anything is stored: the embedded database has one
  // connection, and a transaction holds it, so checking 50,000 rows inside one kept every other
  // user's statements waiting for half a minute. The check needs no database (the lookups are
  // loaded), the values that pass take the place of the cells let go (the budget: 50,000 rows in
  // 600 MB), and storing (all of them, or none) begins only once every row has passed.
  const values: V[] = [];
  const errors = new BoundedErrorList<ImportRowError>();
  const warnings = new BoundedErrorList<ImportRowError>();
  for (let i = 0; i < total; i++) {
    const result = checkRow(cells[i] as SheetRow, sheet, definition, { lang, lookups });
    // a row checked is let go: its values are what is kept
    cells[i] = undefined;
    if ("errors" in result) {
      for (const error of result.errors) errors.add(error);
      // nothing will be stored: the values kept so far are not needed
      values.length = 0;
    } else {
      if (errors.count === 0) values.push(result.value);
      for (const warning of result.warnings) warnings.add(warning);
    }
    if ((i + 1) % PROGRESS_ROWS === 0 || i + 1 === total) {
      onProgress?.(i + 1, total);
      // 50,000 rows take a while to check: other requests are served between each thousand
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (errors.count > 0) {
    throw new AppError("IMPORT_ROWS_INVALID", { params: { count: errors.count }, errors: errors.listed });
  }
  return options.storeAll(async (store) => {
    for (let start = 0; start < values.length; start += batchRows) {
      await store(values.slice(start, start + batchRows));
    }
    return { imported: values.length, warnings: warnings.listed };
  });
}

/** An import template: the headers in `lang`, then the example rows, every cell and column text. */
export function writeImportTemplate<K extends string>(
  columns: readonly ImportColumn<K>[],
  lang: Lang,
  sheetName: string,
  examples: readonly Partial<Record<K, string>>[] = [],
): Buffer {
  const header = columns.map((column) => column.label[lang]);
  return writeTextTemplate(sheetName, [header, ...examples.map((row) => columns.map((column) => row[column.key] ?? ""))]);
}
