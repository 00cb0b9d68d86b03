import * as XLSX from "@e965/xlsx";
import { builtinFormat } from "./cells";
import type { WorkbookView } from "./first-sheet";
import { unreadable } from "./table";

// The low-level reading of an .xls (BIFF8, [MS-XLS]) for biff.ts: the workbook stream out of its
// compound file, the records one by one, a record's data with its CONTINUE records, the strings,
// and the workbook globals the cells need.

export const RECORD = {
  FORMULA: 0x0006,
  EOF: 0x000a,
  DATEMODE: 0x0022,
  FILEPASS: 0x002f,
  CONTINUE: 0x003c,
  WINDOW1: 0x003d,
  BOUNDSHEET: 0x0085,
  MULRK: 0x00bd,
  RSTRING: 0x00d6,
  DBCELL: 0x00d7,
  XF: 0x00e0,
  SST: 0x00fc,
  LABELSST: 0x00fd,
  NUMBER: 0x0203,
  LABEL: 0x0204,
  BOOLERR: 0x0205,
  STRING: 0x0207,
  RK: 0x027e,
  FORMAT: 0x041e,
  BOF: 0x0809,
} as const;

const BIFF8 = 0x0600;

/** A record's data as a run of segments: the record, then its CONTINUE records. */
class Segments {
  private index = 0;
  private offset = 0;

  constructor(private readonly parts: Buffer[]) {}

  private current(): Buffer {
    while (this.index < this.parts.length && this.offset >= this.parts[this.index].length) {
      this.index++;
      this.offset = 0;
    }
    if (this.index >= this.parts.length) throw unreadable();
    return this.parts[this.index];
  }

  u8(): number {
    return this.current()[this.offset++];
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(bytes: number) {
    let left = bytes;
    while (left > 0) {
      const part = this.current();
      const step = Math.min(left, part.length - this.offset);
      this.offset += step;
      left -= step;
    }
  }

  /**
   * `count` characters, one or two bytes each; where they go on in the next segment, it begins with
   * a byte saying which ([MS-XLS] 2.5.293).
   */
  chars(count: number, highByte: boolean): string {
    let text = "";
    let wide = highByte;
    let left = count;
    while (left > 0) {
      if (this.index < this.parts.length && this.offset >= this.parts[this.index].length) {
        this.current();
        wide = (this.u8() & 0x01) === 1;
      }
      const part = this.current();
      const size = wide ? 2 : 1;
      const take = Math.min(left, Math.floor((part.length - this.offset) / size));
      if (take <= 0) throw unreadable();
      const end = this.offset + take * size;
      text += part.toString(wide ? "utf16le" : "latin1", this.offset, end);
      this.offset = end;
      left -= take;
    }
    return text;
  }

  /** XLUnicodeRichExtendedString: the text, its formatting runs and phonetic data skipped. */
  richString(): string {
    const count = this.u16();
    const flags = this.u8();
    const runs = flags & 0x08 ? this.u16() : 0;
    const extra = flags & 0x04 ? this.u32() : 0;
    const text = this.chars(count, (flags & 0x01) === 1);
    this.skip(runs * 4 + extra);
    return text;
  }
}

/** XLUnicodeString in one record: a 16-bit count, a flags byte, the characters. */
export function unicodeString(data: Buffer, at: number): string {
  const count = data.readUInt16LE(at);
  const wide = (data[at + 2] & 0x01) === 1;
  const start = at + 3;
  return data.toString(wide ? "utf16le" : "latin1", start, Math.min(data.length, start + count * (wide ? 2 : 1)));
}

/** An RK number: a 30-bit integer or the top 30 bits of a double, perhaps times 100. */
export function rkValue(rk: number): number {
  let value: number;
  if (rk & 0x02) value = rk >> 2;
  else {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE(rk & 0xfffffffc, 4);
    value = bytes.readDoubleLE(0);
  }
  return rk & 0x01 ? value / 100 : value;
}

export interface Globals {
  strings: string[];
  /** the number format of each cell format (XF), in the order they were defined */
  formats: string[];
  date1904: boolean;
  sheets: { offset: number; visible: boolean; worksheet: boolean }[];
  /** the first WINDOW1's active sheet (itabCur) and the tab bar's first tab (itabFirst) */
  view?: WorkbookView;
}

/** The records from `offset` on, each with its type and data; a record cut short is unreadable. */
export function* records(stream: Buffer, offset: number) {
  let at = offset;
  while (at + 4 <= stream.length) {
    const type = stream.readUInt16LE(at);
    const size = stream.readUInt16LE(at + 2);
    const end = at + 4 + size;
    if (end > stream.length) throw unreadable();
    yield { type, data: stream.subarray(at + 4, end), next: end };
    at = end;
  }
}

export function readGlobals(stream: Buffer): Globals | null {
  const globals: Globals = { strings: [], formats: [], date1904: false, sheets: [] };
  const custom = new Map<number, string>();
  const xfFormats: number[] = [];
  let first = true;
  let sst: Buffer[] | null = null;
  for (const { type, data } of records(stream, 0)) {
    if (first) {
      // the workbook globals of a BIFF8 file; anything older is left to SheetJS
      if (type !== RECORD.BOF || data.readUInt16LE(0) !== BIFF8 || data.readUInt16LE(2) !== 0x0005) return null;
      first = false;
      continue;
    }
    if (sst && type !== RECORD.CONTINUE) {
      globals.strings = readSst(sst);
      sst = null;
    }
    switch (type) {
      case RECORD.FILEPASS:
        // a password-protected workbook: its cells are encrypted
        throw unreadable();
      case RECORD.DATEMODE:
        globals.date1904 = data.readUInt16LE(0) === 1;
        break;
      case RECORD.FORMAT:
        custom.set(data.readUInt16LE(0), unicodeString(data, 2));
        break;
      case RECORD.XF:
        xfFormats.push(data.readUInt16LE(2));
        break;
      case RECORD.WINDOW1:
        if (!globals.view && data.length >= 14) {
          globals.view = { activeTab: data.readUInt16LE(10), firstSheet: data.readUInt16LE(12) };
        }
        break;
      case RECORD.BOUNDSHEET:
        globals.sheets.push({ offset: data.readUInt32LE(0), visible: (data[4] & 0x03) === 0, worksheet: data[5] === 0 });
        break;
      case RECORD.SST:
        sst = [data];
        break;
      case RECORD.CONTINUE:
        sst?.push(data);
        break;
      case RECORD.EOF:
        if (sst) globals.strings = readSst(sst);
        globals.formats = xfFormats.map((id) => custom.get(id) ?? builtinFormat(id));
        return globals;
    }
  }
  throw unreadable();
}

function readSst(parts: Buffer[]): string[] {
  const segments = new Segments(parts);
  segments.u32(); // the strings' uses
  const unique = segments.u32();
  const strings: string[] = [];
  for (let i = 0; i < unique; i++) strings.push(segments.richString());
  return strings;
}

/** The workbook stream of an OLE2 file, or null when there is none (a BIFF5 file names it Book). */
export function workbookStream(buffer: Buffer): Buffer | null {
  // SheetJS's compound-file reader (untyped): the container's streams, each a buffer
  let container: unknown;
  try {
    container = XLSX.CFB.read(buffer, { type: "buffer" });
  } catch {
    throw unreadable();
  }
  const entry: { content?: Buffer | Uint8Array } | null =
    XLSX.CFB.find(container, "Workbook") ?? XLSX.CFB.find(container, "/Workbook");
  if (!entry?.content) return null;
  const content = entry.content;
  return Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
}
