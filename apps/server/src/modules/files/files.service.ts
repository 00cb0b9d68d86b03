import { createHash, randomBytes } from "node:crypto";
import { IMAGE_EXTENSIONS, LIMITS } from "@haiyun/shared";
import { and, count, eq, gt, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type FileRow, files, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { MIME_OF, sniff } from "../../lib/file-sniff";
import type { UploadRule } from "../../lib/multipart";
import { type FileStore, IN_ROW_STORE } from "./file-store";

// spec §5 "Images": logo and license are jpg, jpeg or png, at most 2 MB.
export const UPLOAD_RULES = {
  logo: { extensions: IMAGE_EXTENSIONS, maxBytes: LIMITS.IMAGE_MAX_BYTES },
  license: { extensions: IMAGE_EXTENSIONS, maxBytes: LIMITS.IMAGE_MAX_BYTES },
} satisfies Record<string, UploadRule>;
export type UploadPurpose = keyof typeof UPLOAD_RULES;

export function fileUrl(file: { id: number; token: string } | null | undefined): string {
  return file ? `/api/file/${file.id}/${file.token}` : "";
}

/** Stores a checked upload: its bytes where the store keeps them, then the row that names them. */
export async function storeFile(
  db: Db,
  ownerId: number | null,
  purpose: string,
  name: string,
  buffer: Buffer,
  store: FileStore = IN_ROW_STORE,
) {
  const kind = sniff(buffer);
  const sha256 = createHash("sha256").update(buffer).digest("hex");
  await store.put(sha256, buffer);
  const [row] = await db
    .insert(files)
    .values({
      owner_id: ownerId,
      purpose,
      name: name.slice(0, 255),
      mime: kind ? MIME_OF[kind] : "application/octet-stream",
      size: buffer.length,
      sha256,
      token: randomBytes(18).toString("base64url"),
      data: store.inRow ? buffer : null,
    })
    .returning({ id: files.id, token: files.token, name: files.name });
  return row;
}

/**
 * A file by its capability URL. The URL lives as long as the file (a profile's logo or licence is
 * replaced, never edited), but a disabled account's files are no longer served (issue 7): the
 * link stops working the moment an admin disables the owner, and works again if re-enabled.
 */
export function findFileByToken(db: Db, id: number, token: string) {
  return db
    .select({ file: files })
    .from(files)
    .leftJoin(users, eq(users.id, files.owner_id))
    .where(and(eq(files.id, id), eq(files.token, token), sql`coalesce(${users.enabled}, true)`))
    .limit(1)
    .then((rows) => rows[0]?.file);
}

/** A stored file's bytes, from its row or from the store beside the database. */
export function bytesOf(file: FileRow, store: FileStore): Promise<Buffer> {
  return file.data ? Promise.resolve(file.data) : store.get(file.sha256);
}

/**
 * Issue 7: uploads are the costliest request a signed-in user can repeat, so each account has a
 * rolling 24-hour allowance of files and bytes (LIMITS), checked before the body is read.
 */
export async function assertUploadAllowance(db: Db, ownerId: number): Promise<void> {
  const [used] = await db
    .select({ files: count(), bytes: sum(files.size).mapWith(Number) })
    .from(files)
    .where(and(eq(files.owner_id, ownerId), gt(files.create_time, sql`now() - interval '24 hours'`)));
  if ((used?.files ?? 0) >= LIMITS.UPLOAD_DAILY_FILES || (used?.bytes ?? 0) >= LIMITS.UPLOAD_DAILY_BYTES) {
    throw new AppError("UPLOAD_QUOTA_EXCEEDED", {
      status: 429,
      params: { files: LIMITS.UPLOAD_DAILY_FILES, size: `${LIMITS.UPLOAD_DAILY_BYTES / 1024 / 1024}MB` },
    });
  }
}

export function findOwnedFile(db: Db, id: number, ownerId: number, purpose: string) {
  return db
    .select({ id: files.id, token: files.token, name: files.name })
    .from(files)
    .where(and(eq(files.id, id), eq(files.owner_id, ownerId), eq(files.purpose, purpose)))
    .limit(1)
    .then((rows) => rows[0]);
}
