import type { DocumentType } from "@haiyun/shared/constants/order-status";
import type { OrderAction } from "@haiyun/shared/constants/order-transitions";
import { type ActionDocument, ORDER_ACTION_CONTRACT } from "@haiyun/shared/schemas/order-contract";
import type { AttachmentResult } from "@haiyun/shared/schemas/supply-view";
import { api } from "./api-client";
import { newIdempotencyKey } from "./idempotency-key";
import { callOrderAction, type OrderActionAnswer, type OrderActionBody, type OrderActionOptions } from "./order-action-client";

// The documents of an order's steps: the owner's upload (POST /attachment, with progress) and
// operations' (POST /ops/order/{id}/document), and the file actions that upload their document
// first and then name it (ORDER_ACTION_CONTRACT's `document`).

/** What an upload answers: the stored file, named in the step that uses it. */
export type UploadedAttachment = AttachmentResult;

export interface AttachmentUpload {
  orderId: number;
  documentType: number;
  file: File;
  description?: string;
}

/**
 * POST /attachment (multipart, with progress). Each attempt carries its own Idempotency-Key: the
 * same bytes sent again by the network are stored once, a second choice of the user is its own.
 */
export function uploadAttachment(
  { orderId, documentType, file, description }: AttachmentUpload,
  onProgress?: (n: number) => void,
) {
  const form = new FormData();
  // the fields before the file, so that a streaming parser has them when the file arrives
  form.append("order_id", String(orderId));
  form.append("document_type", String(documentType));
  if (description) form.append("description", description);
  form.append("file", file);
  return api.upload<UploadedAttachment>("/attachment", form, onProgress, { headers: { "Idempotency-Key": newIdempotencyKey() } });
}

export interface OrderDocumentUpload {
  document_type: number;
  file: File;
  remark?: string;
}

/**
 * POST /ops/order/{id}/document (multipart). Each attempt carries a new Idempotency-Key:
 * a request repeated by the network is stored once, while a second attempt of the user is its own.
 */
export function uploadOrderDocument(id: number, { document_type, file, remark }: OrderDocumentUpload) {
  const form = new FormData();
  // the fields before the file, so that a streaming parser has them when the file arrives
  form.append("document_type", String(document_type));
  form.append("remark", remark?.trim() ?? "");
  form.append("file", file);
  return api.post<UploadedAttachment>(`/ops/order/${id}/document`, form, { headers: { "Idempotency-Key": newIdempotencyKey() } });
}

type Uploader = (
  orderId: number,
  type: DocumentType,
  file: File,
  onProgress?: (percent: number) => void,
) => Promise<UploadedAttachment>;

/** The upload routes the contract names, each with the multipart fields its route reads. */
const UPLOADERS: Record<string, Uploader> = {
  "POST /attachment": (orderId, documentType, file, onProgress) => uploadAttachment({ orderId, documentType, file }, onProgress),
  "POST /ops/order/:id/document": (orderId, document_type, file) => uploadOrderDocument(orderId, { document_type, file }),
};

/** The actions that name a document they uploaded first. */
export type FileOrderAction = {
  [A in OrderAction]: (typeof ORDER_ACTION_CONTRACT)[A] extends { document: ActionDocument } ? A : never;
}[OrderAction];

/** The document an action names: its type, upload route and body field. */
export function documentOf(action: FileOrderAction): ActionDocument {
  return ORDER_ACTION_CONTRACT[action].document;
}

/** Uploads the document of `action` to the order (its contract's upload route); answers the stored file. */
export function uploadActionDocument(
  action: FileOrderAction,
  orderId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadedAttachment> {
  const { type, upload } = documentOf(action);
  const uploader = UPLOADERS[`${upload.method} ${upload.path}`];
  if (!uploader) throw new Error(`no uploader for ${upload.method} ${upload.path}`);
  return uploader(orderId, type, file, onProgress);
}

/** The body of a file action without the document's field, which the upload fills in. */
export type FileActionFields<A extends FileOrderAction> = Omit<
  OrderActionBody<A>,
  (typeof ORDER_ACTION_CONTRACT)[A]["document"]["field"]
>;

/**
 * Uploads the action's document, then takes the action naming the stored `file` in the contract's
 * field. A step refused after the upload leaves the document on the order; a second try uploads anew.
 */
export async function takeFileAction<A extends FileOrderAction>(
  action: A,
  orderId: number,
  file: File,
  fields: FileActionFields<A>,
  options?: OrderActionOptions<A> & { onProgress?: (percent: number) => void },
): Promise<OrderActionAnswer<A>> {
  const stored = await uploadActionDocument(action, orderId, file, options?.onProgress);
  const body = { ...fields, [documentOf(action).field]: stored.file } as unknown as OrderActionBody<A>;
  const { onProgress: _onProgress, ...rest } = options ?? {};
  return callOrderAction(action, orderId, body, rest as OrderActionOptions<A>);
}
