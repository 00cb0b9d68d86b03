// A file kept as a PDF must be one a reader can open, not bytes that merely start with "%PDF-".
// A reader starts at the end: the last "%%EOF", the "startxref" before it, and the byte offset
// that names, where the cross-reference is — a classic "xref" table followed by a trailer, or
// (PDF 1.5+) an "N G obj" cross-reference stream. Both must name the document's /Root. Only the
// head and the tail are read and one forward search for the trailer: time and memory stay linear
// in the file (at most the 10 MB upload limit) with no PDF library.

const latin1 = (buffer: Buffer, start: number, end: number) =>
  buffer.toString("latin1", Math.max(0, start), Math.min(buffer.length, end));

/** How far from the end "%%EOF" may stand (the spec's 1024 bytes; some writers append a few more). */
const TAIL_BYTES = 2048;
/** How much of a trailer or stream dictionary is read for its /Root. */
const DICTIONARY_BYTES = 4096;

/** Where the last cross-reference section starts, as the file's tail declares; null when it does not. */
function startxrefOf(buffer: Buffer): number | null {
  const tailStart = Math.max(0, buffer.length - TAIL_BYTES);
  const tail = latin1(buffer, tailStart, buffer.length);
  const eof = tail.lastIndexOf("%%EOF");
  if (eof < 0) return null;
  const match = /startxref\s+(\d{1,10})\s*$/.exec(tail.slice(0, eof));
  if (!match?.[1]) return null;
  const offset = Number(match[1]);
  const keyword = tailStart + (match.index ?? 0);
  return offset > 0 && offset < keyword ? offset : null;
}

/** A classic table: "xref", a subsection "first count", entries, then a trailer naming /Root. */
function isXrefTable(buffer: Buffer, at: number): boolean {
  const head = latin1(buffer, at, at + 64);
  if (!/^xref\s+\d+\s+\d+\s+\d{10} \d{5} [nf]/.test(head)) return false;
  const trailer = buffer.indexOf("trailer", at, "latin1");
  if (trailer < 0) return false;
  return /^trailer\s*<<[\s\S]*\/Root\s+\d+\s+\d+\s+R/.test(latin1(buffer, trailer, trailer + DICTIONARY_BYTES));
}

/** A cross-reference stream: an indirect object whose dictionary is /Type /XRef and names /Root. */
function isXrefStream(buffer: Buffer, at: number): boolean {
  const head = latin1(buffer, at, at + DICTIONARY_BYTES);
  const object = /^\d+\s+\d+\s+obj\s*<<([\s\S]*?)>>\s*stream\r?\n/.exec(head);
  const dictionary = object?.[1];
  return dictionary !== undefined && /\/Type\s*\/XRef\b/.test(dictionary) && /\/Root\s+\d+\s+\d+\s+R/.test(dictionary);
}

/** True when `buffer` has a PDF's header, end and a cross-reference a reader can start from. */
export function isReadablePdf(buffer: Buffer): boolean {
  if (!/^%PDF-\d\.\d/.test(latin1(buffer, 0, 8))) return false;
  const offset = startxrefOf(buffer);
  if (offset === null) return false;
  // a writer may leave an end-of-line before the section it points at
  const at = offset + (/^\s*/.exec(latin1(buffer, offset, offset + 16))?.[0].length ?? 0);
  return isXrefTable(buffer, at) || isXrefStream(buffer, at);
}
