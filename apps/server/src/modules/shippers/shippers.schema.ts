import { MAX_ID, pageQuerySchema } from "@haiyun/shared";
import { z } from "zod";

// A select the user cleared arrives as `business_id=`: that is "no filter", not a bad id.
const optionalId = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.coerce.number({ error: "v.invalid" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid").optional(),
);

// spec §7 GET /shipper: page, size, company, business_id, port_id, route_id (spec §9: 10 a page).
export const shipperQuerySchema = pageQuerySchema().extend({
  company: z.string({ error: "v.invalid" }).trim().max(200, "v.max_length").optional(),
  business_id: optionalId,
  port_id: optionalId,
  route_id: optionalId,
});
export type ShipperQuery = z.infer<typeof shipperQuerySchema>;
