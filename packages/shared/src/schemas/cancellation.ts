import { z } from "zod";
import { LIMITS } from "../constants/limits";
import { feeSchema } from "../time/fee-tier";
import { reasonSchema } from "./order-ops-input";

// Cancellation requests after confirmation (docs/PRODUCT-RULES.md, "Cancellation requests"): the
// customer asks with a reason having seen the fee, operations accept (the order is cancelled and
// the fee charged) or decline with a reason (the order goes on).

/** POST /order/{id}/cancellation: why the customer wants out. */
export const cancellationRequestSchema = reasonSchema;

/** PUT /ops/order/{id}/cancellation: operations' decision; declining needs a reason. */
export const cancellationDecisionSchema = z
  .strictObject({
    decision: z.enum(["accept", "decline"], { error: "v.invalid" }),
    reason: z.string({ error: "v.invalid" }).trim().max(LIMITS.REMARK_MAX, "v.max_length").optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === "decline" && !body.reason) {
      context.addIssue({ code: "custom", path: ["reason"], message: "v.required" });
    }
  });

/** The answer to a request: it is open, and the fee it will cost if operations accept. */
export const cancellationRequestedSchema = z.object({
  status: z.literal("requested"),
  fee: feeSchema,
});
export type CancellationRequested = z.infer<typeof cancellationRequestedSchema>;

/** GET /order/{id}/cancellation/fee: what asking now would cost (tier, amount, currency). */
export const cancellationFeeSchema = feeSchema;
