import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import * as XLSX from "@e965/xlsx";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error";
import { extensionOf, sniff } from "./file-sniff";
import { readMultipart, type Upload } from "./multipart";
import {
  entryChunks,
  inflateEntry,
  inflateEntryHead,
  readZipDirectory,
  verifyZipSizes,
  type ZipEntry,
  ZipGuardError,
} from "./zip-guard";

// DESIGN §9: imports read .xlsx, .xls and .csv on the server, every cell as the text the user sees
// (a zip code 010000 stays 010000), dates as YYYY-MM-DD; guards run before any parser.
//
// An .xlsx is read as a stream (DESIGN §11: 50,000 rows within 600 MB): its sheet XML inflates
// chunk by chunk and each <row> becomes text cells at once, so neither the whole XML nor a cell
// object per cell is ever held. SheetJS reads .xls, and any zip laid out otherwise (e.g. .xlsb).
export type SpreadsheetKind = "xlsx" | "xls" | "csv";

export const SPREADSHEET_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxZipEntries: 1000,
} as const;

export interface SheetRow {
  /** the row number the user sees (1-based) */
  number: number;
  cells: string[];
  /** indexes of the cells that hold a formula */
  formulas?: number[];
}

export interface SheetTable {
  /** the first non-blank row; null for a sheet with nothing in it */
  header: SheetRow | null;
  /** the non-blank rows after the header */
  rows: SheetRow[];
}

export interface ReadOptions {
  /** data rows allowed after the header; more is IMPORT_TOO_MANY_ROWS, counted from the sheet's range */
  maxRows: number;
}

/** Reads the one multipart part `file` under the size limit; any other part is refused. */
export async function readSpreadsheetUpload(
  request: FastifyRequest,
  maxBytes: number = SPREADSHEET_LIMITS.maxFileBytes,
): Promise<Upload> {
  // the bytes are judged by spreadsheetKind and the reader, not by an image-style signature check
  const form = await readMultipart(request, { files: { file: { maxBytes } } });
  if (!form.files.file) throw new AppError("FILE_REQUIRED", { status: 400 });
  return form.files.file;
}

/**
 * The kind by extension, checked against the bytes: .xlsx must be a zip, .xls an OLE2 file, .csv
 * neither (its text is checked when decoded). Anything else is IMPORT_FILE_TYPE (415).
 */
export function spreadsheetKind(filename: string, buffer: Buffer, allowed: readonly SpreadsheetKind[]): SpreadsheetKind {
  const ext = extensionOf(filename) as SpreadsheetKind;
  const refuse = () => new AppError("IMPORT_FILE_TYPE", { status: 415, params: { types: allowed.join(", ") } });
  if (!allowed.includes(ext)) throw refuse();
  if (buffer.length === 0) throw new AppError("IMPORT_EMPTY", { status: 400 });
  const expected = { xlsx: "zip", xls: "ole", csv: null }[ext];
  if (sniff(buffer) !== expected) throw refuse();
  return ext;
}

export async function readSpreadsheet(buffer: Buffer, kind: SpreadsheetKind, options: ReadOptions): Promise<SheetTable> {
  if (kind === "csv") return readCsv(buffer, options);
  if (kind === "xls") return readWorkbook(buffer, options);
  const entries = await guardZip(buffer);
  let parts: XlsxParts | null;
  let declared: { firstRow: number; lastRow: number } | null;
  try {
    parts = locateParts(buffer, entries);
    declared = parts && sheetDimension(buffer, parts.sheet);
  } catch {
    throw unreadable();
  }
  if (!parts) return readWorkbook(buffer, options);
  // the range the sheet declares decides, before a single cell is parsed
  if (declared) checkRowCount(declared.lastRow - declared.firstRow, options.maxRows);
  try {
    return await readXlsxStream(buffer, parts, options);
  } catch (err) {
    if (err instanceof ZipGuardError) throw unreadable();
    throw err;
  }
}

