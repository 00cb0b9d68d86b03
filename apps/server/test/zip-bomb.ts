import { constants, crc32, deflateRawSync } from "node:zlib";

// A zip bomb built in the test: one deflated entry of zeros, `inflatedMiB`
// mebibytes once inflated, its headers declaring `declaredBytes`. Each mebibyte is deflated once
// and its bytes repeated (a full flush ends each copy on a byte boundary with a fresh window), so
// a 2 GiB bomb takes about 2 MB and no time to build.

export function zipBomb({ inflatedMiB, declaredBytes }: { inflatedMiB: number; declaredBytes: number }): Buffer {
  const mebibyte = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  const data = Buffer.concat([...Array.from({ length: inflatedMiB }, () => mebibyte), deflateRawSync(Buffer.alloc(0))]);
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const sizes = (header: Buffer, at: number) => {
    header.writeUInt32LE(0, at); // CRC-32: never reached, the sizes are judged first
    header.writeUInt32LE(data.length, at + 4);
    header.writeUInt32LE(declaredBytes, at + 8);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(8, 8); // deflated
  sizes(local, 14);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  sizes(central, 16);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42); // the local header's offset
  const directoryAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** One entry of `zipOf`: its bytes (deflated unless `stored`), or its deflate data made elsewhere with the size it inflates to. */
export type ZipPart =
  | { name: string; data: Buffer; stored?: boolean }
  | { name: string; deflated: Buffer; size: number; crc?: number };

/** A well-formed zip of `parts`, every size in its headers true unless the part says otherwise. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const stored = "data" in part && part.stored === true;
    const body = "data" in part ? (stored ? part.data : deflateRawSync(part.data)) : part.deflated;
    const size = "data" in part ? part.data.length : part.size;
    const crc = "data" in part ? crc32(part.data) : (part.crc ?? 0);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(stored ? 0 : 8, at);
      header.writeUInt32LE(crc, at + 6);
      header.writeUInt32LE(body.length, at + 10);
      header.writeUInt32LE(size, at + 14);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 8);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 10);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/></Types>';

/** A small .docx as a word processor writes one: its content types, and the document's XML. */
export function docx(text = "TELEX RELEASE GUARANTEE", more: ZipPart[] = []): Buffer {
  return zipOf([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "word/document.xml", data: Buffer.from(`<w:document><w:body><w:p><w:t>${text}</w:t></w:p></w:body></w:document>`) },
    ...more,
  ]);
}

/** Deflate data of `mebibytes` MiB of zeros, about 1 KB a mebibyte (as zipBomb builds it). */
export function deflatedZeros(mebibytes: number): { deflated: Buffer; size: number } {
  const mebibyte = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  const deflated = Buffer.concat([...Array.from({ length: mebibytes }, () => mebibyte), deflateRawSync(Buffer.alloc(0))]);
  return { deflated, size: mebibytes * 1024 * 1024 };
}
