import { RECORD, readGlobals, records, rkValue, unicodeString, workbookStream } from "./biff-records";
import { numberCell, textCell } from "./cells";
import { firstShownSheet } from "./first-sheet";
import { MAX_COLUMNS, type ReadOptions, type SheetRow, type SheetTable, TableBuilder, unreadable } from "./table";

// An .xls (BIFF8, [MS-XLS]) read record by record (50,000 rows within 600 MB): the
// workbook stream is walked once, each row's cells become text cells as soon as its block of rows
// ends, and no object is kept per cell. Only the workbook globals the cells need are held: the
// shared strings, the cell formats, the date system and the sheets' places.

/** rows handed on between two turns of the event loop */
const ROWS_PER_TURN = 2000;
/** rows held at most before they are handed on (a block holds 32; a file without DBCELLs is bounded too) */
const PENDING_ROWS = 256;

/** One row being gathered from its cell records. */
interface PendingRow {
  cells: string[];
  formulas?: number[];
  numeric?: number[];
  values?: number[];
}

/**
 * Reads the first visible worksheet of a BIFF8 .xls; null when the file is of an older BIFF (the
 * caller then reads it whole, as such files are small).
 */
export async function readBiff(buffer: Buffer, options: ReadOptions): Promise<SheetTable | null> {
  const stream = workbookStream(buffer);
  if (!stream) return null;
  const globals = readGlobals(stream);
  if (!globals) return null;
  const shown = firstShownSheet(
    globals.sheets.map((s) => ({ visible: s.visible && s.worksheet })),
    globals.view,
  );
  const sheet = globals.sheets[shown];
  if (!sheet) throw unreadable();
  if (sheet.offset + 4 > stream.length || stream.readUInt16LE(sheet.offset) !== RECORD.BOF) throw unreadable();

  const builder = new TableBuilder(options.maxRows, undefined, options.headerScore);
  const pending = new Map<number, PendingRow>();
  let handedOn = 0;

  const rowOf = (r: number) => {
    let row = pending.get(r);
    if (!row) {
      // a file without DBCELLs: the rows held are handed on before they grow many
      if (pending.size >= PENDING_ROWS) handOn();
      row = { cells: [] };
      pending.set(r, row);
    }
    return row;
  };
  const put = (r: number, c: number, text: string) => {
    const row = rowOf(r);
    if (c >= MAX_COLUMNS) return row;
    while (row.cells.length < c) row.cells.push("");
    row.cells[c] = text;
    return row;
  };
  const putNumber = (r: number, c: number, xf: number, number: number) => {
    if (c >= MAX_COLUMNS) return;
    const cell = numberCell(number, globals.formats[xf] ?? "General", globals.date1904);
    const row = put(r, c, cell.text);
    if (cell.value !== undefined) {
      row.numeric = row.numeric ?? [];
      row.values = row.values ?? [];
      row.numeric.push(c);
      row.values.push(cell.value);
    }
  };
  /** Hands the rows held on in order (a block's cells come row by row, but need not). */
  const handOn = () => {
    const numbers = [...pending.keys()].sort((a, b) => a - b);
    for (const r of numbers) {
      const { cells, formulas, numeric, values } = pending.get(r) as PendingRow;
      if (builder.full) builder.skip(cells.some((cell) => cell.trim() !== "") || Boolean(formulas));
      else {
        const row: SheetRow = { number: r + 1, cells };
        if (formulas) row.formulas = formulas;
        if (numeric) Object.assign(row, { numeric, values });
        builder.add(row);
      }
    }
    handedOn += numbers.length;
    pending.clear();
  };
  let turns = 0;
  /** A long sheet does not hold the event loop: other requests go on every ROWS_PER_TURN rows. */
  const yieldNow = async () => {
    if (handedOn < (turns + 1) * ROWS_PER_TURN) return;
    turns = Math.floor(handedOn / ROWS_PER_TURN);
    await new Promise((resolve) => setImmediate(resolve));
  };

  let depth = 0;
  // a formula whose result is text: the text follows in a STRING record
  let formulaText: { r: number; c: number } | null = null;
  for (const { type, data } of records(stream, sheet.offset)) {
    if (type === RECORD.BOF) {
      depth++;
      continue;
    }
    if (type === RECORD.EOF) {
      if (--depth === 0) break;
      continue;
    }
    // an embedded chart's records are not the sheet's
    if (depth > 1) continue;
    if (type === RECORD.STRING) {
      if (formulaText) put(formulaText.r, formulaText.c, unicodeString(data, 0));
      formulaText = null;
      continue;
    }
    if (data.length < 6) {
      if (type === RECORD.DBCELL) handOn();
      continue;
    }
    const r = data.readUInt16LE(0);
    const c = data.readUInt16LE(2);
    switch (type) {
      case RECORD.LABELSST:
        put(r, c, textCell(globals.strings[data.readUInt32LE(6)] ?? ""));
        break;
      case RECORD.LABEL:
      case RECORD.RSTRING:
        put(r, c, textCell(unicodeString(data, 6)));
        break;
      case RECORD.NUMBER:
        putNumber(r, c, data.readUInt16LE(4), data.readDoubleLE(6));
        break;
      case RECORD.RK:
        putNumber(r, c, data.readUInt16LE(4), rkValue(data.readUInt32LE(6)));
        break;
      case RECORD.MULRK: {
        // rw, colFirst, (ixfe, RK) for each column, colLast
        const count = (data.length - 6) / 6;
        for (let i = 0; i < count; i++) {
          putNumber(r, c + i, data.readUInt16LE(4 + i * 6), rkValue(data.readUInt32LE(6 + i * 6)));
        }
        break;
      }
      case RECORD.BOOLERR:
        put(r, c, data[7] ? "#ERROR" : data[6] ? "TRUE" : "FALSE");
        break;
      case RECORD.FORMULA: {
        // the cached result: a double, or (last two bytes 0xFFFF) a string, boolean, error or empty
        const special = data.readUInt16LE(12) === 0xffff;
        const row = special
          ? put(r, c, data[6] === 1 ? (data[8] ? "TRUE" : "FALSE") : data[6] === 2 ? "#ERROR" : "")
          : put(
              r,
              c,
              numberCell(data.readDoubleLE(6), globals.formats[data.readUInt16LE(4)] ?? "General", globals.date1904).text,
            );
        if (c < MAX_COLUMNS) row.formulas = [...(row.formulas ?? []), c];
        formulaText = special && data[6] === 0 ? { r, c } : null;
        break;
      }
      case RECORD.DBCELL:
        // the end of a block of rows: those held are complete
        handOn();
        break;
    }
    if (handedOn >= (turns + 1) * ROWS_PER_TURN) await yieldNow();
  }
  handOn();
  return builder.finish();
}
