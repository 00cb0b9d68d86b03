import { z } from "zod";
import { specialCargoViewShape, vgmDeclarationViewSchema } from "../cargo/special-cargo";
import { LIMITS } from "../constants/limits";
import { billCommentViewSchema } from "../orders/bill-redlines";
import { formInt, pageQuerySchema, queryInt } from "./common";
import { payeeSchema } from "./config";
import { contactViewSchema } from "./contact";
import { orderChargeSchema } from "./order-charge";
import { cutOffViewSchema, opsOrderDetailSchema, orderDocumentSchema, orderRowSchema, orderSpaceViewSchema } from "./order-view";

// The pinned wire contract: what GET /order/shipment/{id} answers (the instruction record
// and its container rows), the customer's attachments (/attachment), and operations'
// view of an order with its instruction. Names come in the caller's language; absent ones are "".

/** A container row of the instruction: ids as stored, the type and the package unit named. */
export const supplyContainerViewSchema = z.object({
  id: z.number().int(),
  container_no: z.string(),
  seal_no: z.string(),
  container_id: z.number().int().nullable(),
  container_name: z.string(),
  package: z.number().nullable(),
  package_uid: z.number().int().nullable(),
  package_unit_name: z.string(),
  weight: z.number().nullable(),
  volume: z.number().nullable(),
  vgm: z.number().nullable(),
  vgm_declaration: vgmDeclarationViewSchema.nullable().optional(),
  /** what the booking row carries (an FCL booking's container rows): the sheet prints it */
  ...specialCargoViewShape,
  /** the type and the unit in English, whatever the caller's language: what a bill of lading prints */
  container_name_en: z.string(),
  package_unit_name_en: z.string(),
});
export type SupplyContainerView = z.infer<typeof supplyContainerViewSchema>;

/** A document of the order as its list shows it (the bill draft is type 3). */
export const documentItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: z.string(),
  type: z.number().int(),
  url: z.string(),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

/**
 * The instruction record: the order's row (ports, carrier, terms, sailing, ready date, mode
 * names), the original spaces, the parties, and the instruction. Before a first save the rows are
 * the booking's container rows and the text fields are empty.
 */
export const supplyRecordSchema = orderRowSchema.extend({
  spaces: z.array(orderSpaceViewSchema),
  /** each party's country in English besides (`country_name_en`): a bill of lading prints it so */
  contacts: z.array(contactViewSchema.omit({ id: true }).extend({ country_name_en: z.string() })),
  marks_no: z.string(),
  description: z.string(),
  /** the attachment id of the manifest (document type 8), as PUT /order/shipment takes it back */
  manifest_file: z.number().int().nullable(),
  manifest_file_name: z.string(),
  /** the manifest's download path (GET, with the caller's token) */
  manifest_file_url: z.string(),
  vgm_method: z.number().int().nullable(),
  vgm_method_name: z.string(),
  containers: z.array(supplyContainerViewSchema),
  /** the order's cut-offs in the port of loading's time, earliest first */
  cut_offs: z.array(cutOffViewSchema),
  /** when the instruction was submitted (status 2 → 3); null before */
  submit_time: z.string().nullable(),
  /** the newest bill-of-lading draft (document type 3) operations published, for the bill-confirm dialog */
  bill_document: documentItemSchema.nullable(),
  /** the comments pinned to fields of the returned bill (status 20 only; else []) */
  bill_redlines: z.array(billCommentViewSchema),
  /** what the order owes beyond its freight (an accepted revision's fee), oldest first */
  charges: z.array(orderChargeSchema),
  /**
   * The names a bill of lading prints, in English whatever the caller's language (a bill is an
   * English document; the sheet's labels follow the reader, its data does not).
   */
  from_name_en: z.string(),
  pol_name_en: z.string(),
  pod_name_en: z.string(),
  to_name_en: z.string(),
  freight_term_name_en: z.string(),
  vgm_method_name_en: z.string(),
});
export type SupplyRecord = z.infer<typeof supplyRecordSchema>;

