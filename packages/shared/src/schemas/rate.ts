import { z } from "zod";
import { LIMITS } from "../constants/limits";
import type { Lang } from "../i18n/messages";
import { MAX_ID, pageQuerySchema, queryInt } from "./common";
import { importRowErrorSchema } from "./contact";
import { exportQueryFields } from "./export";
import { isoDateSchema } from "./order";

// Rates (the pinned wire contract): a forwarder's rate sheet —
// carrier, ports, validity, transit time, currency, remark — and its spaces (a container type and
// a price each). Prices travel as decimal strings with at most 2 places, numeric in the database.

export const RATE_LIMITS = {
  PRICE_MAX: "999999.99",
  SPACES_MAX: 30,
  TRANSIT_DAYS_MAX: 365,
  PAGE_SIZE: 10,
  /** rows of one import file (50,000 rows in 600 MB) */
  IMPORT_ROWS_MAX: 50_000,
  /** ids of one batch delete */
  DELETE_MAX: 1000,
} as const;

const isMissing = (input: unknown) => input === undefined || input === null || input === "";

/** A reference id that the form must fill (carrier, ports): missing reads "required", junk "invalid". */
const refId = z
  .number({ error: (issue) => (isMissing(issue.input) ? "v.required" : "v.invalid") })
  .int("v.invalid")
  .positive("v.required")
  .max(MAX_ID, "v.invalid");

/**
 * A price is 0 to 999999.99 with at most 2 decimals, and a space's price must be above
 * 0 ("please complete space info"). Text only: "1e3", "-1", "1.234" and numbers are refused.
 */
export const ratePriceSchema = z
  .string({ error: (issue) => (isMissing(issue.input) ? "v.rate_space_incomplete" : "v.rate_price") })
  .trim()
  .refine((value) => value !== "", "v.rate_space_incomplete")
  .refine((value) => value === "" || /^\d+(\.\d{1,2})?$/.test(value), "v.rate_price")
  .refine((value) => !/^\d+(\.\d{1,2})?$/.test(value) || Number(value) <= Number(RATE_LIMITS.PRICE_MAX), "v.rate_price")
  .refine((value) => !/^\d+(\.\d{1,2})?$/.test(value) || Number(value) > 0, "v.rate_space_incomplete");

