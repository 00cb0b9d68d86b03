import {
  ATTACHMENT_EXTENSIONS,
  type AttachmentFields,
  type AttachmentQuery,
  type AttachmentResult,
  type AttachmentView,
  type Lang,
  mayUpload,
  type OrderDocument,
} from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { AppError, notFound } from "../../../lib/app-error";
import type { Download } from "../../../lib/download";
import { isAllowedFile } from "../../../lib/file-sniff";
import type { Upload } from "../../../lib/multipart";
import { offsetOf } from "../../../lib/pagination";
import type { FileStore } from "../../files/file-store";
import { bytesOf, storeFile } from "../../files/files.service";
import type { Caller } from "../core/context";
import { maySee, type OrderScope, ownerScope, visibleOr404 } from "../core/order-access";
import {
  type DocumentRow,
  deleteUnconsumedDocument,
  findDocument,
  findDocumentFile,
  listAttachments,
} from "../core/order-documents.repository";
import { insertOrderDocument, listOrderDocuments } from "../core/order-events.repository";
import { findOrder } from "../core/order-row.repository";
import { invalidTransition } from "../core/order-transition.service";
import { attachmentDownloadUrl, documentTypeName, presentDocuments } from "../instruction";

// The customer's uploads for an order — payment receipt (5),
// telex guarantee (6), manifest (8), other (9) — stored with the order's documents. Only the
// uploader reads or deletes one, and only until an action used it; downloads of every document
// are for the order's owner and operations alone (anyone else: the 404 of a missing id).

function present(row: DocumentRow, lang: Lang): AttachmentView {
  return {
    id: row.id,
    order_id: row.order_id,
    document_type: row.document_type,
    document_type_name: documentTypeName(row.document_type, lang),
    name: row.name,
    description: row.remark,
    remark: row.remark,
    size: row.size,
    sha256: row.sha256,
    create_time: row.create_time.toISOString(),
    url: attachmentDownloadUrl(row.id),
    consumed_by: row.consumed_by,
  };
}

/** POST /attachment: the file checked by content for its type, stored with the order. */
export async function uploadAttachment(
  db: Db,
  store: FileStore,
  customer: Caller,
  fields: AttachmentFields,
  file: Upload,
): Promise<AttachmentResult> {
  const extensions = ATTACHMENT_EXTENSIONS[fields.document_type];
  // the file part may have come before document_type: judged again under the type's own list
  if (!isAllowedFile(file.name, file.buffer, extensions)) {
    throw new AppError("FILE_TYPE_NOT_ALLOWED", { params: { types: extensions.join(", ") } });
  }
  return db.transaction(async (tx) => {
    const order = visibleOr404(ownerScope(customer.id), await findOrder(tx, fields.order_id));
    // the customer's upload window (UPLOAD_WINDOWS): once confirmed, never on a cancelled order
    if (!mayUpload("owner", order.status, fields.document_type)) throw invalidTransition(order.status, customer.lang);
    const stored = await storeFile(tx, customer.id, "order_attachment", file, store);
    const row = await insertOrderDocument(tx, {
      order_id: order.id,
      document_type: fields.document_type,
      file_id: stored.id,
      remark: fields.description,
      uploaded_by: customer.id,
      uploader_role: "owner",
    });
    return { file: row.id, name: stored.name, url: attachmentDownloadUrl(row.id) };
  });
}

/** GET /attachment: what the customer uploaded, for one of their orders (another's is a 404) or for all. */
export async function listOwnAttachments(
  db: Db,
  customer: Caller,
  query: AttachmentQuery,
): Promise<{ list: AttachmentView[]; total: number }> {
  if (query.order_id !== undefined) visibleOr404(ownerScope(customer.id), await findOrder(db, query.order_id));
  const { rows, total } = await listAttachments(db, customer.id, {
    orderId: query.order_id,
    offset: offsetOf(query.page, query.size),
    limit: query.size,
  });
  return { list: rows.map((row) => present(row, customer.lang)), total };
}

async function ownAttachment(db: Db, customer: Caller, id: number) {
  const row = await findDocument(db, id);
  if (row?.uploader_role !== "owner" || row.uploaded_by !== customer.id || row.owner_id !== customer.id) {
    throw notFound();
  }
  return row;
}

/** GET /attachment/{id}. */
export async function getAttachment(db: Db, customer: Caller, id: number): Promise<AttachmentView> {
  return present(await ownAttachment(db, customer, id), customer.lang);
}

/** DELETE /attachment/{id}: only before the action that used it (409 after). */
export async function deleteAttachment(db: Db, customer: Caller, id: number): Promise<null> {
  const row = await ownAttachment(db, customer, id);
  if (row.consumed_by !== null) throw new AppError("ATTACHMENT_CONSUMED");
  const deleted = await db.transaction((tx) => deleteUnconsumedDocument(tx, id));
  // an action took it between the read and the delete
  if (!deleted) throw new AppError("ATTACHMENT_CONSUMED");
  return null;
}

/** A document is readable by whoever may see its order. */
const mayRead = (row: { owner_id: number; order_status: number }, scope: OrderScope) =>
  maySee(scope, { owner_id: row.owner_id, status: row.order_status });

/**
 * GET /document/{id}: one document of an order exactly as its list shows it, the one
 * that replaced it included — worked out among the order's documents as the list does.
 */
export async function getDocument(db: Db, scope: OrderScope, id: number, lang: Lang): Promise<OrderDocument> {
  const row = await findDocument(db, id);
  if (!row || !mayRead(row, scope)) throw notFound();
  const shown = presentDocuments(await listOrderDocuments(db, row.order_id), lang).find((doc) => doc.id === id);
  if (!shown) throw notFound();
  return shown;
}

/**
 * GET /document/download/{id} (any document of the order) and /attachment/download/{id} (the
 * customer's uploads): for the order's owner, and for operations on a submitted order.
 */
export async function downloadOf(
  db: Db,
  store: FileStore,
  scope: OrderScope,
  id: number,
  kind: "document" | "attachment",
): Promise<Download> {
  const row = await findDocument(db, id);
  const readable = !!row && (kind === "document" || row.uploader_role === "owner") && mayRead(row, scope);
  if (!readable) throw notFound();
  const file = await findDocumentFile(db, row.file_id);
  if (!file) throw notFound();
  return { name: file.name, type: file.mime, bytes: await bytesOf(file, store), sha256: file.sha256 };
}
