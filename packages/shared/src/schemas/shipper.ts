import { z } from "zod";
import { MAX_ID, pageQuerySchema } from "./common";

// A select the user cleared arrives as `business_id=`: that is "no filter", not a bad id.
const optionalId = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.coerce.number({ error: "v.invalid" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid").optional(),
);

// GET /shipper: page, size, company, business_id, port_id, route_id (10 a page).
export const shipperQuerySchema = pageQuerySchema().extend({
  company: z.string({ error: "v.invalid" }).trim().max(200, "v.max_length").optional(),
  business_id: optionalId,
  port_id: optionalId,
  route_id: optionalId,
});
export type ShipperQuery = z.infer<typeof shipperQuerySchema>;

/**
 * Forwarder (shipper alliance) company as the directory shows it: the business, route and
 * port names joined in the caller's language, and the id lists the web's filters use.
 */
export const shipperViewSchema = z.object({
  id: z.number().int(),
  company1: z.string(),
  company2: z.string(),
  logo_thumb: z.string(),
  linkman: z.string(),
  phone: z.string(),
  /** the login e-mail, shown as the company's e-mail */
  username: z.string(),
  address1: z.string(),
  address2: z.string(),
  profile: z.string(),
  businesses_name: z.string(),
  routes_name: z.string(),
  ports_name: z.string(),
  businesses: z.array(z.number().int()),
  routes: z.array(z.number().int()),
  ports: z.array(z.number().int()),
});
export type ShipperView = z.infer<typeof shipperViewSchema>;
