import { z } from "zod";
import { LIMITS } from "../constants/limits";
import { fieldChangeSchema } from "../orders/field-diff";
import { bookingFieldsSchema, bookingShapeIssues, bookingSubmitIssues, isoDateSchema } from "./order";
import { confirmBookingSchema, reasonSchema } from "./order-ops-input";

// What changes a booking after its submission (docs/PRODUCT-RULES.md, "Booking updates and
// amendments"): the customer's direct update while it awaits booking, operations' feedback asking
// for one, an amendment request after confirmation and its decision, and the versions it leaves.

type Fields = z.output<typeof bookingFieldsSchema>;

/** The rules across fields that a submitted booking keeps (a submit's, without its `action`). */
function submitRules(form: Fields, ctx: z.RefinementCtx) {
  for (const issue of [...bookingShapeIssues(form), ...bookingSubmitIssues(form)]) {
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
}

/** PUT /order/{id}/booking: the submitted booking edited by its owner while it awaits booking. */
export const bookingUpdateSchema = bookingFieldsSchema.superRefine(submitRules);
export type BookingUpdate = z.output<typeof bookingUpdateSchema>;

/**
 * The booking an amendment asks for. Its ready date may stay as booked even once past (the cargo
 * was ready then); a changed one may not be past, which the server judges against the order.
 */
export const amendmentBookingSchema = bookingFieldsSchema
  .extend({ ready_date: isoDateSchema.nullable().optional() })
  .superRefine(submitRules);
export type AmendmentBooking = z.output<typeof amendmentBookingSchema>;

/** POST /order/{id}/amendment. */
export const amendmentRequestSchema = reasonSchema.extend({ booking: amendmentBookingSchema });
export type AmendmentRequest = z.output<typeof amendmentRequestSchema>;
export type AmendmentRequestInput = z.input<typeof amendmentRequestSchema>;

export const amendmentAnswerSchema = z.object({ amendment_id: z.number().int(), status: z.literal("requested") });

export const DECISIONS = ["accept", "decline"] as const;

/**
 * PUT /ops/order/{id}/amendment: accept (optionally re-confirming the sailing with the confirm
 * body) or decline with a reason.
 */
export const amendmentDecisionSchema = z
  .strictObject({
    decision: z.enum(DECISIONS, { error: "v.enum" }),
    reason: z.string({ error: "v.invalid" }).trim().max(LIMITS.REMARK_MAX, "v.max_length").optional().default(""),
    confirmation: confirmBookingSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === "decline" && body.reason === "") {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "v.required" });
    }
    if (body.decision === "decline" && body.confirmation) {
      ctx.addIssue({ code: "custom", path: ["confirmation"], message: "v.unknown_field" });
    }
  });
export type AmendmentDecisionInput = z.input<typeof amendmentDecisionSchema>;

export const FEEDBACK_SEVERITIES = ["info", "warning", "error"] as const;
export type FeedbackSeverity = (typeof FEEDBACK_SEVERITIES)[number];

/** The booking form's top-level fields a feedback may name (a path below them: "contacts[0].phone"). */
const BOOKING_FIELDS = new Set(Object.keys(bookingFieldsSchema.shape));
const FIELD_PATH = /^[a-z_0-9]+(\[\d{1,3}\])?(\.[a-z_0-9]+(\[\d{1,3}\])?)*$/;

export const feedbackSchema = z.strictObject({
  severity: z.enum(FEEDBACK_SEVERITIES, { error: "v.enum" }),
  field: z
    .string({ error: "v.required" })
    .trim()
    .min(1, "v.required")
    .max(100, "v.max_length")
    .refine((path) => FIELD_PATH.test(path) && BOOKING_FIELDS.has(path.split(/[.[]/)[0] ?? ""), "v.invalid"),
  message: z.string({ error: "v.required" }).trim().min(1, "v.required").max(500, "v.max_length"),
});
export type Feedback = z.output<typeof feedbackSchema>;

/** PUT /ops/order/{id}/request-update. */
export const requestUpdateSchema = z.strictObject({
  feedbacks: z.array(feedbackSchema, { error: "v.invalid" }).min(1, "v.min_items").max(20, "v.max_items"),
});
export type RequestUpdateInput = z.input<typeof requestUpdateSchema>;

/** GET /order/{id}/versions: each version with its changes against the one before. */
export const orderVersionSchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  by: z.string(),
  reason: z.string(),
  diff: z.array(fieldChangeSchema),
});
export type OrderVersion = z.infer<typeof orderVersionSchema>;

export const UPDATE_STATES = ["pending_update", "update_received"] as const;

/** GET /order/{id}/amendment-state: feedbacks and the latest amendment request, for both sides. */
export const amendmentStateSchema = z.object({
  /** operations asked for an update ("pending_update") or the owner updated since; null otherwise */
  update_status: z.enum(UPDATE_STATES).nullable(),
  feedbacks: z.array(z.object({ severity: z.enum(FEEDBACK_SEVERITIES), field: z.string(), message: z.string() })),
  amendment: z
    .object({
      id: z.number().int(),
      status: z.enum(["requested", "accepted", "declined"]),
      reason: z.string(),
      requested_at: z.string(),
      decided_at: z.string().nullable(),
      decision_reason: z.string(),
      /** the requested booking against the order as it stood when asked (or as it stands, while open) */
      diff: z.array(fieldChangeSchema),
      /** the requested booking's fields, for the form to show */
      booking: z.record(z.string(), z.unknown()),
    })
    .nullable(),
});
export type AmendmentState = z.infer<typeof amendmentStateSchema>;
