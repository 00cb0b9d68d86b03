import { z } from "zod";
import { commonText } from "../schemas/contact";
import { IMO_CLASSES, PACKING_GROUPS } from "./imo-classes";
import { unClassIssue, unNumberIssue } from "./un-numbers";

// The nested objects a booking row and a shipping-instruction container carry for cargo beyond
// dry general cargo, named as DCSA Booking 2.0.4 / VGM 1.0 name them (snake case). Each is checked
// for form here; whether it is complete is the carrier-ready check's (checks/), so a draft may
// hold half of one.

export const SPECIAL_LIMITS = {
  DG_PER_ROW: 10,
  SHIPPING_NAME_MAX: 250,
  EMS_MAX: 7,
  CONTACT_NAME_MAX: 255,
  CONTACT_PHONE_MAX: 30,
  INNER_DESCRIPTION_MAX: 100,
  OOG_MAX_CM: 9999,
  REMARKS_MAX: 512,
  TARE_MAX: 20_000,
  SIGNATORY_MAX: 100,
  WEIGHING_PARTY_MAX: 200,
} as const;

const plainText = (max: number) => z.string({ error: "v.invalid" }).trim().max(max, "v.max_length").optional().default("");
const flag = z.boolean({ error: "v.invalid" }).optional().default(false);
const between = (min: number, max: number) =>
  z
    .number({ error: "v.invalid" })
    .finite("v.invalid")
    .min(min, "v.min_value")
    .max(max, "v.max_value")
    .nullable()
    .optional()
    .default(null);
const positive = (max: number) =>
  z.number({ error: "v.invalid" }).finite("v.invalid").gt(0, "v.greater_than_zero").max(max, "v.max_value");

export const emergencyContactSchema = z.strictObject({
  name: plainText(SPECIAL_LIMITS.CONTACT_NAME_MAX),
  phone: plainText(SPECIAL_LIMITS.CONTACT_PHONE_MAX),
});

export const innerPackagingSchema = z.strictObject({
  quantity: positive(9_999_999).int("v.invalid"),
  description: commonText(SPECIAL_LIMITS.INNER_DESCRIPTION_MAX, true),
});

/** One dangerous good of a cargo row (DCSA `DangerousGoods`). */
export const dangerousGoodsSchema = z
  .strictObject({
    un_number: z
      .union([
        z.literal(""),
        z
          .string({ error: "v.invalid" })
          .trim()
          .regex(/^\d{4}$/, "v.un_number")
          .superRefine((value, ctx) => {
            const issue = unNumberIssue(value);
            if (issue) ctx.addIssue({ code: "custom", message: issue.key, params: issue.params });
          }),
      ])
      .optional()
      .default(""),
    proper_shipping_name: commonText(SPECIAL_LIMITS.SHIPPING_NAME_MAX, false),
    imo_class: z
      .union([z.literal(""), z.literal(IMO_CLASSES, { error: "v.imo_class" })])
      .optional()
      .default(""),
    /** null: none (as in classes without packing groups) or not yet given */
    packing_group: z.literal(PACKING_GROUPS, { error: "v.enum" }).nullable().optional().default(null),
    /** °C, closed cup */
    flash_point: between(-100, 400),
    is_marine_pollutant: flag,
    is_limited_quantity: flag,
    ems_number: commonText(SPECIAL_LIMITS.EMS_MAX, false),
    inner_packaging: innerPackagingSchema.nullable().optional().default(null),
    /** kg, for class 1 */
    net_explosive_content: positive(99_999_999).nullable().optional().default(null),
    emergency_contact: emergencyContactSchema.nullable().optional().default(null),
  })
  .superRefine((dg, ctx) => {
    // the class against the UN number, where the list's entry is known (un-numbers.ts)
    const issue = unClassIssue(dg.un_number, dg.imo_class);
    if (issue) ctx.addIssue({ code: "custom", path: ["imo_class"], message: issue.key, params: issue.params });
  });
export type DangerousGoods = z.output<typeof dangerousGoodsSchema>;
export type DangerousGoodsInput = z.input<typeof dangerousGoodsSchema>;

export const dangerousGoodsListSchema = z
  .array(dangerousGoodsSchema, { error: "v.invalid" })
  .max(SPECIAL_LIMITS.DG_PER_ROW, "v.max_items")
  .optional();

export const TEMPERATURE_UNITS = ["CEL", "FAH"] as const;
/** cubic metres per hour; cubic feet per hour (DCSA writes FQH, the wire also takes FTQ) */
export const AIR_EXCHANGE_UNITS = ["MQH", "FTQ", "FQH"] as const;

/** A reefer's settings (DCSA `ActiveReeferSettings` and `isNonOperatingReefer`). */
export const reeferSchema = z.strictObject({
  is_non_operating: flag,
  temperature: between(-70, 70),
  temperature_unit: z.literal(TEMPERATURE_UNITS, { error: "v.enum" }).nullable().optional().default(null),
  air_exchange: between(0, 999),
  air_exchange_unit: z.literal(AIR_EXCHANGE_UNITS, { error: "v.enum" }).nullable().optional().default(null),
  is_ventilation_open: flag,
  humidity: between(0, 100),
  is_pre_cooling: flag,
  is_generator_set: flag,
  o2: between(0, 100),
  co2: between(0, 100),
});
export type ReeferSettings = z.output<typeof reeferSchema>;
export type ReeferSettingsInput = z.input<typeof reeferSchema>;

