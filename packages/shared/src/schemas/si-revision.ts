import { z } from "zod";
import { LIMITS } from "../constants/limits";
import { REQUEST_STATE } from "../constants/order-transitions";
import { fieldChangeSchema } from "../orders/field-diff";
import { feeSchema } from "../time/fee-tier";
import { reasonSchema } from "./order-ops-input";
import { supplyFieldsSchema, supplyShapeIssues } from "./supply";

// Shipping-instruction revisions (docs/PRODUCT-RULES.md, "SI revisions"): after the one-time
// submit the owner proposes a new instruction, sees its difference and fee first, and operations
// accept or decline it. The body is PUT /order/shipment/{id}'s without `action`.

/** A revision's state: the submitted instruction (revision 1, or an operations amendment), or a request's. */
export const REVISION_STATUSES = ["submitted", REQUEST_STATE.REQUESTED, REQUEST_STATE.ACCEPTED, REQUEST_STATE.DECLINED] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

/** POST /order/shipment/{id}/revision/preview: the proposed instruction, judged as a submit is. */
export const revisionPreviewBodySchema = supplyFieldsSchema.superRefine((form, ctx) => {
  for (const issue of supplyShapeIssues(form)) {
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message, params: issue.params });
  }
});
export type RevisionPreviewBody = z.output<typeof revisionPreviewBodySchema>;

/** POST /order/shipment/{id}/revision: the proposed instruction and the customer's yes to the fee shown. */
export const revisionBodySchema = supplyFieldsSchema
  .extend({
    accept_fee: z.literal(true, { error: "v.accept_fee" }),
    /** what the change is for, as operations and the charge read it */
    reason: z.string({ error: "v.invalid" }).trim().max(LIMITS.REMARK_MAX, "v.max_length").optional().default(""),
  })
  .superRefine((form, ctx) => {
    for (const issue of supplyShapeIssues(form)) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message, params: issue.params });
    }
  });
export type RevisionBody = z.output<typeof revisionBodySchema>;
export type RevisionBodyInput = z.input<typeof revisionBodySchema>;

/** PUT /ops/order/{id}/revision: accept the open revision, or decline it with a reason. */
export const revisionDecisionSchema = z
  .strictObject({
    decision: z.enum(["accept", "decline"], { error: "v.enum" }),
    reason: reasonSchema.shape.reason.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === "decline" && !body.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "v.required" });
  });

/** The preview's answer: what changes against the last accepted instruction, and what it costs now. */
export const revisionPreviewSchema = z.object({ diff: z.array(fieldChangeSchema), fee: feeSchema });
export type RevisionPreview = z.infer<typeof revisionPreviewSchema>;

/** POST /order/shipment/{id}/revision's answer: the new revision's number, its state and fee. */
export const revisionAnswerSchema = z.object({
  revision: z.number().int(),
  status: z.literal(REQUEST_STATE.REQUESTED),
  fee: feeSchema,
});
export type RevisionAnswer = z.infer<typeof revisionAnswerSchema>;

/** GET /order/shipment/{id}/revisions: one revision as both sides read it. */
export const revisionViewSchema = z.object({
  revision: z.number().int(),
  status: z.enum(REVISION_STATUSES),
  /** "owner" (the customer's submit or request) or "ops" (an operations amendment) */
  by: z.enum(["owner", "ops"]),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** null: no fee (the submitted instruction) */
  fee: feeSchema.nullable(),
  /** why the customer asked (or operations amended) */
  reason: z.string(),
  /** why operations declined */
  decision_reason: z.string(),
  /** against the accepted (or submitted) revision before it */
  diff: z.array(fieldChangeSchema),
});
export type RevisionView = z.infer<typeof revisionViewSchema>;
