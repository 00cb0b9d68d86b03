// Uploads are judged by their bytes, never by the name or the browser's MIME type.
export type SniffedKind = "jpg" | "png" | "pdf" | "zip" | "ole";

const SIGNATURES: { kind: SniffedKind; bytes: number[] }[] = [
  { kind: "jpg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // .docx and .xlsx are zip containers; .doc and .xls are OLE2 compound files
  { kind: "zip", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: "ole", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

export function sniff(buffer: Uint8Array): SniffedKind | null {
  for (const { kind, bytes } of SIGNATURES) {
    if (buffer.length >= bytes.length && bytes.every((b, i) => buffer[i] === b)) return kind;
  }
  return null;
}

export const MIME_OF: Record<SniffedKind, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  zip: "application/zip",
  ole: "application/x-ole-storage",
};

/** Which sniffed kinds an extension may carry. */
const KINDS_OF_EXTENSION: Record<string, SniffedKind> = {
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  pdf: "pdf",
  docx: "zip",
  xlsx: "zip",
  doc: "ole",
  xls: "ole",
};

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot + 1).toLowerCase();
}

/** True when the file's bytes are of a type allowed and agree with its extension. */
export function isAllowedFile(filename: string, buffer: Uint8Array, allowedExtensions: readonly string[]): boolean {
  const ext = extensionOf(filename);
  if (!allowedExtensions.includes(ext)) return false;
  const kind = sniff(buffer);
  return kind !== null && KINDS_OF_EXTENSION[ext] === kind;
}
