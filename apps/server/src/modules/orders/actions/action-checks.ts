import type { DocumentType, Lang } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { AppError, fieldError } from "../../../lib/app-error";
import { lockOrderDocument, markConsumed } from "../core/order-documents.repository";
import { documentTypeInText, findOfferedCurrencies } from "../instruction";

// What several order actions check inside their transition: the document an action names, the
// currency of an amount.

/**
 * The order's document of `type` named by `file` (what POST /ops/order/{id}/document answered), or
 * a 404 naming the type.
 */
export async function documentOf(tx: Db, orderId: number, file: number, type: DocumentType, lang: Lang) {
  const document = await lockOrderDocument(tx, { id: file, orderId, type });
  if (!document) throw new AppError("DOCUMENT_NOT_FOUND", { params: { type: documentTypeInText(type, lang) } });
  return document;
}

/**
 * The customer's upload of `type` for this order that no action used yet, now used by `action`:
 * the link and the status change commit together. Anything else — another customer's upload,
 * another order's, another type, one used before — is the same 404 and changes nothing.
 */
export async function consumeAttachment(
  tx: Db,
  {
    orderId,
    attachmentId,
    type,
    uploaderId,
    action,
    lang,
  }: {
    orderId: number;
    attachmentId: number;
    type: DocumentType;
    uploaderId: number;
    action: string;
    lang: Lang;
  },
) {
  const attachment = await lockOrderDocument(tx, { id: attachmentId, orderId, type, uploaderId, unconsumed: true });
  if (!attachment) throw new AppError("ATTACHMENT_NOT_FOUND", { params: { type: documentTypeInText(type, lang) } });
  await markConsumed(tx, attachment.id, action);
  return attachment;
}

/** The currency must be one the currency list offers. */
export async function assertCurrency(tx: Db, currency: string, lang: Lang) {
  if (!(await findOfferedCurrencies(tx, [currency])).has(currency)) throw fieldError("currency", "v.unknown_option", lang);
}