function checkRowCount(rows: number, max: number) {
  if (rows > max) throw new AppError("IMPORT_TOO_MANY_ROWS", { status: 400, params: { max, rows } });
}

const unreadable = () => new AppError("IMPORT_UNREADABLE", { status: 400 });

/** Collects the header (the first non-blank row) and the non-blank rows under the row limit. */
class TableBuilder {
  header: SheetRow | null = null;
  readonly rows: SheetRow[] = [];
  private lastRow = 0;

  constructor(private readonly maxRows: number) {}

  /** true once the rows allowed are passed: later rows are only counted */
  get full(): boolean {
    return this.header !== null && this.lastRow - this.header.number > this.maxRows;
  }

  seen(number: number) {
    if (number > this.lastRow) this.lastRow = number;
  }

  add(row: SheetRow) {
    this.seen(row.number);
    if (!row.formulas && row.cells.every((cell) => cell.trim() === "")) return;
    if (!this.header) this.header = row;
    else if (!this.full) this.rows.push(row);
  }

  /** `lastRow`: where the sheet's range ends, when it says so */
  finish(lastRow = 0): SheetTable {
    if (this.header) checkRowCount(Math.max(lastRow, this.lastRow) - this.header.number, this.maxRows);
    return { header: this.header, rows: this.rows };
  }
}

async function guardZip(buffer: Buffer): Promise<ZipEntry[]> {
  const limits = { maxEntries: SPREADSHEET_LIMITS.maxZipEntries, maxUncompressedBytes: SPREADSHEET_LIMITS.maxUncompressedBytes };
  try {
    const entries = readZipDirectory(buffer, limits);
    await verifyZipSizes(buffer, entries);
    return entries;
  } catch (err) {
    if (!(err instanceof ZipGuardError)) throw err;
    if (err.problem === "too_large") throw new AppError("IMPORT_TOO_LARGE", { status: 413 });
    throw unreadable();
  }
}

// ---------------------------------------------------------------------------------------------
// .xlsx, streamed (ECMA-376 SpreadsheetML; element names may carry a namespace prefix)

interface XlsxParts {
  sheet: ZipEntry;
  strings?: ZipEntry;
  styles?: ZipEntry;
  date1904: boolean;
}

const SMALL_PART = 4 * 1024 * 1024;
const attributePatterns = new Map<string, RegExp>();
/** An attribute's raw value in a start tag (or in the attribute text after the element name). */
function attr(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}="([^"]*)"`);
    attributePatterns.set(name, pattern);
  }
  return pattern.exec(tag)?.[1];
}

function relationships(xml: string | null, baseDir: string) {
  return [...(xml ?? "").matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].flatMap(([tag]) => {
    const target = attr(tag, "Target");
    if (!target || attr(tag, "TargetMode") === "External") return [];
    const name = target.startsWith("/") ? target.slice(1) : path.posix.normalize(path.posix.join(baseDir, target));
    return [{ id: attr(tag, "Id"), type: attr(tag, "Type") ?? "", name }];
  });
}

/** The first worksheet and the parts it needs, found through the package's relationships. */
function locateParts(buffer: Buffer, entries: ZipEntry[]): XlsxParts | null {
  const byName = new Map(entries.map((e) => [e.name.replace(/^\/+/, ""), e]));
  const text = (name: string) => {
    const entry = byName.get(name);
    return entry && entry.declaredSize <= SMALL_PART ? inflateEntry(buffer, entry).toString("utf8") : null;
  };
  const root = relationships(text("_rels/.rels"), "");
  const workbookName = root.find((r) => r.type.endsWith("/officeDocument"))?.name ?? "xl/workbook.xml";
  const workbook = text(workbookName);
  if (!workbook) return null;
  const dir = path.posix.dirname(workbookName);
  const rels = relationships(text(`${dir}/_rels/${path.posix.basename(workbookName)}.rels`), dir);
  const firstSheet = /<(?:\w+:)?sheet\b[^>]*?\s(?:\w+:)?id="([^"]+)"/.exec(workbook)?.[1];
  const sheetRel = rels.find((r) => r.id === firstSheet);
  const sheet = sheetRel?.type.endsWith("/worksheet") ? byName.get(sheetRel.name) : undefined;
  if (!sheet) return null;
  const part = (type: string) => {
    const rel = rels.find((r) => r.type.endsWith(type));
    return rel ? byName.get(rel.name) : undefined;
  };
  return {
    sheet,
    strings: part("/sharedStrings"),
    styles: part("/styles"),
    date1904: /<(?:\w+:)?workbookPr\b[^>]*\sdate1904="(?:1|true)"/.test(workbook),
  };
}

