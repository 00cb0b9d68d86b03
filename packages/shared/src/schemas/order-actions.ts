import { z } from "zod";
import { LIMITS } from "../constants/limits";
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

/** PUT /order/fail {id, reason}: returning the bill draft, the reason is required. */
export const billFailSchema = z.strictObject({ id: requiredId, reason: reasonText });

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
