import { z } from "zod";
import { dangerousGoodsListSchema, oogSchema, reeferSchema } from "../cargo/special-cargo";
import { LIMITS } from "../constants/limits";
import { CONTAINER_MODE } from "../constants/order-kinds";
import { normaliseHsCode } from "../text/hs-code";
import { businessToday } from "../time/business-date";
import { idSchema } from "./common";
import { commonText, contactSchema, PARTY_TYPE } from "./contact";

// The booking form: POST /order/booking and PUT /order/booking/{id}.
// One schema for both sides: a draft (`save`) may be partial — what is given is checked, nothing
// is required but the container mode — and `submit` needs the whole form.

export { CONTAINER_MODE, type ContainerMode } from "../constants/order-kinds";

export const SHIP_MODES = [1, 2, 3, 4] as const;

export const ORDER_LIMITS = {
  CUST_REF_MAX: 50,
  SPACES_MAX: 20,
  SPACE_COUNT_MAX: 999,
  CONTAINERS_MAX: 500,
  CARGOS_MAX: 200,
  CARGO_DESCRIPTION_MAX: 512,
  CONTAINER_NO_MAX: 20,
  SEAL_NO_MAX: 30,
  PACKAGES_MAX: 9_999_999,
  WEIGHT_MAX: 99_999_999,
  VOLUME_MAX: 999_999,
} as const;

