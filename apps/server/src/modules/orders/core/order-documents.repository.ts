import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { countries, files, orderDocuments, orders } from "../../../db/schema";
import { pageOf, totalCount } from "../../../lib/pagination";

// An order's documents and the customer's attachments are one table (order_documents,
// the bytes and checksum in files): operations' uploads have uploader_role "ops", the customer's
// "owner". An attachment an action used (consumed_by) stays, and can no longer be deleted.

const documentColumns = {
  id: orderDocuments.id,
  order_id: orderDocuments.order_id,
  document_type: orderDocuments.document_type,
  remark: orderDocuments.remark,
  uploaded_by: orderDocuments.uploaded_by,
  uploader_role: orderDocuments.uploader_role,
  consumed_by: orderDocuments.consumed_by,
  create_time: orderDocuments.create_time,
  file_id: orderDocuments.file_id,
  name: files.name,
  size: files.size,
  sha256: files.sha256,
};

/** Documents with their file's name, size and checksum; `extra` adds columns (a list's total). */
function documents<E extends SelectedFields>(db: Db, extra: E = {} as E) {
  return db
    .select({ ...documentColumns, ...extra })
    .from(orderDocuments)
    .innerJoin(files, eq(files.id, orderDocuments.file_id));
}

/** One document with its order's owner and status (who may read it, whether it may still go). */
export async function findDocument(db: Db, id: number) {
  const [row] = await db
    .select({ ...documentColumns, owner_id: orders.owner_id, order_status: orders.status })
    .from(orderDocuments)
    .innerJoin(files, eq(files.id, orderDocuments.file_id))
    .innerJoin(orders, eq(orders.id, orderDocuments.order_id))
    .where(eq(orderDocuments.id, id));
  return row;
}

/** A page of the customer's uploads, for one order or all, newest first, and how many there are. */
export async function listAttachments(
  db: Db,
  uploaderId: number,
  page: { orderId: number | undefined; offset: number; limit: number },
) {
  const where = and(
    page.orderId === undefined ? undefined : eq(orderDocuments.order_id, page.orderId),
    eq(orderDocuments.uploaded_by, uploaderId),
    eq(orderDocuments.uploader_role, "owner"),
  );
  const rows = await documents(db, { total: totalCount() })
    .where(where)
    .orderBy(desc(orderDocuments.id))
    .offset(page.offset)
    .limit(page.limit);
  return pageOf(rows, page.offset, () => db.$count(orderDocuments, where));
}

/**
 * A document of the order of a type, locked for the transaction; with `uploaderId` only the
 * customer's own upload that no action has used yet (what pay, telex and the manifest link).
 */
export async function lockOrderDocument(
  db: Db,
  where: { id: number; orderId: number; type: number; uploaderId?: number; unconsumed?: boolean },
) {
  const [row] = await db
    .select({ id: orderDocuments.id, file_id: orderDocuments.file_id, consumed_by: orderDocuments.consumed_by })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.id, where.id),
        eq(orderDocuments.order_id, where.orderId),
        eq(orderDocuments.document_type, where.type),
        where.uploaderId === undefined
          ? undefined
          : and(eq(orderDocuments.uploaded_by, where.uploaderId), eq(orderDocuments.uploader_role, "owner")),
        where.unconsumed ? isNull(orderDocuments.consumed_by) : undefined,
      ),
    )
    .for("update");
  return row;
}

/** Records the action that used an attachment. */
export async function markConsumed(db: Db, id: number, action: string): Promise<void> {
  await db.update(orderDocuments).set({ consumed_by: action }).where(eq(orderDocuments.id, id));
}

/** Deletes a document and its stored file, if no action used it meanwhile; false when one did. */
export async function deleteUnconsumedDocument(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .delete(orderDocuments)
    .where(and(eq(orderDocuments.id, id), isNull(orderDocuments.consumed_by)))
    .returning({ file_id: orderDocuments.file_id });
  if (!row) return false;
  await db.delete(files).where(eq(files.id, row.file_id));
  return true;
}

/** The newest document of a type on the order (the bill draft the customer checks). */
export async function latestDocumentOfType(db: Db, orderId: number, type: number) {
  const [row] = await documents(db)
    .where(and(eq(orderDocuments.order_id, orderId), eq(orderDocuments.document_type, type)))
    .orderBy(desc(orderDocuments.id))
    .limit(1);
  return row;
}

/** The uploader_role of the PDFs the portal writes (modules/orders/documents). */
export const WRITTEN_ROLE = "system";

/** The newest document of a type the portal wrote for the order (documents/written-documents.ts). */
export async function latestWrittenDocument(db: Db, orderId: number, type: number) {
  const [row] = await documents(db, { source_digest: orderDocuments.source_digest })
    .where(
      and(
        eq(orderDocuments.order_id, orderId),
        eq(orderDocuments.document_type, type),
        eq(orderDocuments.uploader_role, WRITTEN_ROLE),
      ),
    )
    .orderBy(desc(orderDocuments.id))
    .limit(1);
  return row;
}

/** Countries' names in both languages by id (the parties a booking version keeps name theirs by id). */
export function countryNamesOf(db: Db, ids: number[]) {
  return db
    .select({ id: countries.id, cn: countries.name_cn, en: countries.name_en })
    .from(countries)
    .where(inArray(countries.id, ids));
}

/** The stored file of a document, bytes included (downloads). */
export async function findDocumentFile(db: Db, fileId: number) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row;
}

export type DocumentRow = Awaited<ReturnType<typeof listAttachments>>["rows"][number];
