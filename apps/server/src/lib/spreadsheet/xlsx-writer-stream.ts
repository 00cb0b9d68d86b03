import { Readable } from "node:stream";
import { constants, crc32, createDeflateRaw, deflateRawSync } from "node:zlib";
import { xlsxCellText } from "@haiyun/shared";
import { columnLetters } from "./column-letters";

// An .xlsx written as a stream: the sheet's rows come in batches and leave compressed as they
// come, so a file of any length costs one batch of memory. It is the same workbook the text
// template writes (template.ts): one sheet, every cell and column in the Text format (@), inline
// strings, column widths in characters. The package is a plain ZIP whose entries carry their CRC
// and sizes in a data descriptor after the data (general purpose bit 3), as they are known only
// at the end; the compression runs on libuv's threads (zlib streams), never on the event loop.
// Text a spreadsheet program would run as a formula (=, +, -, @) needs no apostrophe here: a typed
// text cell in the Text format is never one, even edited (xlsxCellText, packages/shared).

/**
 * What a column holds. Text is a text cell in the Text format; a number column's cells are number
 * cells (a user sums them); a date or date-time column's are date serials in a date format, read
 * from the text as written ("YYYY-MM-DD", "YYYY-MM-DD HH:mm", already in the zone the user reads).
 * A cell whose text is not of its column's kind (a blank, a dash) stays text.
 */
export type SheetColumnKind = "text" | "number" | "date" | "datetime";

export interface TextSheetOptions {
  sheetName: string;
  /** each column's kind; text when not given */
  kinds?: readonly SheetColumnKind[];
  /** widths in characters, one per column (SheetJS' `wch`) */
  widths: number[];
  /** the rows expected, header included: the sheet's <dimension> (a hint to readers) */
  rowCount: number;
  /** batches of rows, the header first; each is written before the next is asked for */
  batches: AsyncIterable<string[][]>;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
// cellXfs 1: the Text number format (49, "@"), as the template's cells and columns carry it;
// 2: General (numbers); 3 and 4: the date formats 164 and 165 of styles.xml
const TEXT_STYLE = 1;
const STYLE_OF: Record<SheetColumnKind, number> = { text: TEXT_STYLE, number: 2, date: 3, datetime: 4 };
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;
/** 1899-12-30, day 0 of the 1900 date system (its phantom 1900-02-29 included) */
const EPOCH_MS = Date.UTC(1899, 11, 30);

/** The serial of a wall-clock date (and time) as written: days since the epoch, the time as a fraction. */
function dateSerial(text: string, withTime: boolean): number | null {
  const m = DATE_TEXT.exec(text);
  if (!m || (withTime && m[4] === undefined) || (!withTime && m[4] !== undefined)) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  return Number.isNaN(ms) ? null : (ms - EPOCH_MS) / 86_400_000;
}

/** A cell of its column's kind, or text when its text is not one. */
function cellXml(ref: string, text: string, kind: SheetColumnKind): string {
  let value: number | null = null;
  if (kind === "number" && NUMBER_TEXT.test(text)) value = Number(text);
  else if (kind === "date" || kind === "datetime") value = dateSerial(text, kind === "datetime");
  if (value !== null) return `<c r="${ref}" s="${STYLE_OF[kind]}"><v>${value}</v></c>`;
  return `<c r="${ref}" s="${TEXT_STYLE}" t="str"><v>${escapeXml(xlsxCellText(text))}</v></c>`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string)
    .replace(
      // characters XML 1.0 cannot hold, written as Excel's own escape (_xHHHH_)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: those are the ones it cannot hold
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g,
      (c) => `_x${c.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}_`,
    );
}

/** A width in characters as SheetJS writes it (maximum digit width 6 px). */
const widthOf = (wch: number) => Math.trunc(((wch * 6 + 5) / 6) * 256) / 256;

function rowXml(cells: readonly string[], r: number, kinds: readonly SheetColumnKind[]): string {
  let xml = `<row r="${r}">`;
  for (let c = 0; c < cells.length; c++) {
    // the header row is text whatever its column holds
    xml += cellXml(`${columnLetters(c)}${r}`, cells[c] ?? "", r === 1 ? "text" : (kinds[c] ?? "text"));
  }
  return `${xml}</row>`;
}