/** A calendar date on the wire: YYYY-MM-DD, and a real day. */
export const isoDateSchema = z
  .string({ error: "v.date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "v.date")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "v.date");

/** A ready date is not before the business today (time/business-date.ts), as quotes are judged. */
export const readyDateSchema = isoDateSchema.refine((value) => value >= businessToday(), "v.date_past");

/** HS codes: 6 to 10 digits; separators (`9403.60`, `9403 60`) are dropped first. */
export const hsCodeSchema = z
  .string({ error: "v.invalid" })
  .transform(normaliseHsCode)
  .pipe(z.string().regex(/^\d{6,10}$/, "v.hs_code"));

const optionalId = idSchema.nullable().optional();
const positiveInt = (max: number) =>
  z.number({ error: "v.invalid" }).int("v.invalid").gt(0, "v.greater_than_zero").max(max, "v.max_value");
const positiveNumber = (max: number) =>
  z.number({ error: "v.invalid" }).finite("v.invalid").gt(0, "v.greater_than_zero").max(max, "v.max_value");
const optionalHsCode = z
  .union([z.literal(""), hsCodeSchema])
  .optional()
  .default("");

/** Special cargo on a space or a container row: dangerous goods, reefer settings, out-of-gauge. */
const specialCargo = {
  dangerous_goods: dangerousGoodsListSchema,
  reefer: reeferSchema.nullable().optional(),
  oog: oogSchema.nullable().optional(),
};

export const spaceSchema = z.strictObject({
  container_id: idSchema,
  count: positiveInt(ORDER_LIMITS.SPACE_COUNT_MAX),
  ...specialCargo,
});

export const containerRowSchema = z.strictObject({
  container_id: idSchema,
  container_no: commonText(ORDER_LIMITS.CONTAINER_NO_MAX, false),
  seal_no: commonText(ORDER_LIMITS.SEAL_NO_MAX, false),
  hs_code: optionalHsCode,
  description: commonText(ORDER_LIMITS.CARGO_DESCRIPTION_MAX, false),
  package: positiveInt(ORDER_LIMITS.PACKAGES_MAX).nullable().optional(),
  package_uid: optionalId,
  weight: positiveNumber(ORDER_LIMITS.WEIGHT_MAX).nullable().optional(),
  volume: positiveNumber(ORDER_LIMITS.VOLUME_MAX).nullable().optional(),
  quantity: positiveInt(ORDER_LIMITS.PACKAGES_MAX).nullable().optional(),
  ...specialCargo,
});

export const cargoSchema = z.strictObject({
  hs_code: optionalHsCode,
  description: commonText(ORDER_LIMITS.CARGO_DESCRIPTION_MAX, false),
  package: positiveInt(ORDER_LIMITS.PACKAGES_MAX).nullable().optional(),
  package_uid: optionalId,
  weight: positiveNumber(ORDER_LIMITS.WEIGHT_MAX).nullable().optional(),
  volume: positiveNumber(ORDER_LIMITS.VOLUME_MAX).nullable().optional(),
  dangerous_goods: dangerousGoodsListSchema,
});

/** The fields of the booking form (everything but `action`): also what GET /order/docking/{id} answers. */
export const bookingFieldsSchema = z.strictObject({
  container_mode: z.literal([CONTAINER_MODE.FCL, CONTAINER_MODE.LCL], { error: "v.enum" }),
  cust_ref_no: commonText(ORDER_LIMITS.CUST_REF_MAX, false),
  ready_date: readyDateSchema.nullable().optional(),
  inco_term_id: optionalId,
  freight_term_id: optionalId,
  ship_mode: z.literal(SHIP_MODES, { error: "v.enum" }).nullable().optional(),
  from_id: optionalId,
  pol_id: optionalId,
  pod_id: optionalId,
  to_id: optionalId,
  carrier_id: optionalId,
  /** booked from this quote: only the id — the server takes prices from the live quote */
  quote_id: optionalId,
  remark: z.string({ error: "v.invalid" }).trim().max(LIMITS.REMARK_MAX, "v.max_length").optional().default(""),
  contacts: z.array(contactSchema, { error: "v.invalid" }).max(4, "v.max_items").optional().default([]),
  spaces: z.array(spaceSchema, { error: "v.invalid" }).max(ORDER_LIMITS.SPACES_MAX, "v.max_items").optional().default([]),
  containers: z
    .array(containerRowSchema, { error: "v.invalid" })
    .max(ORDER_LIMITS.CONTAINERS_MAX, "v.max_items")
    .optional()
    .default([]),
  cargos: z.array(cargoSchema, { error: "v.invalid" }).max(ORDER_LIMITS.CARGOS_MAX, "v.max_items").optional().default([]),
});
export type BookingFields = z.output<typeof bookingFieldsSchema>;
export type BookingFieldsInput = z.input<typeof bookingFieldsSchema>;

type Issue = { path: (string | number)[]; message: string };

/**
 * The freight term an incoterm implies: collect ("CC") for the config's
 * `freight_collect` incoterms (e.g. "EXW,FCA,FOB"), else prepaid ("PP"). The form proposes it,
 * the server stores it when the form leaves the term empty.
 */
export function defaultFreightTermCode(incotermCode: string, freightCollect: string): "CC" | "PP" {
  const collect = freightCollect.split(",").map((code) => code.trim().toUpperCase());
  return collect.includes(incotermCode.trim().toUpperCase()) ? "CC" : "PP";
}

/**
 * Fields a submitted booking must carry (the carrier stays optional). The
 * freight term is not among them: left empty, the server sets the incoterm's default (collect for
 * the config's `freight_collect` incoterms, else prepaid).
 */
const SUBMIT_REQUIRED = [
  "cust_ref_no",
  "ready_date",
  "inco_term_id",
  "ship_mode",
  "from_id",
  "pol_id",
  "pod_id",
  "to_id",
] as const;
const CARGO_REQUIRED = ["hs_code", "description", "package", "package_uid", "weight", "volume"] as const;

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

function duplicates<T>(values: readonly T[]): number[] {
  const seen = new Set<T>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}

/** The rules across fields, for a draft and a submit alike: modes, duplicates. */
export function bookingShapeIssues(form: BookingFields): Issue[] {
  const issues: Issue[] = [];
  for (const index of duplicates(form.contacts.map((contact) => contact.type))) {
    issues.push({ path: ["contacts", index, "type"], message: "v.duplicate" });
  }
  for (const index of duplicates(form.spaces.map((space) => space.container_id))) {
    issues.push({ path: ["spaces", index, "container_id"], message: "v.duplicate" });
  }
  if (form.container_mode === CONTAINER_MODE.LCL) {
    if (form.spaces.length > 0) issues.push({ path: ["spaces"], message: "v.not_for_mode" });
    if (form.containers.length > 0) issues.push({ path: ["containers"], message: "v.not_for_mode" });
  } else if (form.cargos.length > 0) {
    issues.push({ path: ["cargos"], message: "v.not_for_mode" });
  }
  return issues;
}

/** What a submit needs beyond a draft: every field, the shipper and consignee, spaces or cargo. */
export function bookingSubmitIssues(form: BookingFields): Issue[] {
  const issues: Issue[] = [];
  for (const field of SUBMIT_REQUIRED) {
    if (isBlank(form[field])) issues.push({ path: [field], message: "v.required" });
  }
  const types = new Set(form.contacts.map((contact) => contact.type));
  if (!types.has(PARTY_TYPE.SHIPPER)) issues.push({ path: ["contacts", "shipper"], message: "v.contact_required" });
  if (!types.has(PARTY_TYPE.CONSIGNEE)) issues.push({ path: ["contacts", "consignee"], message: "v.contact_required" });
  if (form.container_mode === CONTAINER_MODE.FCL) {
    if (form.spaces.length === 0) issues.push({ path: ["spaces"], message: "v.min_items" });
  } else {
    if (form.cargos.length === 0) issues.push({ path: ["cargos"], message: "v.min_items" });
    form.cargos.forEach((cargo, index) => {
      for (const field of CARGO_REQUIRED) {
        if (isBlank(cargo[field])) issues.push({ path: ["cargos", index, field], message: "v.required" });
      }
    });
  }
  return issues;
}

export const BOOKING_ACTIONS = ["save", "submit"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** POST /order/booking and PUT /order/booking/{id}. */
export const bookingFormSchema = bookingFieldsSchema
  .extend({ action: z.literal(BOOKING_ACTIONS, { error: "v.enum" }) })
  .superRefine((form, ctx) => {
    const issues = [...bookingShapeIssues(form), ...(form.action === "submit" ? bookingSubmitIssues(form) : [])];
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
export type BookingForm = z.output<typeof bookingFormSchema>;
export type BookingFormInput = z.input<typeof bookingFormSchema>;

/** Totals of the LCL toolbar: the package unit only when every row shares it. */
export function cargoTotals(
  rows: readonly { package?: number | null; weight?: number | null; volume?: number | null; package_uid?: number | null }[],
) {
  const sum = (pick: (row: (typeof rows)[number]) => number | null | undefined) =>
    Math.round(rows.reduce((total, row) => total + (pick(row) ?? 0), 0) * 1000) / 1000;
  const units = new Set(rows.map((row) => row.package_uid ?? null));
  return {
    packages: sum((row) => row.package),
    weight: sum((row) => row.weight),
    volume: sum((row) => row.volume),
    package_uid: units.size === 1 ? ([...units][0] ?? null) : null,
  };
}
