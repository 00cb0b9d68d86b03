import { constants, deflateRawSync } from "node:zlib";

// A zip bomb built in the test (issue 12 item 3): one deflated entry of zeros, `inflatedMiB`
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