function staticParts(sheetName: string): [string, string][] {
  const name = escapeXml(sheetName);
  return [
    [
      "[Content_Types].xml",
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
    ],
    [
      "_rels/.rels",
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    ],
    [
      "docProps/app.xml",
      `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Haiyun</Application><HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>1</vt:i4></vt:variant></vt:vector></HeadingPairs><TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>${name}</vt:lpstr></vt:vector></TitlesOfParts></Properties>`,
    ],
    [
      "docProps/core.xml",
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>`,
    ],
    [
      "xl/workbook.xml",
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><workbookPr/><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      "xl/styles.xml",
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="1"><font><sz val="12"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

// ZIP records (APPNOTE 4.3): version 2.0, deflate, bit 3 (sizes after the data) and bit 11 (UTF-8 names)
const FLAGS = 0x0808;
const DEFLATE = 8;
// 1980-01-01 00:00 in MS-DOS time: the package carries no dates
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function localHeader(name: Buffer): Buffer {
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(FLAGS, 6);
  head.writeUInt16LE(DEFLATE, 8);
  head.writeUInt16LE(0, 10);
  head.writeUInt16LE(DOS_DATE, 12);
  // CRC and sizes: 0 here, in the data descriptor
  head.writeUInt16LE(name.length, 26);
  return Buffer.concat([head, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const out = Buffer.alloc(16);
  out.writeUInt32LE(0x08074b50, 0);
  out.writeUInt32LE(entry.crc, 4);
  out.writeUInt32LE(entry.compressed, 8);
  out.writeUInt32LE(entry.size, 12);
  return out;
}

function centralDirectory(entries: Written[], offset: number): Buffer {
  const records = entries.map((entry) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(0, 12);
    record.writeUInt16LE(DOS_DATE, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressed, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([record, entry.name]);
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}

/** The sheet's XML as text pieces: the head, each batch of rows, the tail. */
async function* sheetXml(options: TextSheetOptions): AsyncGenerator<string> {
  const width = options.widths.length;
  const last = `${columnLetters(Math.max(width, 1) - 1)}${Math.max(options.rowCount, 1)}`;
  const cols = options.widths
    .map(
      (wch, c) =>
        `<col style="${STYLE_OF[options.kinds?.[c] ?? "text"]}" min="${c + 1}" max="${c + 1}" width="${widthOf(wch)}" customWidth="1"/>`,
    )
    .join("");
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><dimension ref="A1:${last}"/><sheetViews><sheetView workbookViewId="0"/></sheetViews>${cols ? `<cols>${cols}</cols>` : ""}<sheetData>`;
  let r = 0;
  for await (const batch of options.batches) {
    let xml = "";
    for (const row of batch) xml += rowXml(row, ++r, options.kinds ?? []);
    if (xml) yield xml;
  }
  const ignored =
    r > 0 && width > 0
      ? `<ignoredErrors><ignoredError numberStoredAsText="1" sqref="A1:${columnLetters(width - 1)}${r}"/></ignoredErrors>`
      : "";
  yield `</sheetData>${ignored}</worksheet>`;
}

/**
 * Compresses text pieces through one raw-deflate stream, answering the compressed bytes of each
 * piece once they are out (a sync flush per piece: each piece stands on its own in the output).
 */
async function* deflated(pieces: AsyncIterable<string>, sizes: { crc: number; size: number; compressed: number }) {
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const failed = new Promise<never>((_, reject) => deflate.once("error", reject));
  failed.catch(() => undefined);
  const take = () => {
    const chunks = out.splice(0);
    for (const chunk of chunks) sizes.compressed += chunk.length;
    return chunks;
  };
  try {
    for await (const piece of pieces) {
      const bytes = Buffer.from(piece, "utf8");
      sizes.crc = crc32(bytes, sizes.crc);
      sizes.size += bytes.length;
      deflate.write(bytes);
      await Promise.race([new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve())), failed]);
      yield* take();
    }
    const ended = new Promise<void>((resolve) => deflate.once("end", resolve));
    deflate.end();
    await Promise.race([ended, failed]);
    yield* take();
  } finally {
    deflate.destroy();
  }
}

async function* packageBytes(options: TextSheetOptions): AsyncGenerator<Buffer> {
  const entries: Written[] = [];
  let offset = 0;
  const emit = (bytes: Buffer) => {
    offset += bytes.length;
    return bytes;
  };
  for (const [path, text] of staticParts(options.sheetName)) {
    const name = Buffer.from(path, "utf8");
    const data = Buffer.from(text, "utf8");
    const compressed = deflateRawSync(data);
    const entry = { name, crc: crc32(data), compressed: compressed.length, size: data.length, offset };
    entries.push(entry);
    yield emit(localHeader(name));
    yield emit(compressed);
    yield emit(dataDescriptor(entry));
  }
  const name = Buffer.from("xl/worksheets/sheet1.xml", "utf8");
  const sheet = { name, crc: 0, compressed: 0, size: 0, offset };
  yield emit(localHeader(name));
  for await (const chunk of deflated(sheetXml(options), sheet)) yield emit(chunk);
  entries.push(sheet);
  yield emit(dataDescriptor(sheet));
  yield emit(centralDirectory(entries, offset));
}

/**
 * The workbook as a byte stream. The batches are pulled only as fast as the stream is read
 * (backpressure): a slow client holds one batch, not the whole sheet.
 */
export function textSheetStream(options: TextSheetOptions): Readable {
  return Readable.from(packageBytes(options), { objectMode: false, highWaterMark: 64 * 1024 });
}