const overhang = z
  .number({ error: "v.invalid" })
  .int("v.invalid")
  .min(0, "v.min_value")
  .max(SPECIAL_LIMITS.OOG_MAX_CM, "v.max_value")
  .optional()
  .default(0);

/** Out-of-gauge dimensions in cm beyond the box, with lashing or breakbulk remarks. */
export const oogSchema = z.strictObject({
  over_height: overhang,
  over_width_left: overhang,
  over_width_right: overhang,
  over_length_front: overhang,
  over_length_back: overhang,
  remarks: plainText(SPECIAL_LIMITS.REMARKS_MAX),
});
export type OutOfGauge = z.output<typeof oogSchema>;
export type OutOfGaugeInput = z.input<typeof oogSchema>;

export const OOG_DIMENSIONS = [
  "over_height",
  "over_width_left",
  "over_width_right",
  "over_length_front",
  "over_length_back",
] as const;

/** Whether any dimension stands out (an all-zero object is no out-of-gauge cargo). */
export function isOutOfGauge(oog: Partial<OutOfGauge> | null | undefined): boolean {
  return Boolean(oog) && OOG_DIMENSIONS.some((key) => (oog?.[key] ?? 0) > 0);
}

export const VGM_DECLARATION_METHODS = ["SM1", "SM2"] as const;
export type VgmDeclarationMethod = (typeof VGM_DECLARATION_METHODS)[number];

/** A container's VGM declaration beside its `vgm` (KG): SOLAS method, tare, signatory, when, who weighed. */
export const vgmDeclarationSchema = z.strictObject({
  method: z.literal(VGM_DECLARATION_METHODS, { error: "v.enum" }).nullable().optional().default(null),
  /** kg, from the container's CSC plate (SM2) */
  tare_weight: positive(SPECIAL_LIMITS.TARE_MAX).nullable().optional().default(null),
  signatory: commonText(SPECIAL_LIMITS.SIGNATORY_MAX, false),
  weighed_at: z
    .string({ error: "v.date" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "v.date")
    .nullable()
    .optional()
    .default(null),
  weighing_party: commonText(SPECIAL_LIMITS.WEIGHING_PARTY_MAX, false),
});
export type VgmDeclaration = z.output<typeof vgmDeclarationSchema>;
export type VgmDeclarationInput = z.input<typeof vgmDeclarationSchema>;

/** The order-wide `vgm_method` (dictionary 1 / 2) as a declaration method. */
export const vgmMethodCode = (method: number | null | undefined): VgmDeclarationMethod | null =>
  method === 1 ? "SM1" : method === 2 ? "SM2" : null;

/** SM2: the cargo with its packing and dunnage plus the box's tare, rounded to the kilogram. */
export function computedVgm(cargoGross: number | null | undefined, tare: number | null | undefined): number | null {
  if (cargoGross == null || tare == null) return null;
  return Math.round(cargoGross + tare);
}

// What the views answer: the same fields, plain (a response is checked as it is sent).
const nullableNumber = z.number().nullable();
export const dangerousGoodsViewSchema = z.object({
  un_number: z.string(),
  proper_shipping_name: z.string(),
  imo_class: z.string(),
  packing_group: z.string().nullable(),
  flash_point: nullableNumber,
  is_marine_pollutant: z.boolean(),
  is_limited_quantity: z.boolean(),
  ems_number: z.string(),
  inner_packaging: z.object({ quantity: z.number(), description: z.string() }).nullable(),
  net_explosive_content: nullableNumber,
  emergency_contact: z.object({ name: z.string(), phone: z.string() }).nullable(),
});
export const reeferViewSchema = z.object({
  is_non_operating: z.boolean(),
  temperature: nullableNumber,
  temperature_unit: z.string().nullable(),
  air_exchange: nullableNumber,
  air_exchange_unit: z.string().nullable(),
  is_ventilation_open: z.boolean(),
  humidity: nullableNumber,
  is_pre_cooling: z.boolean(),
  is_generator_set: z.boolean(),
  o2: nullableNumber,
  co2: nullableNumber,
});
export const oogViewSchema = z.object({
  over_height: z.number(),
  over_width_left: z.number(),
  over_width_right: z.number(),
  over_length_front: z.number(),
  over_length_back: z.number(),
  remarks: z.string(),
});
export const vgmDeclarationViewSchema = z.object({
  method: z.string().nullable(),
  tare_weight: nullableNumber,
  signatory: z.string(),
  weighed_at: z.string().nullable(),
  weighing_party: z.string(),
});

/** The special cargo of a row as views answer it: [] and nulls when there is none (optional for older clients' fixtures). */
export const specialCargoViewShape = {
  dangerous_goods: z.array(dangerousGoodsViewSchema).optional(),
  reefer: reeferViewSchema.nullable().optional(),
  oog: oogViewSchema.nullable().optional(),
};

/** What an order carries beyond dry general cargo (the desk's marks and filter). */
export const CARGO_FLAGS = ["dg", "reefer", "oog"] as const;
export type CargoFlag = (typeof CARGO_FLAGS)[number];