/** The answer of POST /attachment and POST /ops/order/{id}/document: `file` is what later calls name. */
export const attachmentResultSchema = z.object({ file: z.number().int(), name: z.string(), url: z.string() });
export type AttachmentResult = z.infer<typeof attachmentResultSchema>;

/** GET /attachment and GET /attachment/{id}: a file the caller uploaded for an order. */
export const attachmentViewSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  document_type: z.number().int(),
  document_type_name: z.string(),
  name: z.string(),
  /** the `description` sent with the upload; `remark` is the same text under the document list's name */
  description: z.string(),
  remark: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  create_time: z.string(),
  url: z.string(),
  /** the action that used it (pay, telex, supply_submit); null while it can still be deleted */
  consumed_by: z.string().nullable(),
});
export type AttachmentView = z.infer<typeof attachmentViewSchema>;

/** Document types a customer uploads: receipt 5, guarantee 6, manifest 8, other 9, DG declaration 10. */
export const CUSTOMER_DOCUMENT_TYPES = [5, 6, 8, 9, 10] as const;

/** File types of each customer upload, checked by content on the server. */
export const ATTACHMENT_EXTENSIONS: Record<(typeof CUSTOMER_DOCUMENT_TYPES)[number], readonly string[]> = {
  5: ["jpg", "jpeg", "png", "pdf"],
  6: ["jpg", "jpeg", "png", "pdf", "doc", "docx"],
  8: ["pdf", "xls", "xlsx"],
  9: ["pdf", "jpg", "jpeg", "png", "doc", "docx", "xls", "xlsx"],
  10: ["pdf", "jpg", "jpeg", "png", "doc", "docx"],
};

/** The longest file name an upload may carry (with its extension). */
export const FILE_NAME_MAX = 255;

/** POST /attachment: the multipart text fields beside `file` (each arrives as text). */
export const attachmentFieldsSchema = z.strictObject({
  order_id: formInt(),
  document_type: formInt(0).pipe(z.literal(CUSTOMER_DOCUMENT_TYPES, { error: "v.enum" })),
  description: z.string().trim().max(LIMITS.REMARK_MAX, "v.max_length").optional().default(""),
});
export type AttachmentFields = z.output<typeof attachmentFieldsSchema>;

/**
 * GET /attachment: the caller's own uploads, newest first, as `{ list, total }` — of one of their
 * orders with `order_id`, else of all their orders. A page holds up
 * to 100 (an order's whole list, in practice) unless `size` says fewer.
 */
export const attachmentQuerySchema = pageQuerySchema().extend({
  order_id: queryInt(1).optional(),
  size: queryInt(1).max(LIMITS.LIST_PAGE_MAX, "v.max_value").default(LIMITS.LIST_PAGE_MAX),
});
export type AttachmentQuery = z.output<typeof attachmentQuerySchema>;

/** GET /order/document/{id}: the list items, `url` the download path. */
export const orderDocumentListSchema = z.object({ list: z.array(orderDocumentSchema), total: z.number().int() });

/** GET /ops/order/{id}: the order, its instruction (null before one was saved), documents, and the last bill refusal. */
export const opsOrderViewSchema = opsOrderDetailSchema.extend({
  supply: supplyRecordSchema.nullable(),
  documents: z.array(orderDocumentSchema),
  /** the reason the customer gave when they last failed the bill draft (status 20); "" when none */
  bill_fail_reason: z.string(),
});
export type OpsOrderView = z.infer<typeof opsOrderViewSchema>;

/**
 * GET /order/{id}/payment: what the Pay dialog shows — what is owed (the invoice's amount once
 * operations issued one, else the booking's estimate from its quote; "none" when neither is
 * known), the change fees operations charged for amending the instruction — owed on top of an
 * estimate; an invoice includes them, so beside it the list is empty — and the account to pay.
 * Amounts are decimal strings.
 */
export const orderPaymentSchema = z.object({
  basis: z.enum(["invoice", "estimate", "none"]),
  amount: z.string().nullable(),
  currency: z.string(),
  change_fees: z.array(z.object({ amount: z.string(), currency: z.string(), create_time: z.string() })),
  payee: payeeSchema,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
