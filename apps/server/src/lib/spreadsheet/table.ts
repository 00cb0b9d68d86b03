import { AppError } from "../app-error";

// What every reader hands back: the header row (found among the first rows, see TableBuilder), the
// non-blank rows after it as text cells, and how many there were, checked against the caller's limit.

export interface SheetRow {
  /** the row number the user sees (1-based) */
  number: number;
  cells: string[];
  /** indexes of the cells that hold a formula */
  formulas?: number[];
  /** indexes of the cells that held a number (not a date), shown as `cells` says; CSV has none */
  numeric?: number[];
  /** the values of those number cells, in the same order as `numeric` */
  values?: number[];
}

export interface SheetTable {
  /** the header row; null for a sheet with nothing in it */
  header: SheetRow | null;
  /** the non-blank rows after the header */
  rows: SheetRow[];
}

export interface ReadOptions {
  /** data rows allowed after the header; more is IMPORT_TOO_MANY_ROWS (rows with content only) */
  maxRows: number;
  /**
   * How well a row's cells do as the header (e.g. how many known columns they name). With it, the
   * header is the best row among the first few non-blank ones (a title row above it is left out),
   * or two rows read as one (a header whose upper cells are merged over the lower); without it, or
   * when no row scores, the first non-blank row.
   */
  headerScore?: (cells: readonly string[]) => number;
}

/**
 * Columns read of a row: no import has nearly this many, and a cell far to the right (a stray
 * formatted cell, or a crafted file) would otherwise make every row that long.
 */
export const MAX_COLUMNS = 256;

/** How many non-blank rows at the top may hold the header. */
export const HEADER_SEARCH_ROWS = 10;

export function checkRowCount(rows: number, max: number) {
  if (rows > max) throw new AppError("IMPORT_TOO_MANY_ROWS", { params: { max, rows } });
}

export const unreadable = () => new AppError("IMPORT_UNREADABLE");

const isBlank = (row: SheetRow) => !row.formulas && row.cells.every((cell) => cell.trim() === "");

/** Two header rows as one: each column's lower text, or the upper where the lower is blank (merged). */
function joinHeaderRows(upper: SheetRow, lower: SheetRow): SheetRow {
  const width = Math.max(upper.cells.length, lower.cells.length);
  const cells = Array.from({ length: width }, (_, c) =>
    (lower.cells[c] ?? "").trim() ? lower.cells[c] : (upper.cells[c] ?? ""),
  );
  return { number: upper.number, cells };
}

/**
 * Collects the header (see ReadOptions.headerScore) and the non-blank rows under the row limit.
 * Only rows with content count; a spreadsheet program keeps formatted blank rows in the
 * sheet's range, and ten rows formatted down to row 60,000 are not too many.
 */
export class TableBuilder {
  header: SheetRow | null = null;
  readonly rows: SheetRow[] = [];
  /** the rows with content after the header, kept or not */
  private count = 0;

  /** the first non-blank rows, held until the header is chosen among them */
  private leading: SheetRow[] | null = [];

  /**
   * `declaredRows`: the data rows the sheet's range claims, when it says. When that is more than
   * twice the limit, reading stops as soon as the content has passed the limit too, and the range
   * is the figure given: a huge sheet is not read to its end only to be refused. `headerScore`:
   * see ReadOptions.
   */
  constructor(
    private readonly maxRows: number,
    private readonly declaredRows?: number,
    private readonly headerScore?: (cells: readonly string[]) => number,
  ) {}

  /** true once the rows allowed are kept: a reader then only tells whether each later row has content */
  get full(): boolean {
    return this.header !== null && this.count >= this.maxRows;
  }

  /** A row as read: held while the header is sought, else kept while the limit allows, and counted. */
  add(row: SheetRow) {
    if (isBlank(row)) return;
    if (this.leading) {
      this.leading.push(row);
      if (!this.headerScore || this.leading.length >= HEADER_SEARCH_ROWS) this.chooseHeader();
    } else if (this.counted() <= this.maxRows) this.rows.push(row);
  }

  /** A row past the limit: counted when it has content, never kept. */
  skip(hasContent: boolean) {
    if (hasContent) this.counted();
  }

  finish(): SheetTable {
    if (this.leading) this.chooseHeader();
    checkRowCount(this.count, this.maxRows);
    return { header: this.header, rows: this.rows };
  }

  /** The best-scoring row, or pair of adjacent rows, of the leading ones; the first row when none scores. */
  private chooseHeader() {
    const leading = this.leading ?? [];
    this.leading = null;
    if (leading.length === 0) return;
    let best = { at: 0, take: 1, header: leading[0], score: 0 };
    const score = this.headerScore;
    if (score) {
      for (let i = 0; i < leading.length; i++) {
        const single = score(leading[i].cells);
        if (single > best.score) best = { at: i, take: 1, header: leading[i], score: single };
        const next = leading[i + 1];
        if (next && next.number === leading[i].number + 1) {
          const joined = joinHeaderRows(leading[i], next);
          const both = score(joined.cells);
          if (both > best.score && both > single) best = { at: i, take: 2, header: joined, score: both };
        }
      }
    }
    this.header = best.header;
    for (const row of leading.slice(best.at + best.take)) this.add(row);
  }

  private counted(): number {
    this.count += 1;
    if (this.count > this.maxRows && this.declaredRows !== undefined && this.declaredRows > 2 * this.maxRows) {
      checkRowCount(Math.max(this.count, this.declaredRows), this.maxRows);
    }
    return this.count;
  }
}
