import { z } from "zod";
import { LIMITS } from "../constants/limits";
import { canonicalRedline, REDLINE_LIMITS } from "../orders/bill-redlines";
import { MAX_ID } from "./common";
import { supplyFieldsSchema, supplyShapeIssues } from "./supply";

// The pinned wire contract: the bodies of the customer's bill, payment and telex calls
// (PUT /order/pass, /fail, /pay, /telex) and of operations' actions after the
// instruction (/ops/order/{id}/bill, payment-reject, invoice, release, amend-si).

const requiredElse = (other: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "v.required" : other;

/** A record id in a body, required: missing reads "required", a wrong value "invalid". */
const requiredId = z
  .number({ error: requiredElse("v.invalid") })
  .int("v.invalid")
  .positive("v.invalid")
  .max(MAX_ID, "v.invalid");

const reasonText = z.string({ error: "v.required" }).trim().min(1, "v.required").max(LIMITS.REMARK_MAX, "v.max_length");

/** Money travels as a decimal string with at most 2 places (never a float). */
export function moneySchema(allowZero = false) {
  return (
    z
      .string({ error: requiredElse("v.money") })
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, "v.money")
      .refine((value) => allowZero || Number(value) > 0, "v.money")
      // "1250.5" → "1250.50": the amount as the database and every reader write it
      .transform((value) => {
        const [whole, cents = ""] = value.split(".");
        return `${whole.replace(/^0+(?=\d)/, "")}.${cents.padEnd(2, "0")}`;
      })
  );
}

/** An ISO 4217 code of the currency list (`/currency`), checked against it by the server. */
export const currencyCodeSchema = z
  .string({ error: requiredElse("v.currency") })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, "v.currency"));

/** PUT /order/pass {id}. */
export const orderIdBodySchema = z.strictObject({ id: requiredId });

/**
 * A comment pinned to a field of the returned draft (docs/PRODUCT-RULES.md, "Bill redlines"). Each
 * message names the comment by its number (1-based), since the list has no labels of its own.
 */
const billCommentSchema = z.strictObject({
  field: z.string({ error: requiredElse("v.redline_field") }).trim(),
  text: z.string({ error: requiredElse("v.redline_text") }).trim(),
});

/**
 * PUT /order/fail {id, reason, comments?}: returning the bill draft, the reason is required; the
 * comments name known fields (stored in their canonical spelling), each field at most once. The
 * container index is checked against the order's rows by the server.
 */
export const billFailSchema = z
  .strictObject({
    id: requiredId,
    reason: reasonText,
    comments: z
      .array(billCommentSchema, { error: "v.invalid" })
      .max(REDLINE_LIMITS.COMMENTS_MAX, "v.max_items")
      .optional()
      .default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.comments.forEach((comment, index) => {
      const flag = (key: "field" | "text", message: string, params: Record<string, unknown>) =>
        ctx.addIssue({ code: "custom", path: ["comments", index, key], message, params: { n: index + 1, ...params } });
      const field = canonicalRedline(comment.field);
      if (comment.field.length > REDLINE_LIMITS.FIELD_MAX || field === null)
        flag("field", "v.redline_field", { value: comment.field });
      else if (seen.has(field)) flag("field", "v.redline_duplicate", { value: field });
      else seen.add(field);
      if (comment.text.length < 1 || comment.text.length > REDLINE_LIMITS.TEXT_MAX) {
        flag("text", "v.redline_text", { limit: REDLINE_LIMITS.TEXT_MAX });
      }
    });
  })
  .transform((body) => ({
    ...body,
    comments: body.comments.map((comment) => ({ field: canonicalRedline(comment.field) ?? comment.field, text: comment.text })),
  }));
export type BillFail = z.output<typeof billFailSchema>;

/** PUT /order/pay and /order/telex {id, filename}: `filename` is the `file` POST /attachment answered. */
export const attachmentActionSchema = z.strictObject({ id: requiredId, filename: requiredId });
export type AttachmentAction = z.output<typeof attachmentActionSchema>;

/** A bill-of-lading number as carriers print it. */
const mblNoSchema = z
  .string({ error: "v.required" })
  .trim()
  .min(1, "v.required")
  .max(40, "v.max_length")
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]+$/, "v.invalid"));

/** PUT /ops/order/{id}/bill: the MBL number and the bill draft (a type-3 document of the order). */
export const publishBillSchema = z.strictObject({ mbl_no: mblNoSchema, file: requiredId });
export type PublishBill = z.output<typeof publishBillSchema>;

/** PUT /ops/order/{id}/payment-reject {reason}. */
export const paymentRejectSchema = z.strictObject({ reason: reasonText });

/** PUT /ops/order/{id}/invoice: the invoice (a type-4 document of the order) and its amount. */
export const issueInvoiceSchema = z.strictObject({ file: requiredId, amount: moneySchema(), currency: currencyCodeSchema });
export type IssueInvoice = z.output<typeof issueInvoiceSchema>;

/** PUT /ops/order/{id}/release: the telex release (a type-7 document of the order). */
export const releaseSchema = z.strictObject({ file: requiredId });

/**
 * PUT /ops/order/{id}/amend-si: operations change a submitted instruction for the customer (once
 * submitted, changes incur a change fee; its amount is the operator's, and may be waived as 0).
 */
export const amendSiSchema = supplyFieldsSchema
  .extend({ fee: moneySchema(true), currency: currencyCodeSchema, reason: reasonText })
  .superRefine((form, ctx) => {
    for (const issue of supplyShapeIssues(form)) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message, params: issue.params });
    }
  });
export type AmendSi = z.output<typeof amendSiSchema>;
