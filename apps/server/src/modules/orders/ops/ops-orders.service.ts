import { type Lang, mayUpload, type OrderDocument } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { Upload } from "../../../lib/multipart";
import type { FileStore } from "../../files/file-store";
import { storeFile } from "../../files/files.service";
import { OPS_SCOPE, visibleOr404 } from "../core/order-access";
import { latestWrittenDocument } from "../core/order-documents.repository";
import { insertOrderDocument } from "../core/order-events.repository";
import { findOrder } from "../core/order-row.repository";
import { invalidTransition } from "../core/order-transition.service";
import { lockOrder } from "../core/orders.repository";
import {
  billDraft,
  type DocumentWriter,
  DRAW_RETRY_AFTER_S,
  digestOfData,
  documentSourceOf,
  drawDocument,
  storeWrittenDocument,
} from "../documents";
import { presentDocument } from "../instruction";

// Operations' documents on an order. Their actions (confirm, reject, cancel, the bill, invoice,
// release and the instruction's amendment) are in actions/, each one transition.

/**
 * POST /ops/order/{id}/document: a document on a submitted order, inside operations' upload window
 * (UPLOAD_WINDOWS: not on a completed or cancelled order). The file is stored as the order's
 * customer's, so its link lives as long as their account, whoever of operations uploaded.
 */
export async function attachDocument(
  db: Db,
  store: FileStore,
  operator: { id: number; lang: Lang },
  orderId: number,
  input: { document_type: number; remark: string; file: Upload },
): Promise<OrderDocument & { file: number }> {
  return db.transaction(async (tx) => {
    const order = visibleOr404(OPS_SCOPE, await findOrder(tx, orderId));
    if (!mayUpload("ops", order.status, input.document_type)) throw invalidTransition(order.status, operator.lang);
    const stored = await storeFile(tx, order.owner_id, "order_document", input.file, store);
    const row = await insertOrderDocument(tx, {
      order_id: order.id,
      document_type: input.document_type,
      file_id: stored.id,
      remark: input.remark,
      uploaded_by: operator.id,
    });
    // `file` is what the bill, invoice and release actions name
    return { ...presentDocument({ ...row, name: stored.name }, operator.lang), file: row.id };
  });
}

/**
 * POST /ops/order/{id}/bill-draft: a bill-of-lading draft written from the instruction in force
 * (documents/bill-draft.ts), for operations to publish as they would an uploaded one. While the
 * instruction is what the last written draft printed, that draft is answered again: two clicks,
 * or a retry, write one file. The PDF is drawn between two short database visits, holding no
 * connection or lock (20 drafts drawn inside their transactions took every connection
 * of the pool, and other requests answered 503); the caller holds a drawing slot (draw-slots.ts).
 */
export async function writeBillDraft(
  db: Db,
  writer: DocumentWriter,
  operator: { lang: Lang },
  orderId: number,
): Promise<OrderDocument & { file: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const source = await documentSourceOf(db, visibleOr404(OPS_SCOPE, await findOrder(db, orderId)).id);
    const data = billDraft.pick(source);
    if (data === null) throw invalidTransition(source.cn.status, operator.lang);
    const digest = digestOfData(billDraft.type, data);
    const last = await latestWrittenDocument(db, orderId, billDraft.type);
    const written =
      last?.source_digest === digest
        ? last
        : await storeBillDraft(db, writer, orderId, digest, await drawDocument(billDraft, data, writer, source.cn.order_no));
    if (written) return { ...presentDocument(written, operator.lang), file: written.id };
    // what the draft prints changed while it was drawn: drawn again from the new instruction
    if (attempt >= 3) throw new AppError("DOCUMENT_BUSY", { params: { seconds: DRAW_RETRY_AFTER_S } });
  }
}

/**
 * Stores a drawn bill draft when the order still prints what it was drawn from (locked: two
 * requests at once store one draft between them); the draft in force, or null when it changed.
 */
function storeBillDraft(db: Db, writer: DocumentWriter, orderId: number, digest: string, bytes: Buffer) {
  return db.transaction(async (tx) => {
    const order = visibleOr404(OPS_SCOPE, await lockOrder(tx, orderId));
    const source = await documentSourceOf(tx, order.id);
    const data = billDraft.pick(source);
    if (data === null || digestOfData(billDraft.type, data) !== digest) return null;
    const last = await latestWrittenDocument(tx, order.id, billDraft.type);
    if (last?.source_digest !== digest) await storeWrittenDocument(tx, writer, source, billDraft, { data, digest, bytes });
    return latestWrittenDocument(tx, order.id, billDraft.type);
  });
}