/** The sheet's <dimension ref>, read from the first few KB of its XML (it comes before the cells). */
function sheetDimension(buffer: Buffer, sheet: ZipEntry): { firstRow: number; lastRow: number } | null {
  const head = inflateEntryHead(buffer, sheet).toString("utf8");
  const ref = /<(?:\w+:)?dimension\s+ref="([A-Z]+\d+)(?::([A-Z]+\d+))?"/.exec(head);
  if (!ref) return null;
  const range = XLSX.utils.decode_range(ref[2] ? `${ref[1]}:${ref[2]}` : ref[1]);
  return { firstRow: range.s.r, lastRow: range.e.r };
}

/** Calls `onElement` for each complete element `pattern` matches while the XML streams in. */
async function forEachElement(
  chunks: AsyncIterable<Buffer>,
  pattern: RegExp,
  start: RegExp,
  onElement: (match: RegExpExecArray) => void,
) {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const drain = () => {
    pattern.lastIndex = 0;
    let end = 0;
    for (let m = pattern.exec(pending); m; m = pattern.exec(pending)) {
      onElement(m);
      end = pattern.lastIndex;
    }
    // keep only what may begin the next element
    const rest = pending.slice(end);
    const next = rest.search(start);
    pending = next >= 0 ? rest.slice(next) : rest.slice(-16);
  };
  for await (const chunk of chunks) {
    pending += decoder.write(chunk);
    drain();
  }
  pending += decoder.end();
  drain();
}

const XML_ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));|_x([0-9A-Fa-f]{4})_/g;
const NAMED = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" } as Record<string, string>;

/**
 * A copy of `text` that does not pin the string it was cut from: V8 keeps a long slice as a view of
 * its parent, and every cell would otherwise hold on to the 256 KB chunk of XML it came from.
 */
const unpinned = (text: string) => (text.length < 13 ? text : ` ${text}`.slice(1));

/** XML entities, and OOXML's _xHHHH_ escapes (a line break in Excel is _x000D_ + LF). */
function decodeXml(text: string): string {
  if (!text.includes("&") && !text.includes("_x")) return unpinned(text);
  return text.replace(XML_ENTITY, (_all, named, dec, hex, ooxml) =>
    named ? NAMED[named] : String.fromCodePoint(Number.parseInt(dec ?? hex ?? ooxml, dec ? 10 : 16)),
  );
}

/** A string item: its <t> runs joined, the phonetic guides (<rPh>) left out. */
function richText(xml: string): string {
  const runs = xml.includes("<rPh") || xml.includes(":rPh") ? xml.replace(/<((?:\w+:)?)rPh\b[\s\S]*?<\/\1rPh>/g, "") : xml;
  let text = "";
  for (const m of runs.matchAll(/<((?:\w+:)?)t(?:\s[^>]*)?>([\s\S]*?)<\/\1t>/g)) text += m[2];
  return decodeXml(text);
}

async function readSharedStrings(buffer: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  await forEachElement(entryChunks(buffer, entry), /<((?:\w+:)?)si\b[^>]*?(?:\/>|>([\s\S]*?)<\/\1si>)/g, /<(?:\w+:)?si\b/, (m) =>
    strings.push(richText(m[2] ?? "")),
  );
  return strings;
}