/** A price as the database holds it: always two places ("1234.5" → "1234.50"). */
export function normalisePrice(value: string): string {
  const [whole, fraction = ""] = value.trim().split(".");
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, "0")}`;
}

export const rateSpaceSchema = z.strictObject({
  container_id: z
    .number({ error: "v.rate_space_incomplete" })
    .int("v.invalid")
    .positive("v.rate_space_incomplete")
    .max(MAX_ID, "v.invalid"),
  price: ratePriceSchema,
});

/** POST /rate and PUT /rate/{id}. */
export const rateSchema = z
  .strictObject({
    carrier_id: refId,
    pol_id: refId,
    pod_id: refId,
    to_id: refId,
    sdate: isoDateSchema,
    edate: isoDateSchema,
    transit_days: z
      .number({ error: "v.invalid" })
      .int("v.invalid")
      .min(0, "v.min_value")
      .max(RATE_LIMITS.TRANSIT_DAYS_MAX, "v.max_value")
      .nullable()
      .optional()
      .default(null),
    currency: z
      .string({ error: "v.currency" })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^([A-Z]{3})?$/, "v.currency"))
      .optional()
      .transform((value) => value || "USD"),
    remark: z.string({ error: "v.invalid" }).trim().max(LIMITS.REMARK_MAX, "v.max_length").optional().default(""),
    spaces: z
      .array(rateSpaceSchema, { error: "v.rate_spaces_required" })
      .min(1, "v.rate_spaces_required")
      .max(RATE_LIMITS.SPACES_MAX, "v.max_items"),
  })
  .superRefine((rate, ctx) => {
    if (rate.edate < rate.sdate) ctx.addIssue({ code: "custom", path: ["edate"], message: "v.end_before_start" });
    const seen = new Set<number>();
    rate.spaces.forEach((space, index) => {
      if (seen.has(space.container_id)) {
        ctx.addIssue({ code: "custom", path: ["spaces", index, "container_id"], message: "v.duplicate" });
      }
      seen.add(space.container_id);
    });
  });
export type RateInput = z.input<typeof rateSchema>;
export type Rate = z.output<typeof rateSchema>;

/** GET /rate: carrier, POL and delivery place, and a validity range the rate's must overlap. */
export const rateListQuerySchema = pageQuerySchema()
  .extend({
    carrier_id: queryInt(1).optional(),
    pol_id: queryInt(1).optional(),
    to_id: queryInt(1).optional(),
    sdate: isoDateSchema.optional(),
    edate: isoDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.sdate && query.edate && query.edate < query.sdate) {
      ctx.addIssue({ code: "custom", path: ["edate"], message: "v.end_before_start" });
    }
  });
export type RateListQuery = z.infer<typeof rateListQuerySchema>;

/** GET /rate/export: the list's filters, without paging; the format (.xlsx unless asked) and the language. */
export const rateExportQuerySchema = z.strictObject({
  carrier_id: queryInt(1).optional(),
  pol_id: queryInt(1).optional(),
  to_id: queryInt(1).optional(),
  sdate: isoDateSchema.optional(),
  edate: isoDateSchema.optional(),
  ...exportQueryFields,
});

export const rateDeleteSchema = z
  .array(z.number({ error: "v.invalid" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid"), { error: "v.invalid" })
  .min(1, "v.required")
  .max(RATE_LIMITS.DELETE_MAX, "v.max_items");

export const rateSpaceViewSchema = z.object({
  id: z.number().int(),
  container_id: z.number().int(),
  container_name: z.string(),
  price: z.string(),
});

/** A rate as answered: ids with their names in the caller's language. */
export const rateViewSchema = z.object({
  id: z.number().int(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
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
  spaces: z.array(rateSpaceViewSchema),
  create_time: z.string(),
  update_time: z.string(),
});
export type RateView = z.infer<typeof rateViewSchema>;

export const rateImportResultSchema = z.object({ imported: z.number().int(), warnings: z.array(importRowErrorSchema) });
export type RateImportResult = z.infer<typeof rateImportResultSchema>;

/** The import template's fixed columns, in order; one price column per container type follows. */
export const RATE_IMPORT_COLUMNS = [
  "carrier",
  "pol",
  "pod",
  "to",
  "sdate",
  "edate",
  "transit_days",
  "currency",
  "remark",
] as const;
export type RateImportColumn = (typeof RATE_IMPORT_COLUMNS)[number];

export const RATE_IMPORT_HEADERS: Record<RateImportColumn, Record<Lang, string>> = {
  carrier: { cn: "船公司", en: "Carrier" },
  pol: { cn: "起运港", en: "Port of loading" },
  pod: { cn: "卸货港", en: "Port of discharge" },
  to: { cn: "目的地", en: "Place of delivery" },
  sdate: { cn: "生效日期", en: "Valid from" },
  edate: { cn: "失效日期", en: "Valid until" },
  transit_days: { cn: "航程(天)", en: "Transit days" },
  currency: { cn: "币种", en: "Currency" },
  remark: { cn: "备注", en: "Remark" },
};

/** Header aliases a user may write instead (the template's own field names are always taken). */
export const RATE_IMPORT_ALIASES: Partial<Record<RateImportColumn, readonly string[]>> = {
  pol: ["POL", "装货港"],
  pod: ["POD"],
  to: ["Delivery place", "交货地"],
  sdate: ["Start date", "开始日期"],
  edate: ["End date", "结束日期"],
  transit_days: ["Transit time", "航程"],
};
