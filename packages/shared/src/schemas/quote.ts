import { z } from "zod";
import { QUOTE_PAGE_SIZE, QUOTE_PAGE_SIZES, QUOTE_SORT_FIELD } from "../constants/quote";
import { idListSchema, MAX_ID, queryInt } from "./common";

// Quotes (the pinned wire contract): every enabled forwarder's live rate sheets (valid
// today or later) as quotes. `forwarder_id` and `forwarder_name` come only with the authority
// quote_forwarder, and only then is the forwarder filter obeyed: the authority gates the data.

export { QUOTE_PAGE_SIZE, QUOTE_PAGE_SIZES, QUOTE_SORT_FIELD };

export const quoteListQuerySchema = z.strictObject({
  page: queryInt(1).default(1),
  size: queryInt(1).max(QUOTE_PAGE_SIZE, "v.max_value").default(QUOTE_PAGE_SIZE),
  pol_id: idListSchema,
  pod_id: idListSchema,
  to_id: idListSchema,
  carrier_id: idListSchema,
  forwarder_id: idListSchema,
  field: z
    .string({ error: "v.invalid" })
    .regex(QUOTE_SORT_FIELD, "v.invalid")
    .refine((field) => !field.startsWith("price_") || Number(field.slice(6)) <= MAX_ID, "v.invalid")
    .optional(),
  order: z.enum(["asc", "desc"], { error: "v.enum" }).optional(),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

/** "1,2" → [1, 2]; "" → []. */
export const idsOf = (list: string): number[] => (list === "" ? [] : list.split(",").map(Number));

export const quoteSpaceSchema = z.object({
  container_id: z.number().int(),
  container_name: z.string(),
  price: z.string(),
});

export const quoteViewSchema = z.object({
  id: z.number().int(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  /** with quote_forwarder only */
  forwarder_id: z.number().int().optional(),
  forwarder_name: z.string().optional(),
  pol_id: z.number().int(),
  pol_name: z.string(),
  pod_id: z.number().int(),
  pod_name: z.string(),
  to_id: z.number().int(),
  to_name: z.string(),
  sdate: z.string(),
  edate: z.string(),
  transit_days: z.number().int().nullable(),
  currency: z.string(),
  remark: z.string(),
  /** whether the rate is in force today (QUOTE_STATUS): 1 in force, 0 starts later */
  status: z.number().int(),
  spaces: z.array(quoteSpaceSchema),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

/** POST /quote/estimate: a quote and how many of each container type (the pinned wire contract). */
export const quoteEstimateSchema = z
  .strictObject({
    quote_id: z.number({ error: "v.required" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid"),
    spaces: z
      .array(
        z.strictObject({
          container_id: z.number({ error: "v.required" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid"),
          count: z.number({ error: "v.required" }).int("v.invalid").min(1, "v.min_value").max(9999, "v.max_value"),
        }),
        { error: "v.min_items" },
      )
      .min(1, "v.min_items")
      .max(30, "v.max_items"),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.spaces.forEach((space, index) => {
      if (seen.has(space.container_id)) {
        ctx.addIssue({ code: "custom", path: ["spaces", index, "container_id"], message: "v.duplicate" });
      }
      seen.add(space.container_id);
    });
  });
export type QuoteEstimateInput = z.input<typeof quoteEstimateSchema>;

export const quoteEstimateViewSchema = z.object({
  totals: z.array(z.object({ currency: z.string(), amount: z.string() })),
  lines: z.array(
    z.object({
      container_id: z.number().int(),
      container_name: z.string(),
      count: z.number().int(),
      price: z.string(),
      amount: z.string(),
      currency: z.string(),
    }),
  ),
});
export type QuoteEstimate = z.infer<typeof quoteEstimateViewSchema>;

/** count × a two-place decimal price, exactly (integer cents), as a two-place decimal string. */
export function multiplyPrice(price: string, count: number): string {
  const [whole, fraction = ""] = price.split(".");
  const cents = (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2))) * BigInt(count);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
}

/** The sum of two-place decimal strings, exactly. */
export function sumPrices(amounts: readonly string[]): string {
  let cents = 0n;
  for (const amount of amounts) cents += BigInt(multiplyPrice(amount, 1).replace(".", ""));
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
}
