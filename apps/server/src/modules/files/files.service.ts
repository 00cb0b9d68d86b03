import { createHash, randomBytes } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import { IMAGE_EXTENSIONS, LIMITS } from "@haiyun/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isAllowedFile, MIME_OF, sniff } from "../../lib/file-sniff";

export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
}

// spec §5 "Images": logo and license are jpg, jpeg or png, at most 2 MB.
export const UPLOAD_RULES = {
  logo: { extensions: IMAGE_EXTENSIONS, maxBytes: LIMITS.IMAGE_MAX_BYTES },
  license: { extensions: IMAGE_EXTENSIONS, maxBytes: LIMITS.IMAGE_MAX_BYTES },
} satisfies Record<string, UploadRule>;
export type UploadPurpose = keyof typeof UPLOAD_RULES;

export function fileUrl(file: { id: number; token: string } | null | undefined): string {
  return file ? `/api/file/${file.id}/${file.token}` : "";
}

function sizeLabel(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024}MB` : `${Math.round(bytes / 1024)}KB`;
}

/** Reads one multipart file under the rule's limit, refusing empty, oversized or mistyped files. */
export async function readUpload(part: MultipartFile, rule: UploadRule): Promise<{ name: string; buffer: Buffer }> {
  // counted while it streams in: an oversized file is refused at the rule's limit, not read whole
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file) {
      size += chunk.length;
      if (size > rule.maxBytes) {
        part.file.destroy();
        throw new AppError("FILE_TOO_LARGE", { status: 413, params: { max: sizeLabel(rule.maxBytes) } });
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("FILE_TOO_LARGE", { status: 413, params: { max: sizeLabel(rule.maxBytes) } });
    }
    throw err;
  }
  if (part.file.truncated) throw new AppError("FILE_TOO_LARGE", { status: 413, params: { max: sizeLabel(rule.maxBytes) } });
  const buffer = Buffer.concat(chunks);
  if (buffer.length === 0) throw new AppError("FILE_EMPTY", { status: 400 });
  if (!isAllowedFile(part.filename, buffer, rule.extensions)) {
    throw new AppError("FILE_TYPE_NOT_ALLOWED", { status: 415, params: { types: rule.extensions.join(", ") } });
  }
  return { name: part.filename, buffer };
}

export async function storeFile(db: Db, ownerId: number | null, purpose: string, name: string, buffer: Buffer) {
  const kind = sniff(buffer);
  const [row] = await db
    .insert(files)
    .values({
      owner_id: ownerId,
      purpose,
      name: name.slice(0, 255),
      mime: kind ? MIME_OF[kind] : "application/octet-stream",
      size: buffer.length,
      sha256: createHash("sha256").update(buffer).digest("hex"),
      token: randomBytes(18).toString("base64url"),
      data: buffer,
    })
    .returning({ id: files.id, token: files.token, name: files.name });
  return row;
}

export function findFileByToken(db: Db, id: number, token: string) {
  return db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.token, token)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findOwnedFile(db: Db, id: number, ownerId: number, purpose: string) {
  return db
    .select({ id: files.id, token: files.token, name: files.name })
    .from(files)
    .where(and(eq(files.id, id), eq(files.owner_id, ownerId), eq(files.purpose, purpose)))
    .limit(1)
    .then((rows) => rows[0]);
}
