import { constants, createInflateRaw, inflateRawSync } from "node:zlib";

// A zip-based upload (.xlsx) is judged before any parser inflates it. The central
// directory and each local header are read here, by hand, so a 1 MB zip bomb is refused for what
// it declares; then every entry is inflated as a counted stream (nothing kept), so an entry that
// inflates past what it declared is refused too. SheetJS sizes its buffers from the local header
// and inflates each entry from there to the end of its deflate stream; the checks mirror that.

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  /** where the entry's data starts (after its local header) */
  dataStart: number;
  compressedSize: number;
  /** the largest uncompressed size any header declares for the entry */
  declaredSize: number;
}

export type ZipProblem = "corrupt" | "too_large";

export class ZipGuardError extends Error {
  constructor(
    readonly problem: ZipProblem,
    message: string,
  ) {
    super(message);
    this.name = "ZipGuardError";
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const corrupt = (why: string) => new ZipGuardError("corrupt", why);
const tooLarge = (why: string) => new ZipGuardError("too_large", why);

/** Every 8-byte size a ZIP64 extra field (0x0001) may hold, read in each way a reader might. */
function zip64Sizes(buf: Buffer, start: number, end: number): number[] {
  const sizes: number[] = [];
  let p = start;
  while (p + 4 <= end) {
    const id = buf.readUInt16LE(p);
    const size = buf.readUInt16LE(p + 2);
    const body = p + 4;
    if (body + size > end) throw corrupt("extra field runs past its header");
    if (id === 0x0001) {
      for (let q = body; q + 8 <= body + size; q += 8) sizes.push(Number(buf.readBigUInt64LE(q)));
    }
    p = body + size;
  }
  return sizes;
}

/** The last end-of-central-directory signature, searched from the end as SheetJS does. */
function findEndRecord(buf: Buffer): number {
  for (let i = buf.length - 4; i >= 0; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      if (i > buf.length - 22) throw corrupt("truncated end of central directory");
      return i;
    }
  }
  throw corrupt("no end of central directory");
}

/** Reads the directory without inflating anything; refuses too many entries or too many declared bytes. */
export function readZipDirectory(buf: Buffer, limits: ZipLimits): ZipEntry[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw corrupt("not a zip file");
  const end = findEndRecord(buf);
  const disk = buf.readUInt16LE(end + 4);
  const cdDisk = buf.readUInt16LE(end + 6);
  const count = buf.readUInt16LE(end + 8);
  const total = buf.readUInt16LE(end + 10);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (disk !== 0 || cdDisk !== 0 || count !== total) throw corrupt("multi-disk archive");
  // 0xFFFF entries means "see the ZIP64 record": far beyond any limit we accept
  if (count > limits.maxEntries) throw tooLarge(`${count} entries`);
  if (cdOffset >= end) throw corrupt("central directory outside the file");

  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL) throw corrupt("bad central directory entry");
    const flags = buf.readUInt16LE(p + 8);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const nameEnd = p + 46 + nameLength;
    if (nameEnd + extraLength + commentLength > end) throw corrupt("central directory entry runs past the directory");
    const name = buf.toString(flags & 0x800 ? "utf8" : "latin1", p + 46, nameEnd);
    const sizes = [buf.readUInt32LE(p + 20), buf.readUInt32LE(p + 24), ...zip64Sizes(buf, nameEnd, nameEnd + extraLength)];

    const local = readLocalHeader(buf, localOffset, end);
    sizes.push(...local.sizes);
    // a stored entry is copied as is; a deflated one may claim any size in any header
    const declaredSize = Math.max(...sizes);
    if ((flags | local.flags) & 0x41) throw corrupt("encrypted entry");
    if (local.method !== 0 && local.method !== 8) throw corrupt(`compression method ${local.method}`);
    declaredTotal += declaredSize;
    if (declaredTotal > limits.maxUncompressedBytes) throw tooLarge(`declares more than ${limits.maxUncompressedBytes} bytes`);
    entries.push({
      name,
      method: local.method,
      dataStart: local.dataStart,
      compressedSize: local.compressedSize,
      declaredSize,
    });
    p = nameEnd + extraLength + commentLength;
  }
  return entries;
}

function readLocalHeader(buf: Buffer, offset: number, limit: number) {
  if (offset + 30 > limit || buf.readUInt32LE(offset) !== LOCAL) throw corrupt("bad local header");
  const nameLength = buf.readUInt16LE(offset + 26);
  const extraLength = buf.readUInt16LE(offset + 28);
  const extraStart = offset + 30 + nameLength;
  const dataStart = extraStart + extraLength;
  if (dataStart > limit) throw corrupt("local header runs past the data");
  const compressedSize = buf.readUInt32LE(offset + 18);
  return {
    flags: buf.readUInt16LE(offset + 6),
    method: buf.readUInt16LE(offset + 8),
    compressedSize,
    sizes: [compressedSize, buf.readUInt32LE(offset + 22), ...zip64Sizes(buf, extraStart, dataStart)],
    dataStart,
  };
}

/** Inflates one deflated entry as a stream, counting; refuses it past `allowed` bytes. Keeps nothing. */
function inflatedSizeAtMost(data: Buffer, allowed: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
    let size = 0;
    inflater.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > allowed) {
        inflater.destroy();
        reject(tooLarge("an entry inflates past its declared size"));
      }
    });
    inflater.on("end", () => resolve(size));
    inflater.on("error", () => reject(corrupt("bad deflate data")));
    inflater.end(data);
  });
}

