import { z } from "zod";
import { CUT_OFF_CODES, type CutOffCode, isCutOffCode, LEGACY_CUT_OFFS } from "../constants/cut-offs";
import { LIMITS } from "../constants/limits";
import { DOCUMENT_TYPE } from "../constants/order-status";
import { isLocalDateTime } from "../time/zoned-time";
import { formInt, MAX_ID } from "./common";
import { isoDateSchema } from "./order";

// What operations send about an order: a reason to cancel or refuse, the carrier's booking
// confirmation, and the fields beside an uploaded document. order-view.ts re-exports all of it.

export const reasonSchema = z.strictObject({
  reason: z.string({ error: "v.required" }).trim().min(1, "v.required").max(LIMITS.REMARK_MAX, "v.max_length"),
});
export const cancelByIdSchema = reasonSchema.extend({
  id: z.number({ error: "v.invalid" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid"),
});

const timestampSchema = z.iso.datetime({ offset: true, error: "v.invalid" });
const opsText = (max: number) =>
  z
    .string({ error: "v.required" })
    .trim()
    .min(1, "v.required")
    .max(max, "v.max_length")
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9 ./_-]+$/, "v.pattern"));

/**
 * A cut-off as operations send it: a DCSA code and either an instant (ISO 8601 with an offset) or
 * a local date-time without one ("2026-12-01T17:00"), read at the port of loading.
 */
export const cutOffInputSchema = z.strictObject({
  code: z
    .string({ error: "v.required" })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isCutOffCode, "v.cut_off_code")
    .transform((value) => value as CutOffCode),
  at: z
    .string({ error: "v.required" })
    .trim()
    .refine((value) => isLocalDateTime(value) || timestampSchema.safeParse(value).success, "v.cut_off_at"),
});
export type CutOffInput = z.output<typeof cutOffInputSchema>;

const LEGACY_FIELDS = Object.keys(LEGACY_CUT_OFFS) as (keyof typeof LEGACY_CUT_OFFS)[];

/**
 * PUT /ops/order/{id}/confirm: the carrier's booking confirmation. The cut-offs come as a list
 * (`cut_offs`), or as the three fields of before (`si_cutoff`, `vgm_cutoff`, `cy_cutoff`: DCO, VCO
 * and the delivery cut-off), or both, each code once. Whether each falls before departure is
 * judged by the server in the port of loading's time zone (order-cut-offs.ts).
 */
export const confirmBookingSchema = z
  .strictObject({
    so_no: opsText(40),
    carrier_id: z.number({ error: "v.required" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid"),
    vessel: opsText(60),
    voyage: opsText(20),
    etd: isoDateSchema,
    eta: isoDateSchema,
    si_cutoff: timestampSchema.optional(),
    vgm_cutoff: timestampSchema.optional(),
    cy_cutoff: timestampSchema.optional(),
    cut_offs: z.array(cutOffInputSchema).max(CUT_OFF_CODES.length, "v.max_items").optional(),
  })
  .superRefine((form, ctx) => {
    if (form.eta < form.etd) ctx.addIssue({ code: "custom", path: ["eta"], message: "v.eta_before_etd" });
    const seen = new Set<string>();
    (form.cut_offs ?? []).forEach((cutOff, i) => {
      if (seen.has(cutOff.code)) ctx.addIssue({ code: "custom", path: ["cut_offs", i, "code"], message: "v.duplicate" });
      seen.add(cutOff.code);
    });
    for (const field of LEGACY_FIELDS) {
      if (form[field] && seen.has(LEGACY_CUT_OFFS[field]))
        ctx.addIssue({ code: "custom", path: [field], message: "v.duplicate" });
    }
    if (seen.size === 0 && LEGACY_FIELDS.every((field) => !form[field]))
      ctx.addIssue({ code: "custom", path: ["cut_offs"], message: "v.min_items" });
  });
export type ConfirmBooking = z.output<typeof confirmBookingSchema>;

/** POST /ops/order/{id}/document: the multipart fields beside the file. */
export const orderDocumentFieldsSchema = z.strictObject({
  document_type: formInt(0).pipe(z.number().min(1, "v.enum").max(DOCUMENT_TYPE.DG_DECLARATION, "v.enum")),
  remark: z.string().trim().max(LIMITS.REMARK_MAX, "v.max_length").optional().default(""),
});
