import { z } from "zod";
import { isTimeZone } from "../time/zoned-time";
import { pageQuerySchema, requiredString } from "./common";

// The admin console's reference lists (GET/POST /admin/reference/{kind}, PUT …/{id}): the lists an
// installation must be able to extend without a code change. An entry is never deleted — an order
// or a rate may name it — only disabled: it leaves the pickers and still names what names it.

/** The lists the admin edits, by the name their routes take. */
export const ADMIN_REFERENCE_KINDS = ["carriers", "ports", "container-types", "package-units", "charges", "currencies"] as const;
export type AdminReferenceKind = (typeof ADMIN_REFERENCE_KINDS)[number];

export const adminReferenceQuerySchema = pageQuerySchema().extend({
  keyword: z.string().trim().max(100, "v.max_length").optional(),
  enabled: z.enum(["true", "false"], { error: "v.enum" }).optional(),
});
export type AdminReferenceQuery = z.infer<typeof adminReferenceQuerySchema>;

/** A row of the admin's list, and the answer of a create or an edit. */
export const adminReferenceViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** the shipped entry as shipped (false), or added or changed by an admin */
  edited: z.boolean(),
  update_time: z.string(),
  // a container type's ISO 6346 size-type code and TEU (a decimal string)
  iso_code: z.string().optional(),
  teu: z.string().optional(),
  // a port's country, from its UN/LOCODE
  country_id: z.number().int().nullable().optional(),
  // a port's IANA time zone: its cut-offs are local times there
  time_zone: z.string().optional(),
});
export type AdminReferenceView = z.infer<typeof adminReferenceViewSchema>;

const upper = (max: number) =>
  z
    .string({ error: "v.required" })
    .trim()
    .min(1, "v.required")
    .max(max, "v.max_length")
    .transform((value) => value.toUpperCase());

/** Each list's code: what its standard allows, upper case (a lower-case entry is raised). */
export const REFERENCE_CODE_RULES: Record<AdminReferenceKind, { pattern: RegExp; message: string; max: number }> = {
  // SCAC (NMFTA): 2 to 4 letters
  carriers: { pattern: /^[A-Z]{2,4}$/, message: "v.scac", max: 4 },
  // UN/LOCODE: the ISO 3166 country and 3 letters or digits 2–9
  ports: { pattern: /^[A-Z]{2}[A-Z2-9]{3}$/, message: "v.unlocode", max: 5 },
  // the portal's own code: length in feet, then the kind (20GP, 40HQ, 40NOR)
  "container-types": { pattern: /^[1-9][0-9][A-Z]{2,3}$/, message: "v.container_code", max: 5 },
  // UN/ECE Recommendation 21: 2 letters or digits
  "package-units": { pattern: /^[0-9A-Z]{2}$/, message: "v.package_code", max: 2 },
  charges: { pattern: /^[A-Z][A-Z0-9]{1,5}$/, message: "v.charge_code", max: 6 },
  // ISO 4217
  currencies: { pattern: /^[A-Z]{3}$/, message: "v.currency_code", max: 3 },
};

/** ISO 6346 size and type code: length, height/width, type letter, detail digit (22G1, 45G1, 45R1). */
export const ISO_SIZE_TYPE = /^[1-9A-Z][0-9A-Z][A-Z][0-9]$/;

const codeOf = (kind: AdminReferenceKind) => {
  const rule = REFERENCE_CODE_RULES[kind];
  return upper(rule.max + 10).pipe(z.string().regex(rule.pattern, rule.message));
};
const names = {
  name_cn: requiredString(100),
  name_en: requiredString(100),
};
const sort = z.number({ error: "v.invalid" }).int("v.invalid").min(0, "v.min_value").max(9999, "v.max_value");
const containerFields = {
  iso_code: upper(8).pipe(z.string().regex(ISO_SIZE_TYPE, "v.iso_size_type")),
  teu: z
    .number({ error: "v.invalid" })
    .positive("v.greater_than_zero")
    .max(9.99, "v.max_value")
    // at most two decimals, as the column keeps them
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "v.invalid"),
};

/** A port's zone: an IANA name this runtime knows (Asia/Shanghai, America/Los_Angeles). */
export const timeZoneSchema = z
  .string({ error: "v.required" })
  .trim()
  .min(1, "v.required")
  .max(64, "v.max_length")
  .refine(isTimeZone, "v.time_zone");

/**
 * POST /admin/reference/{kind}: the code, both names; sort and enabled may be left out (and a
 * port's time zone: its country's when left out).
 */
export function adminReferenceCreateSchema(kind: AdminReferenceKind) {
  const base = z.strictObject({
    code: codeOf(kind),
    ...names,
    sort: sort.optional(),
    enabled: z.boolean({ error: "v.invalid" }).optional(),
  });
  if (kind === "ports") return base.extend({ time_zone: timeZoneSchema.optional() });
  return kind === "container-types" ? base.extend(containerFields) : base;
}

/**
 * PUT /admin/reference/{kind}/{id}: any of the names, the order, the enabled flag (and a
 * container type's ISO code and TEU). The code is the entry's identity and is not changed: a
 * rate import or another system knows the entry by it; a wrong code is disabled and added again.
 */
export function adminReferenceUpdateSchema(kind: AdminReferenceKind) {
  const base = z.strictObject({
    name_cn: names.name_cn.optional(),
    name_en: names.name_en.optional(),
    sort: sort.optional(),
    enabled: z.boolean({ error: "v.invalid" }).optional(),
  });
  const shape =
    kind === "container-types"
      ? base.extend({ iso_code: containerFields.iso_code.optional(), teu: containerFields.teu.optional() })
      : kind === "ports"
        ? base.extend({ time_zone: timeZoneSchema.optional() })
        : base;
  return shape.refine((body) => Object.values(body).some((value) => value !== undefined), "v.required");
}
export type AdminReferenceCreate = z.infer<ReturnType<typeof adminReferenceCreateSchema>> & {
  iso_code?: string;
  teu?: number;
  time_zone?: string;
};
export type AdminReferenceUpdate = Partial<Omit<AdminReferenceCreate, "code">>;
