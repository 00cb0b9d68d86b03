import { z } from "zod";
import { MAX_ID, pageQuerySchema } from "./common";
import { readyDateSchema } from "./order";

// A request for quotation and its form: ready date (not before today),
// description, sales, booking space, target rate and potential volume required. pol, pod, to and
// carrier are ids, `rate` the quote's id; `forwarder` is taken from the quote when absent.

const requiredId = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? "v.required" : "v.invalid") })
  .int("v.invalid")
  .positive("v.invalid")
  .max(MAX_ID, "v.invalid");
const text = (max: number) => z.string({ error: "v.required" }).trim().min(1, "v.required").max(max, "v.max_length");

export const RFQ_LIMITS = { DESCRIPTION_MAX: 1000, FIELD_MAX: 100 } as const;

export const rfqSchema = z.strictObject({
  pol: requiredId,
  pod: requiredId,
  to: requiredId,
  carrier: requiredId,
  rate: requiredId,
  forwarder: requiredId.nullable().optional().default(null),
  ready_date: readyDateSchema,
  description: text(RFQ_LIMITS.DESCRIPTION_MAX),
  booking_space: text(RFQ_LIMITS.FIELD_MAX),
  target_rate: text(RFQ_LIMITS.FIELD_MAX),
  potential_vol: text(RFQ_LIMITS.FIELD_MAX),
  sales: text(RFQ_LIMITS.FIELD_MAX),
});
export type RfqInput = z.input<typeof rfqSchema>;
export type Rfq = z.output<typeof rfqSchema>;

export const rfqListQuerySchema = pageQuerySchema();

/** A request for quotation as its forwarder reads it (the /rate page's received tab). */
export const rfqViewSchema = z.object({
  id: z.number().int(),
  rate_id: z.number().int().nullable(),
  requester_company: z.string(),
  requester_linkman: z.string(),
  requester_email: z.string(),
  requester_phone: z.string(),
  carrier_name: z.string(),
  pol_name: z.string(),
  pod_name: z.string(),
  to_name: z.string(),
  ready_date: z.string(),
  description: z.string(),
  booking_space: z.string(),
  target_rate: z.string(),
  potential_vol: z.string(),
  sales: z.string(),
  create_time: z.string(),
});
export type RfqView = z.infer<typeof rfqViewSchema>;
