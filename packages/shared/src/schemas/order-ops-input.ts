import { z } from "zod";
import { LIMITS } from "../constants/limits";
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

/** PUT /ops/order/{id}/confirm: the carrier's booking confirmation. */
export const confirmBookingSchema = z
  .strictObject({
    so_no: opsText(40),
    carrier_id: z.number({ error: "v.required" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid"),
    vessel: opsText(60),
    voyage: opsText(20),
    etd: isoDateSchema,
    eta: isoDateSchema,
    si_cutoff: timestampSchema,
    vgm_cutoff: timestampSchema,
    cy_cutoff: timestampSchema,
  })
  .superRefine((form, ctx) => {
    if (form.eta < form.etd) ctx.addIssue({ code: "custom", path: ["eta"], message: "v.eta_before_etd" });
    // a cut-off falls before the ship leaves: at the latest on the ETD's day
    const departureEnd = new Date(`${form.etd}T23:59:59.999-12:00`).getTime();
    for (const field of ["si_cutoff", "vgm_cutoff", "cy_cutoff"] as const) {
      if (new Date(form[field]).getTime() > departureEnd)
        ctx.addIssue({ code: "custom", path: [field], message: "v.past_cutoff" });
    }
  });
export type ConfirmBooking = z.output<typeof confirmBookingSchema>;

/** POST /ops/order/{id}/document: the multipart fields beside the file. */
export const orderDocumentFieldsSchema = z.strictObject({
  document_type: formInt(0).pipe(z.number().min(1, "v.enum").max(9, "v.enum")),
  remark: z.string().trim().max(LIMITS.REMARK_MAX, "v.max_length").optional().default(""),
});
