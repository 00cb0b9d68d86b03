import { z } from "zod";
import { PARTY_TYPE, type PartyType } from "../constants/order-kinds";
import { isCommonText, normaliseCommonText } from "../text/common-text";
import { MAX_ID, pageQuerySchema, queryInt } from "./common";

// A contact (party) and its form: company1, linkman, address1, city required and in
// the common text pattern; province and address2 in the pattern when given; phone and country required; e-mail
// valid when given; types 1–4 (shipper, consignee, notify 1, notify 2).
export { PARTY_TYPE, type PartyType } from "../constants/order-kinds";
export const CONTACT_TYPES = [
  PARTY_TYPE.SHIPPER,
  PARTY_TYPE.CONSIGNEE,
  PARTY_TYPE.NOTIFY_1,
  PARTY_TYPE.NOTIFY_2,
] as const satisfies readonly PartyType[];

/** A field under the common text pattern: normalised first (the server does what the form does). */
export function commonText(max: number, required: boolean) {
  const base = z
    .string({ error: required ? "v.required" : "v.invalid" })
    .transform((v) => normaliseCommonText(v).trim())
    .pipe(
      z
        .string()
        .max(max, "v.max_length")
        .refine((v) => !required || v.length > 0, "v.required")
        .refine(isCommonText, "v.pattern"),
    );
  return required ? base : base.optional().default("");
}

const optionalPlain = (max: number) => z.string({ error: "v.invalid" }).trim().max(max, "v.max_length").optional().default("");

export const contactSchema = z.strictObject({
  type: z.literal(CONTACT_TYPES, { error: "v.enum" }),
  company1: commonText(200, true),
  // company2 takes no pattern: the company's local (often Chinese) name
  company2: optionalPlain(200),
  linkman: commonText(100, true),
  phone: z.string({ error: "v.required" }).trim().min(1, "v.required").max(50, "v.max_length"),
  email: z
    .union([z.literal(""), z.email("v.email")])
    .optional()
    .default(""),
  address1: commonText(300, true),
  address2: commonText(300, false),
  city: commonText(100, true),
  province: commonText(100, false),
  country_id: z.number({ error: "v.required" }).int("v.invalid").positive("v.required").max(MAX_ID, "v.invalid"),
  zip_code: optionalPlain(20),
  e_code: optionalPlain(50),
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const contactListQuerySchema = pageQuerySchema().extend({
  keyword: z.string().trim().max(100, "v.max_length").optional(),
  type: queryInt().min(1, "v.enum").max(4, "v.enum").optional(),
});

export const contactDeleteSchema = z
  .array(z.number({ error: "v.invalid" }).int("v.invalid").positive("v.invalid").max(MAX_ID, "v.invalid"), { error: "v.invalid" })
  .min(1, "v.required")
  .max(1000, "v.max_value");

/** The columns of the import template, in order (headers by language). */
export const CONTACT_COLUMNS = [
  "type",
  "company1",
  "company2",
  "linkman",
  "phone",
  "email",
  "address1",
  "address2",
  "city",
  "province",
  "country",
  "zip_code",
  "e_code",
] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 50_000;

/** A contact (party) as answered: the type and the country named in the caller's language. */
export const contactViewSchema = z.object({
  id: z.number().int(),
  type: z.literal(CONTACT_TYPES),
  type_name: z.string(),
  company1: z.string(),
  company2: z.string(),
  linkman: z.string(),
  phone: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  province: z.string(),
  country_id: z.number().int(),
  country_name: z.string(),
  zip_code: z.string(),
  e_code: z.string(),
  create_time: z.string(),
  update_time: z.string(),
});
export type ContactView = z.infer<typeof contactViewSchema>;

/** A problem of a refused import (400 IMPORT_ROWS_INVALID), or a warning of a good one. */
export const importRowErrorSchema = z.object({
  /** the spreadsheet row number (the header is row 1) */
  row: z.number().int(),
  /** the header as written in the file */
  column: z.string(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** POST /customer/contact/import: how many were stored, and the cells taken but perhaps not as meant. */
export const contactImportResultSchema = z.object({ imported: z.number().int(), warnings: z.array(importRowErrorSchema) });
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;
