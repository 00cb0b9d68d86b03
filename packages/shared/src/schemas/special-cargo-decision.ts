import { z } from "zod";
import { LIMITS } from "../constants/limits";

/** PUT /ops/order/{id}/special-cargo: approve, or refuse with the reason the customer reads. */
export const specialCargoDecisionSchema = z
  .strictObject({
    decision: z.enum(["approve", "refuse"], { error: "v.invalid" }),
    reason: z.string({ error: "v.invalid" }).trim().max(LIMITS.REMARK_MAX, "v.max_length").optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === "refuse" && !body.reason) {
      context.addIssue({ code: "custom", path: ["reason"], message: "v.required" });
    }
  });
export type SpecialCargoDecision = z.output<typeof specialCargoDecisionSchema>;
export type SpecialCargoDecisionInput = z.input<typeof specialCargoDecisionSchema>;
