import { z } from "zod";

/** A charge on the order beyond its freight (an accepted revision's fee, a cancellation's). */
export const orderChargeSchema = z.object({
  kind: z.string(),
  amount: z.string(),
  currency: z.string(),
  note: z.string(),
  create_time: z.string(),
});
export type OrderCharge = z.infer<typeof orderChargeSchema>;
