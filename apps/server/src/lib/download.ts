import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";

export interface Download {
  /** the name the user sees, any language */
  name: string;
  /** the plain-ASCII name for clients that cannot read the UTF-8 one */
  asciiName?: string;
  type: string;
  bytes: Buffer;
  /** the stored checksum, when there is one; computed from the bytes otherwise */
  sha256?: string;
  /** e.g. "private, max-age=86400, immutable"; no-store by default */
  cacheControl?: string;
}

/** RFC 6266: an ASCII fallback name for old clients, the real one in UTF-8 (filename*). */
export function contentDisposition(name: string, asciiName?: string): string {
  const ascii =
    (asciiName ?? name)
      .replace(/[^\x20-\x7e]/g, "_")
      .replace(/["\\]/g, "_")
      .trim() || "download";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * Every download is sent this way: as an attachment (never shown inline), not sniffed, with its
 * length and its SHA-256 so a client can check what arrived.
 */
export function sendDownload(reply: FastifyReply, download: Download) {
  const sha256 = download.sha256 ?? createHash("sha256").update(download.bytes).digest("hex");
  return reply
    .header("content-type", download.type)
    .header("content-length", download.bytes.length)
    .header("content-disposition", contentDisposition(download.name, download.asciiName))
    .header("x-content-type-options", "nosniff")
    .header("x-checksum-sha256", sha256)
    .header("cache-control", download.cacheControl ?? "no-store")
    .send(download.bytes);
}