/** Proves that no deflated entry inflates past the size its headers declared. */
export async function verifyZipSizes(buf: Buffer, entries: readonly ZipEntry[]): Promise<void> {
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    // from the data start to the end of the file: a reader inflates up to the stream's own end
    await inflatedSizeAtMost(buf.subarray(entry.dataStart), entry.declaredSize);
  }
}

/** An entry's bytes as they inflate, chunk by chunk; refused past its declared size all the same. */
export async function* entryChunks(buf: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.method === 0) {
    yield buf.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
  inflater.end(buf.subarray(entry.dataStart));
  let size = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.declaredSize) throw tooLarge("an entry inflates past its declared size");
      yield chunk;
    }
  } catch (err) {
    throw err instanceof ZipGuardError ? err : corrupt("bad deflate data");
  } finally {
    inflater.destroy();
  }
}

/** One entry inflated whole; only for entries whose sizes were verified. */
export function inflateEntry(buf: Buffer, entry: ZipEntry): Buffer {
  if (entry.method === 0) return buf.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  return inflateRawSync(buf.subarray(entry.dataStart), { maxOutputLength: Math.max(entry.declaredSize, 1) });
}

/** The start of an entry: what its first `compressedBytes` bytes inflate to (a few KB of XML). */
export function inflateEntryHead(buf: Buffer, entry: ZipEntry, compressedBytes = 4096): Buffer {
  if (entry.method === 0) return buf.subarray(entry.dataStart, entry.dataStart + Math.min(entry.compressedSize, compressedBytes));
  const slice = buf.subarray(entry.dataStart, entry.dataStart + compressedBytes);
  return inflateRawSync(slice, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(entry.declaredSize, 1) });
}

export interface ArchiveLimits extends ZipLimits {
  /** the most an entry may declare per compressed byte, once it declares `ratioFromBytes` or more */
  maxRatio: number;
  ratioFromBytes: number;
  /** an entry the archive must hold, named case-insensitively (an OOXML package's `[Content_Types].xml`) */
  requiredEntry?: string;
}

/** Whether this many bytes of deflate data could come from `size` bytes: deflate adds 5 bytes a 64 KB block at most. */
const deflatesFrom = (compressed: number, size: number) => compressed <= size + Math.ceil(size / 1000) + 64;

/**
 * Judges a zip kept as a file by what it declares, inflating nothing: its end record
 * must close the file, its central directory lie inside it and each entry's data before it; the
 * sizes the directory declares must stay under the limits, each large entry under the ratio, and
 * no entry may hold more compressed bytes than its declared size could deflate to (a size that
 * lies low). Whatever inflates such a file later bounds its own inflating (entryChunks).
 */
export function judgeArchive(buf: Buffer, limits: ArchiveLimits): void {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw corrupt("not a zip file");
  // the end record is the last 22 bytes and its comment: nothing may follow it
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD && i + 22 + buf.readUInt16LE(i + 20) === buf.length) {
      end = i;
      break;
    }
  }
  if (end < 0) throw corrupt("no end of central directory");
  const count = buf.readUInt16LE(end + 10);
  const cdSize = buf.readUInt32LE(end + 12);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (buf.readUInt16LE(end + 4) !== 0 || buf.readUInt16LE(end + 6) !== 0 || buf.readUInt16LE(end + 8) !== count) {
    throw corrupt("multi-disk archive");
  }
  // 0xFFFF entries means "see the ZIP64 record": far beyond any limit we accept
  if (count > limits.maxEntries) throw tooLarge(`${count} entries`);
  if (cdOffset + cdSize > end) throw corrupt("central directory outside the file");

  let declaredTotal = 0;
  let found = limits.requiredEntry === undefined;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cdOffset + cdSize || buf.readUInt32LE(p) !== CENTRAL) throw corrupt("bad central directory entry");
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    let compressed = buf.readUInt32LE(p + 20);
    let size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const next = p + 46 + nameLength + extraLength + buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    if (next > cdOffset + cdSize) throw corrupt("central directory entry runs past the directory");
    const name = buf.toString(flags & 0x800 ? "utf8" : "latin1", p + 46, p + 46 + nameLength);
    // a size of 0xFFFFFFFF is in the ZIP64 field: 4 GiB or more declared, or a lie either way
    if (size === 0xffffffff) size = Math.max(size, ...zip64Sizes(buf, p + 46 + nameLength, p + 46 + nameLength + extraLength));
    if (compressed === 0xffffffff) compressed = Number.MAX_SAFE_INTEGER;
    if (flags & 0x41) throw corrupt("encrypted entry");
    if (method !== 0 && method !== 8) throw corrupt(`compression method ${method}`);

    declaredTotal += size;
    if (declaredTotal > limits.maxUncompressedBytes) throw tooLarge(`declares more than ${limits.maxUncompressedBytes} bytes`);
    if (size >= limits.ratioFromBytes && size > compressed * limits.maxRatio) throw tooLarge(`${name} declares ${size} bytes`);
    if (method === 0 ? compressed !== size : !deflatesFrom(compressed, size))
      throw tooLarge(`${name} holds more than it declares`);

    if (localOffset + 30 > cdOffset || buf.readUInt32LE(localOffset) !== LOCAL) throw corrupt("bad local header");
    const dataStart = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (dataStart + compressed > cdOffset) throw corrupt("entry data runs past the central directory");
    if (!found && name.toLowerCase() === limits.requiredEntry?.toLowerCase()) found = true;
    p = next;
  }
  if (!found) throw corrupt(`no ${limits.requiredEntry}`);
}
