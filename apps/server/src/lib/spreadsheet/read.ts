import { AppError } from "../app-error";
import { extensionOf, sniff } from "../file-sniff";
import { readZipDirectory, verifyZipSizes, type ZipEntry, ZipGuardError } from "../zip-guard";
import { readCsv } from "./csv";
import { type ReadOptions, type SheetTable, unreadable } from "./table";
import { readWorkbook, readXls } from "./xls";
import { locateParts, sheetDimension, type XlsxParts } from "./xlsx-package";
import { readXlsxStream } from "./xlsx-stream";

// Imports read .xlsx, .xls and .csv on the server, every cell as the text the user sees
// (a zip code 010000 stays 010000), dates as YYYY-MM-DD; guards run before any parser. An .xlsx is
// streamed (xlsx-stream.ts), an .xls read record by record (biff.ts); SheetJS reads older .xls
// files, and any zip laid out otherwise (e.g. .xlsb).
export type SpreadsheetKind = "xlsx" | "xls" | "csv";

export const SPREADSHEET_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxZipEntries: 1000,
} as const;

/**
 * The kind by extension, checked against the bytes: .xlsx must be a zip, .xls an OLE2 file, .csv
 * neither (its text is checked when decoded). Anything else is IMPORT_FILE_TYPE (415).
 */
export function spreadsheetKind(filename: string, buffer: Buffer, allowed: readonly SpreadsheetKind[]): SpreadsheetKind {
  const ext = extensionOf(filename) as SpreadsheetKind;
  const refuse = () => new AppError("IMPORT_FILE_TYPE", { params: { types: allowed.join(", ") } });
  if (!allowed.includes(ext)) throw refuse();
  if (buffer.length === 0) throw new AppError("IMPORT_EMPTY");
  const expected = { xlsx: "zip", xls: "ole", csv: null }[ext];
  if (sniff(buffer) !== expected) throw refuse();
  return ext;
}

export async function readSpreadsheet(buffer: Buffer, kind: SpreadsheetKind, options: ReadOptions): Promise<SheetTable> {
  if (kind === "csv") return readCsv(buffer, options);
  if (kind === "xls") return readXls(buffer, options);
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
  try {
    // the range the sheet declares gives the count once the rows with content prove it too long
    return await readXlsxStream(buffer, parts, options, declared ? declared.lastRow - declared.firstRow : undefined);
  } catch (err) {
    if (err instanceof ZipGuardError) throw unreadable();
    throw err;
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
    if (err.problem === "too_large") throw new AppError("IMPORT_TOO_LARGE");
    throw unreadable();
  }
}
