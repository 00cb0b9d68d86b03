import { Readable } from "node:stream";
import { csvCell } from "@haiyun/shared";

// A CSV written as a stream, for Excel as much as for programs: UTF-8 with a byte-order mark
// (without it Chinese Excel reads the file in the local code page, GBK), CRLF line ends, RFC 4180
// quoting, and text a spreadsheet program would run as a formula neutralised (csvCell).

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

async function* csvBytes(batches: AsyncIterable<string[][]>): AsyncGenerator<Buffer> {
  yield BOM;
  for await (const batch of batches) {
    let text = "";
    for (const row of batch) text += `${row.map(csvCell).join(",")}\r\n`;
    if (text) yield Buffer.from(text, "utf8");
  }
}

/** The rows (batches, the header first) as CSV bytes, each batch asked for only as fast as the stream is read. */
export function csvStream(batches: AsyncIterable<string[][]>): Readable {
  return Readable.from(csvBytes(batches), { objectMode: false, highWaterMark: 64 * 1024 });
}
