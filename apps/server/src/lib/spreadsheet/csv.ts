import { AppError } from "../app-error";
import { textCell } from "./cells";
import { type ReadOptions, type SheetTable, TableBuilder } from "./table";

// .csv: RFC 4180 as spreadsheet programs write it, in UTF-8, UTF-16 or GBK (Chinese Excel).

/** Decodes CSV bytes: UTF-8 (with or without BOM), UTF-16 with a BOM, else GBK as Chinese Excel saves. */
export function decodeCsv(buffer: Buffer): string {
  let text: string;
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) text = buffer.toString("utf8", 3);
  else if (buffer[0] === 0xff && buffer[1] === 0xfe) text = new TextDecoder("utf-16le").decode(buffer.subarray(2));
  else if (buffer[0] === 0xfe && buffer[1] === 0xff) text = new TextDecoder("utf-16be").decode(buffer.subarray(2));
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(buffer);
    } catch {
      text = new TextDecoder("gbk").decode(buffer);
    }
  }
  // NUL and other control characters: a binary file with a .csv name, not text
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) {
    throw new AppError("IMPORT_FILE_TYPE", { params: { types: "xlsx, xls, csv" } });
  }
  return text;
}

export function readCsv(buffer: Buffer, options: ReadOptions): SheetTable {
  const builder = new TableBuilder(options.maxRows, undefined, options.headerScore);
  parseCsv(decodeCsv(buffer), (cells, index) => {
    if (builder.full) return builder.skip(cells.some((cell) => cell.trim() !== ""));
    // a CSV keeps no formulas, only what was typed: "=…" would become one when opened in Excel
    const formulas = cells.flatMap((cell, i) => (cell.trimStart().startsWith("=") ? [i] : []));
    builder.add({ number: index + 1, cells: cells.map(textCell), ...(formulas.length ? { formulas } : {}) });
  });
  return builder.finish();
}

/** The delimiter of the first line: comma unless semicolons or tabs outnumber it (some locales). */
function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch in counts) counts[ch]++;
  }
  return Object.entries(counts).reduce((best, entry) => (entry[1] > best[1] ? entry : best), [",", 0])[0];
}

/**
 * RFC 4180 CSV: quoted fields may hold delimiters, doubled quotes and line breaks; lines end in
 * CRLF, LF or CR. Calls `onRecord` with each record's cells and index; returns the record count.
 */
export function parseCsv(text: string, onRecord: (cells: string[], index: number) => void): { records: number } {
  const delimiter = detectDelimiter(text).charCodeAt(0);
  const [QUOTE, CR, LF] = [34, 13, 10];
  let records = 0;
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    if (quoted) {
      const close = text.indexOf('"', i);
      if (close < 0) {
        field += text.slice(i);
        i = text.length;
      } else if (text.charCodeAt(close + 1) === QUOTE) {
        field += text.slice(i, close + 1);
        i = close + 2;
      } else {
        field += text.slice(i, close);
        quoted = false;
        i = close + 1;
      }
      continue;
    }
    const c = text.charCodeAt(i);
    if (c === QUOTE && field === "") {
      quoted = true;
      i++;
    } else if (c === delimiter) {
      cells.push(field);
      field = "";
      i++;
    } else if (c === CR || c === LF) {
      cells.push(field);
      onRecord(cells, records++);
      cells = [];
      field = "";
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    } else {
      // an unquoted run, up to the next delimiter or line break
      let j = i + 1;
      for (; j < text.length; j++) {
        const d = text.charCodeAt(j);
        if (d === delimiter || d === CR || d === LF) break;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  if (field !== "" || cells.length > 0) {
    cells.push(field);
    onRecord(cells, records++);
  }
  return { records };
}