// Built-in formats the SSF table lacks: the East Asian date (27–31, 36, 50–58) and time (32–35) ones,
// which Chinese Excel uses for dates typed as 2024年3月5日 without writing their codes.
const CJK_DATE_FORMATS = new Set([27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
const CJK_TIME_FORMATS = new Set([32, 33, 34, 35]);

/** The number format code of each cell style (the cellXfs index a cell's s= names). */
function readStyles(buffer: Buffer, entry: ZipEntry | undefined): string[] {
  if (!entry || entry.declaredSize > SMALL_PART) return [];
  const xml = inflateEntry(buffer, entry).toString("utf8");
  const custom = new Map<number, string>();
  for (const [tag] of xml.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) {
    custom.set(Number(attr(tag, "numFmtId")), decodeXml(attr(tag, "formatCode") ?? "General"));
  }
  const table = XLSX.SSF.get_table() as Record<number, string>;
  const cellXfs = /<((?:\w+:)?)cellXfs\b[^>]*>([\s\S]*?)<\/\1cellXfs>/.exec(xml)?.[2] ?? "";
  return [...cellXfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)].map(([tag]) => {
    const id = Number(attr(tag, "numFmtId") ?? 0);
    return (
      custom.get(id) ?? table[id] ?? (CJK_DATE_FORMATS.has(id) ? "yyyy-mm-dd" : CJK_TIME_FORMATS.has(id) ? "h:mm:ss" : "General")
    );
  });
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (y: number, m: number, d: number) => `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;

const dateFormats = new Map<string, boolean>();
function isDateFormat(format: string): boolean {
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

const ROW = /<((?:\w+:)?)row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1row>)/g;
const CELL = /<((?:\w+:)?)c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1c>)/g;
// a value may carry attributes (xml:space="preserve" keeps leading and trailing spaces)
const VALUE = /<((?:\w+:)?)v(?:\s[^>]*)?>([\s\S]*?)<\/\1v>/;
const INLINE = /<((?:\w+:)?)is(?:\s[^>]*)?>([\s\S]*?)<\/\1is>/;
const FORMULA = /<(?:\w+:)?f\b/;

function columnIndex(letters: string): number {
  let index = 0;
  for (let i = 0; i < letters.length; i++) index = index * 26 + (letters.charCodeAt(i) - 64);
  return index - 1;
}

async function readXlsxStream(buffer: Buffer, parts: XlsxParts, options: ReadOptions): Promise<SheetTable> {
  const strings = await readSharedStrings(buffer, parts.strings);
  const formats = readStyles(buffer, parts.styles);
  const builder = new TableBuilder(options.maxRows);
  let rowNumber = 0;

  const cellText = (type: string, style: number, body: string): string => {
    if (type === "inlineStr") return richText(INLINE.exec(body)?.[2] ?? "");
    const raw = VALUE.exec(body)?.[2];
    if (raw === undefined) return "";
    switch (type) {
      case "s":
        return strings[Number(raw)] ?? "";
      case "b":
        return raw === "1" ? "TRUE" : "FALSE";
      case "d":
        // an ISO 8601 date cell (strict files); the date part is what the user typed
        return /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : decodeXml(raw);
      case "str":
      case "e":
        return decodeXml(raw);
      default: {
        const value = Number(raw);
        if (!Number.isFinite(value)) return decodeXml(raw);
        return formatNumber(value, formats[style] ?? "General", parts.date1904);
      }
    }
  };

  await forEachElement(entryChunks(buffer, parts.sheet), ROW, /<(?:\w+:)?row\b/, (row) => {
    rowNumber = Number(attr(row[2], "r") ?? rowNumber + 1);
    if (builder.full || !row[3]) {
      builder.seen(rowNumber);
      return;
    }
    const cells: string[] = [];
    const formulas: number[] = [];
    let column = -1;
    for (const cell of row[3].matchAll(CELL)) {
      const ref = attr(cell[2], "r");
      column = ref ? columnIndex(ref.replace(/\d+$/, "")) : column + 1;
      const body = cell[3] ?? "";
      const text = body ? cellText(attr(cell[2], "t") ?? "n", Number(attr(cell[2], "s") ?? 0), body) : "";
      while (cells.length < column) cells.push("");
      cells[column] = text;
      if (body && FORMULA.test(body)) formulas.push(column);
    }
    builder.add({ number: rowNumber, cells, ...(formulas.length ? { formulas } : {}) });
  });
  return builder.finish();
}

// ---------------------------------------------------------------------------------------------
// .xls and other workbooks, through SheetJS

function readWorkbook(buffer: Buffer, options: ReadOptions): SheetTable {
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
      // the header, the rows allowed and one more: the range still tells how long the sheet is
      sheetRows: options.maxRows + 2,
      sheets: 0,
    });
  } catch {
    throw unreadable();
  }
  const sheet = workbook.SheetNames.length ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet) throw unreadable();
  const ref = sheet["!fullref"] ?? sheet["!ref"];
  const builder = new TableBuilder(options.maxRows);
  if (!ref) return builder.finish();
  const range = XLSX.utils.decode_range(ref);
  const data = (sheet["!data"] ?? []) as (XLSX.CellObject[] | undefined)[];
  for (let r = range.s.r; r < data.length; r++) {
    const cells = data[r];
    if (!cells) continue;
    const formulas = cells.flatMap((cell, c) => (cell?.f ? [c] : []));
    builder.add({
      number: r + 1,
      cells: Array.from(cells, (cell) => (cell ? cellText(cell) : "")),
      ...(formulas.length ? { formulas } : {}),
    });
  }
  return builder.finish(range.e.r + 1);
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

// ---------------------------------------------------------------------------------------------
// .csv

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
    throw new AppError("IMPORT_FILE_TYPE", { status: 415, params: { types: "xlsx, xls, csv" } });
  }
  return text;
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

function readCsv(buffer: Buffer, options: ReadOptions): SheetTable {
  const builder = new TableBuilder(options.maxRows);
  parseCsv(decodeCsv(buffer), (cells, index) => {
    if (builder.full) return builder.seen(index + 1);
    // a CSV keeps no formulas, only what was typed: "=…" would become one when opened in Excel
    const formulas = cells.flatMap((cell, i) => (cell.trimStart().startsWith("=") ? [i] : []));
    builder.add({ number: index + 1, cells: cells.map(normaliseTextDate), ...(formulas.length ? { formulas } : {}) });
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

// ---------------------------------------------------------------------------------------------
// templates

/**
 * An .xlsx of the given rows with every cell, and every column, in the Text format (@): what a user
 * types under the headers stays as typed (a zip code 010000 keeps its zero).
 */
export function writeTextTemplate(sheetName: string, rows: string[][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { dense: true });
  const width = Math.max(...rows.map((row) => row.length));
  for (const row of sheet["!data"] ?? []) {
    for (const cell of row ?? []) {
      if (!cell) continue;
      cell.t = "s";
      cell.z = "@";
    }
  }
  sheet["!cols"] = Array.from({ length: width }, (_, c) => ({
    wch: Math.max(12, ...rows.map((row) => (row[c] ?? "").length + 4)),
  }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName);
  const written: Buffer = XLSX.write(workbook, { type: "buffer", bookType: "xlsx", compression: true });

  // SheetJS writes the column widths but not a column style: give each <col> the cells' text style
  const zip = XLSX.CFB.read(written, { type: "buffer" });
  const entry = XLSX.CFB.find(zip, "/xl/worksheets/sheet1.xml");
  const xml = Buffer.from(entry.content).toString("utf8");
  const style = /<c r="A1" s="(\d+)"/.exec(xml)?.[1];
  if (!style) throw new Error("template: the text style was not written");
  entry.content = Buffer.from(xml.replace(/<col (?![^>]*\bstyle=)/g, `<col style="${style}" `), "utf8");
  return Buffer.from(XLSX.CFB.write(zip, { fileType: "zip", type: "buffer", compression: true }));
}
