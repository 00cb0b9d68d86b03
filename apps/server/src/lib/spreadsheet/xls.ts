import * as XLSX from "@e965/xlsx";
import { AppError } from "../app-error";
import { readBiff } from "./biff";
import { cellText } from "./cells";
import { firstShownSheet } from "./first-sheet";
import { checkRowCount, MAX_COLUMNS, type ReadOptions, type SheetTable, TableBuilder, unreadable } from "./table";

// .xls: BIFF8 read record by record (biff.ts); an older .xls, and any zip laid out otherwise than
// the stream reader expects (e.g. .xlsb), through SheetJS, which builds the whole workbook.

export async function readXls(buffer: Buffer, options: ReadOptions): Promise<SheetTable> {
  let table: SheetTable | null;
  try {
    table = await readBiff(buffer, options);
  } catch (error) {
    // a record shorter than its kind is a damaged file, not a fault of the server
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
  return table ?? readWorkbook(buffer, options);
}

/** BIFF8 holds at most 65,536 rows: a window this tall reads any .xls whole. */
const XLS_MAX_ROWS = 65_536;

const indexesOf = (cells: (XLSX.CellObject | undefined)[], test: (cell: XLSX.CellObject) => boolean) =>
  cells.flatMap((cell, c) => (cell && test(cell) ? [c] : []));

export function readWorkbook(buffer: Buffer, options: ReadOptions): SheetTable {
  // SheetJS keeps the cells of the rows it reads (blank formatted cells are not kept: no sheetStubs)
  const window = Math.max(options.maxRows + 2, XLS_MAX_ROWS);
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, {
      type: "buffer",
      dense: true,
      cellNF: true,
      cellText: true,
      cellFormula: true,
      // SheetJS knows which built-in formats are dates; its dates are UTC midnights
      cellDates: true,
      cellHTML: false,
      cellStyles: false,
      sheetRows: window,
    });
  } catch {
    throw unreadable();
  }
  // the first sheet the user sees: a hidden one is passed over
  // SheetJS reads WINDOW1 into WBView, which its types leave out
  const view = (workbook.Workbook as { WBView?: { activeTab?: unknown; firstSheet?: unknown }[] } | undefined)?.WBView?.[0];
  const index = firstShownSheet(
    workbook.SheetNames.map((_, i) => ({ visible: !workbook.Workbook?.Sheets?.[i]?.Hidden })),
    view && { activeTab: Number(view.activeTab ?? 0) || 0, firstSheet: Number(view.firstSheet ?? 0) || 0 },
  );
  const shown = workbook.SheetNames[index];
  const sheet = shown === undefined ? undefined : workbook.Sheets[shown];
  if (!sheet) throw unreadable();
  const ref = sheet["!fullref"] ?? sheet["!ref"];
  const builder = new TableBuilder(options.maxRows, undefined, options.headerScore);
  if (!ref) return builder.finish();
  const range = XLSX.utils.decode_range(ref);
  // a sheet going on past the window (only a zip can) is judged by its range: its rest is unread
  if (range.e.r >= window) checkRowCount(range.e.r - range.s.r, options.maxRows);
  const data = (sheet["!data"] ?? []) as (XLSX.CellObject[] | undefined)[];
  for (let r = range.s.r; r < data.length; r++) {
    const cells = data[r]?.slice(0, MAX_COLUMNS);
    if (!cells) continue;
    const formulas = indexesOf(cells, (cell) => Boolean(cell.f));
    // dates are cells of their own type (cellDates): a number cell is a number as shown
    const numeric = indexesOf(cells, (cell) => cell.t === "n" && !cell.f);
    builder.add({
      number: r + 1,
      cells: Array.from(cells, (cell) => (cell ? cellText(cell) : "")),
      ...(formulas.length ? { formulas } : {}),
      ...(numeric.length ? { numeric, values: numeric.map((c) => cells[c].v as number) } : {}),
    });
  }
  return builder.finish();
}
