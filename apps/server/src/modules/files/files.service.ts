import { randomBytes } from "node:crypto";
import { IMAGE_EXTENSIONS, LIMITS } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { MIME_OF, sniff } from "../../lib/file-sniff";
import { digestOf, type Upload, type UploadRule } from "../../lib/multipart";
import { DiskFileStore, type FileStore, IN_ROW_STORE } from "./file-store";
import { FILE_URL_PREFIX, type FileRow, findFileTokens, insertFile, namedSha256s, uploadsOfLastDay } from "./files.repository";

export { fileUrlSql, findFileByToken, findOwnedFile } from "./files.repository";

// Images: logo and license are jpg, jpeg or png, at most 2 MB.
export const UPLOAD_RULES = {
  logo: { extensions: IMAGE_EXTENSIONS, maxBytes: LIMITS.IMAGE_MAX_BYTES },
  license: { extensions: IMAGE_EXTENSIONS, maxBytes: LIMITS.IMAGE_MAX_BYTES },
} satisfies Record<string, UploadRule>;
export type UploadPurpose = keyof typeof UPLOAD_RULES;

export function fileUrl(file: { id: number; token: string } | null | undefined): string {
  return file ? `${FILE_URL_PREFIX}${file.id}/${file.token}` : "";
}

/** The capability URL of each file that exists, by id; nulls are skipped. */
export async function fileLinks(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const present = ids.filter((id): id is number => id !== null);
  if (present.length === 0) return new Map();
  const rows = await findFileTokens(db, present);
  return new Map(rows.map((row) => [row.id, fileUrl(row)]));
}

/**
 * Stores a checked upload: its bytes where the store keeps them, then the row that names them.
 * Its digest is the one taken while it streamed in (lib/multipart.ts): the whole buffer is not
 * hashed again in one go on the event loop.
 */
export async function storeFile(
  db: Db,
  ownerId: number | null,
  purpose: string,
  upload: Upload,
  store: FileStore = IN_ROW_STORE,
) {
  const { name, buffer } = upload;
  const sha256 = digestOf(upload);
  const kind = sniff(buffer);
  await store.put(sha256, buffer);
  return insertFile(db, {
    owner_id: ownerId,
    purpose,
    name: name.slice(0, 255),
    mime: kind ? MIME_OF[kind] : "application/octet-stream",
    size: buffer.length,
    sha256,
    token: randomBytes(18).toString("base64url"),
    data: store.inRow ? buffer : null,
  });
}

/**
 * At start, beside an on-disk embedded database: the bytes of uploads whose row never committed
 * (a process killed in between) and unfinished writes are removed. Nothing to do on PostgreSQL,
 * where the bytes are in the row.
 */
export async function sweepUnnamedFiles(db: Db, store: FileStore) {
  if (!(store instanceof DiskFileStore)) return { files: 0, partial: 0 };
  return store.sweep(async (sha256s) => {
    // one folder's names at a time, asked a thousand at a time (a statement's parameters are few)
    const named = new Set<string>();
    for (let i = 0; i < sha256s.length; i += 1000) {
      for (const sha256 of await namedSha256s(db, sha256s.slice(i, i + 1000))) named.add(sha256);
    }
    return named;
  });
}

/** A stored file's bytes, from its row or from the store beside the database. */
export function bytesOf(file: FileRow, store: FileStore): Promise<Buffer> {
  return file.data ? Promise.resolve(file.data) : store.get(file.sha256);
}

/**
 * Uploads are the costliest request a signed-in user can repeat, so each account has a
 * rolling 24-hour allowance of files and bytes (LIMITS), checked before the body is read.
 */
export async function assertUploadAllowance(db: Db, ownerId: number): Promise<void> {
  const used = await uploadsOfLastDay(db, ownerId);
  if (used.files >= LIMITS.UPLOAD_DAILY_FILES || used.bytes >= LIMITS.UPLOAD_DAILY_BYTES) {
    throw new AppError("UPLOAD_QUOTA_EXCEEDED", {
      params: { files: LIMITS.UPLOAD_DAILY_FILES, size: `${LIMITS.UPLOAD_DAILY_BYTES / 1024 / 1024}MB` },
    });
  }
}
