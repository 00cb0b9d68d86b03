import { z } from "zod";
import { idSchema } from "./common";

// POST /order/check: the carrier-ready check of a booking or a shipping-instruction body without
// saving it. The body is what POST/PUT /order/booking or PUT /order/shipment/{id} would take; an
// instruction names its order (`order_id`) so the check knows the mode, the ports and the types.

/** What the check reads besides the body itself (removed before the body is judged). */
export const checkTargetSchema = z.object({ order_id: idSchema.optional() });

export const checkProblemSchema = z.object({
  field: z.string(),
  rule: z.string(),
  severity: z.enum(["error", "warning"]),
  message: z.string(),
});
export type CheckProblemView = z.infer<typeof checkProblemSchema>;

export const checkAnswerSchema = z.object({ problems: z.array(checkProblemSchema) });
export type CheckAnswer = z.infer<typeof checkAnswerSchema>;

/** A supply body is told from a booking body by the fields only an instruction has. */
export function isSupplyBody(body: Record<string, unknown>): boolean {
  return !("container_mode" in body) && ("vgm_method" in body || "marks_no" in body);
}
