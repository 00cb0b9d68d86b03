import { createHash } from "node:crypto";
import { isoInZone } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { type FileStore, IN_ROW_STORE } from "../../files/file-store";
import { storeFile } from "../../files/files.service";
import { isoCodesOf } from "../cargo";
import { latestWrittenDocument, WRITTEN_ROLE } from "../core/order-documents.repository";
import { insertOrderDocument } from "../core/order-events.repository";
import { IN_FORCE, latestRevision } from "../instruction";
import { getOpsOrder, getOwnOrder } from "../list";
import { billDraft } from "./bill-draft";
import { bookedPartyRows } from "./booked-parties";
import { AUTOMATIC_KINDS } from "./document-kinds";
import { drawOnThread } from "./draw-thread";
import { type DocumentSource, type GeneratedKind, writesDocuments } from "./kind";

// The PDFs the portal writes for an order (docs/ARCHITECTURE.md, "Written documents"). After every
// order action, inside its transaction, each automatic kind picks the data it prints from the
// order; when that data's SHA-256 differs from the one its newest written document was drawn from,
// a new PDF is drawn and stored as an order document of its type (uploader_role "system"): the
// document dialog lists it, the download routes serve it, the list's replaced_by marks the one
// before. The bill draft is written only when operations ask for it.

export { AUTOMATIC_KINDS, billDraft, writesDocuments };

/** What writing needs besides the transaction: where bytes go, the portal's name, the clock. */
export interface DocumentWriter {
  store: FileStore;
  /** the portal's name (app_title), read before the transaction */
  brand: string;
  /** the business time zone the footer's time is printed in */
  timeZone: string;
  now: () => Date;
}

/** The order as the documents read it, both languages (through `db`: the action's transaction). */
export async function documentSourceOf(db: Db, orderId: number): Promise<DocumentSource> {
  const cn = await getOpsOrder(db, orderId, "cn");
  const typeIds = [...cn.spaces, ...(cn.supply?.containers ?? [])].flatMap((row) => (row.container_id ? [row.container_id] : []));
  const [en, revision, bookedParties, isoCodes] = await Promise.all([
    getOwnOrder(db, cn.owner_id, orderId, "en"),
    latestRevision(db, orderId, IN_FORCE),
    bookedPartyRows(db, orderId),
    isoCodesOf(db, typeIds),
  ]);
  return { cn, en, revision: revision?.revision ?? null, bookedParties, isoCodes: Object.fromEntries(isoCodes) };
}

/** The digest of what a document prints: its type and its data, as JSON. */
export function digestOfData(type: number, data: unknown): string {
  return createHash("sha256").update(JSON.stringify({ type, data })).digest("hex");
}

/** Draws a kind's PDF for its data (on a drawing thread: draw-thread.ts). */
export async function drawDocument<Data>(kind: GeneratedKind<Data>, data: Data, writer: DocumentWriter, orderNo: string) {
  const now = writer.now();
  const generatedAt = isoInZone(now, writer.timeZone).slice(0, 16).replace("T", " ");
  const meta = {
    title: kind.title,
    reference: kind.reference(data),
    brand: writer.brand,
    generatedAt: `${generatedAt} (${writer.timeZone})`,
    subject: orderNo,
  };
  return drawOnThread({ type: kind.type, data, meta, createdAt: now.getTime() });
}

/**
 * Writes `kind` for the order when it has data to print and that data differs from what its last
 * written document printed (or always, with `force`). Answers the new document's id, or null.
 */
export async function writeDocument<Data>(
  tx: Db,
  writer: DocumentWriter,
  source: DocumentSource,
  kind: GeneratedKind<Data>,
  force = false,
): Promise<{ id: number; file_id: number } | null> {
  const data = kind.pick(source);
  if (data === null) return null;
  const digest = digestOfData(kind.type, data);
  if (!force && (await latestWrittenDocument(tx, source.cn.id, kind.type))?.source_digest === digest) return null;
  const bytes = await drawDocument(kind, data, writer, source.cn.order_no);
  return storeWrittenDocument(tx, writer, source, kind, { data, digest, bytes });
}

/** Stores a drawn document of `kind` for the order: its file, then the document that names it. */
export async function storeWrittenDocument<Data>(
  tx: Db,
  writer: DocumentWriter,
  source: DocumentSource,
  kind: GeneratedKind<Data>,
  drawn: { data: Data; digest: string; bytes: Buffer },
): Promise<{ id: number; file_id: number }> {
  const file = await storeFile(
    tx,
    source.cn.owner_id,
    "order_document",
    { name: kind.fileName(drawn.data), buffer: drawn.bytes },
    writer.store,
  );
  const document = await insertOrderDocument(tx, {
    order_id: source.cn.id,
    document_type: kind.type,
    file_id: file.id,
    uploader_role: WRITTEN_ROLE,
    source_digest: drawn.digest,
  });
  return { id: document.id, file_id: file.id };
}

/** After an action: every automatic kind written again where what it prints changed. */
export async function refreshWrittenDocuments(tx: Db, writer: DocumentWriter, orderId: number): Promise<void> {
  const source = await documentSourceOf(tx, orderId);
  for (const kind of AUTOMATIC_KINDS) await writeDocument(tx, writer, source, kind);
}

/** A writer whose bytes go into the row (tests, the seed), in `timeZone`. */
export function rowWriter(brand: string, timeZone: string, now: () => Date = () => new Date()): DocumentWriter {
  return { store: IN_ROW_STORE, brand, timeZone, now };
}
