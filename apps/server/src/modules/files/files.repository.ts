import { type AnyColumn, and, count, eq, gt, inArray, type SQL, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type FileRow, files, users } from "../../db/schema";

export type { FileRow };

/** Where a stored file is fetched by its capability link: `${FILE_URL_PREFIX}${id}/${token}` (fileUrl). */
export const FILE_URL_PREFIX = "/api/file/";

/** fileUrl in SQL, for answers the database writes (the directory's logos): "" without a file. */
export function fileUrlSql(id: SQL | AnyColumn, token: SQL | AnyColumn): SQL {
  return sql`coalesce(${FILE_URL_PREFIX} || ${id} || '/' || ${token}, '')`;
}

export async function insertFile(
  db: Db,
  values: {
    owner_id: number | null;
    purpose: string;
    name: string;
    mime: string;
    size: number;
    sha256: string;
    token: string;
    data: Buffer | null;
  },
) {
  const [row] = await db.insert(files).values(values).returning({ id: files.id, token: files.token, name: files.name });
  return row;
}

/**
 * A file by its capability URL. The URL lives as long as the file (a profile's logo or licence is
 * replaced, never edited), but a disabled account's files are no longer served: the
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

export function findOwnedFile(db: Db, id: number, ownerId: number, purpose: string) {
  return db
    .select({ id: files.id, token: files.token, name: files.name })
    .from(files)
    .where(and(eq(files.id, id), eq(files.owner_id, ownerId), eq(files.purpose, purpose)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The id and token of each file, for its capability URL. */
export function findFileTokens(db: Db, ids: number[]) {
  return db.select({ id: files.id, token: files.token }).from(files).where(inArray(files.id, ids));
}

/** How many files, and how many bytes, the owner stored in the last 24 hours. */
export async function uploadsOfLastDay(db: Db, ownerId: number): Promise<{ files: number; bytes: number }> {
  const [used] = await db
    .select({ files: count(), bytes: sum(files.size).mapWith(Number) })
    .from(files)
    .where(and(eq(files.owner_id, ownerId), gt(files.create_time, sql`now() - interval '24 hours'`)));
  return { files: used?.files ?? 0, bytes: used?.bytes ?? 0 };
}

/** Which of these SHA-256s some file row names. */
export async function namedSha256s(db: Db, sha256s: string[]): Promise<Set<string>> {
  const rows = await db.selectDistinct({ sha256: files.sha256 }).from(files).where(inArray(files.sha256, sha256s));
  return new Set(rows.map((row) => row.sha256));
}
