import { z } from "zod";
import { LIMITS, MAX_ID } from "../constants/limits";

// Messages are `v.*` keys from i18n/messages.ts; each side translates them into the user's language.
export const requiredString = (max = 255) =>
  z.string({ error: "v.required" }).trim().min(1, "v.required").max(max, "v.max_length");
export const optionalString = (max = 255) => z.string().trim().max(max, "v.max_length").optional().default("");

/** Phone required, digits and plus only. */
export const phoneSchema = z
  .string({ error: "v.required" })
  .trim()
  .min(1, "v.required")
  .max(30, "v.max_length")
  .regex(/^\+?[0-9]+$/, "v.phone");

export const emailSchema = z.string({ error: "v.required" }).trim().min(1, "v.required").pipe(z.email("v.email"));

export { MAX_ID };

/** A record id in a JSON body: a positive whole number, never a string or boolean coerced. */
export const idSchema = z.number({ error: "v.invalid" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid");

/**
 * A whole number sent as multipart text (a wrong type is refused, never coerced): the
 * digits exactly as a form writes them, so " 5", "05", "0x5", "9.0", "1e0" or "+5" are refused
 * ("invalid") rather than read as numbers; the range is the caller's (`min`, then any `.pipe`).
 */
export const formInt = (min = 1) =>
  z
    .string({ error: "v.required" })
    .min(1, "v.required")
    .regex(/^(0|[1-9][0-9]{0,9})$/, "v.invalid")
    .transform(Number)
    .refine((value) => value >= min && value <= MAX_ID, "v.invalid");

/** "1,2,3" → [1,2,3]; business lists travel as comma-separated ids. */
export const idListSchema = z
  .string()
  .trim()
  .refine(
    (list) =>
      list === "" ||
      (/^\d{1,10}(,\d{1,10})*$/.test(list) && list.split(",").every((id) => Number(id) >= 1 && Number(id) <= MAX_ID)),
    "v.invalid",
  )
  .optional()
  .default("");

/**
 * A whole number from the query string or path (always text there). Capped at PostgreSQL's
 * `integer`: a larger one can match nothing, and must be a 400 rather than a database error.
 */
export const queryInt = (min = 0) =>
  z.coerce.number({ error: "v.invalid" }).int("v.invalid").min(min, "v.min_value").max(MAX_ID, "v.max_value");

const pageNumber = queryInt(1);

export function pageQuerySchema(maxSize: number = LIMITS.LIST_PAGE_MAX) {
  return z.strictObject({
    page: pageNumber.default(1),
    size: pageNumber.max(maxSize, "v.max_value").default(10),
  });
}

export const referenceQuerySchema = pageQuerySchema(LIMITS.REFERENCE_PAGE_MAX).extend({
  type: queryInt().optional(),
  keyword: z.string().trim().max(100, "v.max_length").optional(),
});
export type ReferenceQuery = z.infer<typeof referenceQuerySchema>;

/** An id in the URL path (always text there, so it is read as a number). */
export const idParamSchema = z.strictObject({
  id: z.coerce.number({ error: "v.invalid" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid"),
});
