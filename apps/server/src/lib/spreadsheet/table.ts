import { AppError } from "../app-error";

// What every reader hands back: the first non-blank row as the header, the non-blank rows after it
// as text cells, and how many there were, checked against the caller's limit.

export interface SheetRow {
  /** the row number the user sees (1-based) */
  number: number;
  cells: string[];
  /** indexes of the cells that hold a formula */
  formulas?: number[];
  /** indexes of the cells that held a number (not a date), shown as `cells` says; CSV has none */
  numeric?: number[];
}

export interface SheetTable {
  /** the first non-blank row; null for a sheet with nothing in it */
  header: SheetRow | null;
  /** the non-blank rows after the header */
  rows: SheetRow[];
}

export interface ReadOptions {
  /** data rows allowed after the header; more is IMPORT_TOO_MANY_ROWS (rows with content only) */
  maxRows: number;
}

export function checkRowCount(rows: number, max: number) {
  if (rows > max) throw new AppError("IMPORT_TOO_MANY_ROWS", { params: { max, rows } });
}

export const unreadable = () => new AppError("IMPORT_UNREADABLE");

const isBlank = (row: SheetRow) => !row.formulas && row.cells.every((cell) => cell.trim() === "");

/**
 * Collects the header (the first non-blank row) and the non-blank rows under the row limit.
 * Issue 8: only rows with content count; a spreadsheet program keeps formatted blank rows in the
 * sheet's range, and ten rows formatted down to row 60,000 are not too many.
 */
export class TableBuilder {
  header: SheetRow | null = null;
  readonly rows: SheetRow[] = [];
  /** the rows with content after the header, kept or not */
  private count = 0;

  /**
   * `declaredRows`: the data rows the sheet's range claims, when it says. When that is more than
   * twice the limit, reading stops as soon as the content has passed the limit too, and the range
   * is the figure given: a huge sheet is not read to its end only to be refused.
   */
  constructor(
    private readonly maxRows: number,
    private readonly declaredRows?: number,
  ) {}

  /** true once the rows allowed are kept: a reader then only tells whether each later row has content */
  get full(): boolean {
    return this.header !== null && this.count >= this.maxRows;
  }

  /** A row as read: the header if none yet, else kept while the limit allows, and counted. */
  add(row: SheetRow) {
    if (isBlank(row)) return;
    if (!this.header) this.header = row;
    else if (this.counted() <= this.maxRows) this.rows.push(row);
  }

  /** A row past the limit: counted when it has content, never kept. */
  skip(hasContent: boolean) {
    if (hasContent) this.counted();
  }

  finish(): SheetTable {
    checkRowCount(this.count, this.maxRows);
    return { header: this.header, rows: this.rows };
  }

  private counted(): number {
    this.count += 1;
    if (this.count > this.maxRows && this.declaredRows !== undefined && this.declaredRows > 2 * this.maxRows) {
      checkRowCount(Math.max(this.count, this.declaredRows), this.maxRows);
    }
    return this.count;
  }
}
