import type { Readable } from "node:stream";
import { type ErrorCode, EXPORT_CONTENT_TYPES, EXPORT_TOTAL_HEADER, type ExportFormat } from "@haiyun/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { contentDisposition } from "../download";
import { type SheetColumnKind, textSheetStream } from "../spreadsheet/xlsx-writer-stream";
import { csvStream } from "./csv-writer-stream";
import { EXPORT_RETRY_AFTER_S, exportSlots } from "./export-slots";

// One way out for every list's export: a list describes its table (the header, the rows in
// batches, how many) and this writes it as .xlsx or CSV, streamed as fast as the client reads,
// under the process's export slots.

/** A list as a table to export, in the caller's language. */
export interface TableExport {
  /** the file's name without its extension (any language), and a plain-ASCII one for old clients */
  name: string;
  asciiName: string;
  sheetName: string;
  header: string[];
  /** the .xlsx's column widths in characters, one per header cell */
  widths: number[];
  /** what each column holds in the .xlsx (numbers, dates as cells of their own); all text when not given */
  kinds?: SheetColumnKind[];
  /** the data rows the file will hold: the answer's X-Total-Count, the page's progress */
  total: number;
  /** the data rows in batches, each read only when the file needs it */
  rows: AsyncIterable<string[][]>;
}

async function* withHeader(header: string[], rows: AsyncIterable<string[][]>): AsyncGenerator<string[][]> {
  yield [header];
  yield* rows;
}

/** The table's bytes in the format asked for. */
export function exportStream(table: TableExport, format: ExportFormat): Readable {
  const batches = withHeader(table.header, table.rows);
  if (format === "csv") return csvStream(batches);
  return textSheetStream({
    sheetName: table.sheetName,
    widths: table.widths,
    kinds: table.kinds,
    rowCount: table.total + 1,
    batches,
  });
}

export interface ExportRequest {
  userId: number;
  format: ExportFormat;
  /** builds the table: its first pass (a count, a survey) runs before the answer starts */
  build: () => Promise<TableExport>;
  /** the refusal when no slot is free (EXPORT_BUSY unless given) */
  busy?: ErrorCode;
}

/**
 * Sends a list's export as an attachment. One export a user and EXPORTS_PER_PROCESS in all (a
 * 429 with Retry-After past that); the slot is given back once the stream ends, fails or the
 * client goes away. A failure before the first byte (a bad filter, the database) is an error answer.
 */
export async function sendExport(request: FastifyRequest, reply: FastifyReply, options: ExportRequest) {
  let release: () => void;
  try {
    release = exportSlots.take(options.userId, options.busy);
  } catch (err) {
    reply.header("retry-after", String(EXPORT_RETRY_AFTER_S));
    throw err;
  }
  try {
    const table = await options.build();
    const stream = exportStream(table, options.format);
    // read to its end (the last bytes are on their way), failed or abandoned: the slot is free again
    stream.once("end", release);
    stream.once("close", release);
    stream.once("error", (err) => request.log.warn({ err }, "export cut short"));
    const extension = `.${options.format}`;
    return reply
      .header("content-type", EXPORT_CONTENT_TYPES[options.format])
      .header("content-disposition", contentDisposition(`${table.name}${extension}`, `${table.asciiName}${extension}`))
      .header(EXPORT_TOTAL_HEADER, String(table.total))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "no-store")
      .send(stream);
  } catch (err) {
    release();
    throw err;
  }
}
