import { z } from "zod";
import { vgmDeclarationSchema } from "../cargo/special-cargo";
import { DICTIONARIES } from "../constants/dictionaries";
import { LIMITS } from "../constants/limits";
import { containerNoProblem } from "../text/container-number";
import { idSchema, MAX_ID } from "./common";
import { commonText, contactSchema, PARTY_TYPE } from "./contact";
import { CONTAINER_MODE, ORDER_LIMITS } from "./order";

// PUT /order/shipment/{id} (the pinned wire
// contract): the shipping instruction a customer saves or submits. Save and submit are judged
// alike. The rules that need the order — FCL's required
// columns and the original order's spaces — are functions both the form and the server call.

/** Dictionary vgm_method (SOLAS method 1 and 2). */
export const VGM_METHODS = DICTIONARIES.vgm_method.map((entry) => entry.value as number) as readonly number[];

export const SUPPLY_ACTIONS = ["save", "submit"] as const;
export type SupplyAction = (typeof SUPPLY_ACTIONS)[number];

/** A message key, its place on the form, and what fills its text. */
export interface SupplyIssue {
  path: (string | number)[];
  message: string;
  params?: Record<string, string | number>;
}

/** Missing (undefined or null) reads "required"; anything else of the wrong type `other`. */
const requiredElse = (other: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "v.required" : other;

const requiredId = z
  .number({ error: requiredElse("v.invalid") })
  .int("v.invalid")
  .positive("v.invalid")
  .max(MAX_ID, "v.invalid");
/** Package and volume are required and greater than 0 ("must be greater than 0"). */
const requiredPositive = (max: number, integer: boolean) => {
  const base = z.number({ error: requiredElse("v.invalid") }).finite("v.invalid");
  return (integer ? base.int("v.invalid") : base).gt(0, "v.greater_than_zero").max(max, "v.max_value");
};
const optionalPositive = (max: number) =>
  z.number({ error: "v.invalid" }).finite("v.invalid").gt(0, "v.greater_than_zero").max(max, "v.max_value").nullable().optional();

/** A container row of the instruction as sent: `id` names a row of this order to keep, else a new one. */
export const supplyContainerSchema = z.strictObject({
  id: idSchema.optional(),
  container_no: commonText(ORDER_LIMITS.CONTAINER_NO_MAX, false),
  seal_no: commonText(ORDER_LIMITS.SEAL_NO_MAX, false),
  container_id: idSchema.nullable().optional(),
  package: requiredPositive(ORDER_LIMITS.PACKAGES_MAX, true),
  package_uid: requiredId,
  weight: optionalPositive(ORDER_LIMITS.WEIGHT_MAX),
  volume: requiredPositive(ORDER_LIMITS.VOLUME_MAX, false),
  vgm: optionalPositive(ORDER_LIMITS.WEIGHT_MAX),
  /** how the VGM was found and who signs for it; the order-wide `vgm_method` is each row's default */
  vgm_declaration: vgmDeclarationSchema.nullable().optional(),
});
export type SupplyContainer = z.output<typeof supplyContainerSchema>;
export type SupplyContainerInput = z.input<typeof supplyContainerSchema>;

/** Everything of the shipping instruction but the action (what operations amend too). */
export const supplyFieldsSchema = z.strictObject({
  contacts: z.array(contactSchema, { error: "v.invalid" }).max(4, "v.max_items").optional().default([]),
  marks_no: commonText(LIMITS.MARKS_MAX, true),
  description: commonText(LIMITS.DESCRIPTION_MAX, true),
  /** the `file` POST /attachment answered for a manifest (document type 8); null: none */
  manifest_file: idSchema.nullable().optional().default(null),
  vgm_method: z.literal(VGM_METHODS, { error: requiredElse("v.enum") }),
  containers: z
    .array(supplyContainerSchema, { error: "v.invalid" })
    .min(1, "v.min_items")
    .max(ORDER_LIMITS.CONTAINERS_MAX, "v.max_items"),
});
export type SupplyFields = z.output<typeof supplyFieldsSchema>;
export type SupplyFieldsInput = z.input<typeof supplyFieldsSchema>;

/** Shipper, consignee and notify 1 must be on the instruction ('please enter {field}'). */
export const SUPPLY_REQUIRED_PARTIES = [
  { type: PARTY_TYPE.SHIPPER, field: "shipper" },
  { type: PARTY_TYPE.CONSIGNEE, field: "consignee" },
  { type: PARTY_TYPE.NOTIFY_1, field: "notify1" },
] as const;

/** The rules across fields whatever the container mode: parties, container numbers, VGM. */
export function supplyShapeIssues(form: Pick<SupplyFields, "contacts" | "containers">): SupplyIssue[] {
  const issues: SupplyIssue[] = [];
  const seenTypes = new Set<number>();
  form.contacts.forEach((contact, index) => {
    if (seenTypes.has(contact.type)) issues.push({ path: ["contacts", index, "type"], message: "v.duplicate" });
    seenTypes.add(contact.type);
  });
  for (const { type, field } of SUPPLY_REQUIRED_PARTIES) {
    if (!seenTypes.has(type)) issues.push({ path: ["contacts", field], message: "v.please_enter" });
  }
  const seenNumbers = new Set<string>();
  form.containers.forEach((row, index) => {
    const at = (field: string) => ["containers", index, field];
    if (row.container_no) {
      const problem = containerNoProblem(row.container_no);
      if (problem?.problem === "format") issues.push({ path: at("container_no"), message: "v.container_no_format" });
      if (problem?.problem === "check_digit") {
        issues.push({ path: at("container_no"), message: "v.container_no_check", params: { expected: problem.expected } });
      }
      // one box is loaded once — a number twice in an order is a typing slip
      if (seenNumbers.has(row.container_no)) {
        issues.push({ path: at("container_no"), message: "v.container_no_repeated", params: { value: row.container_no } });
      }
      seenNumbers.add(row.container_no);
    }
    // the verified gross mass is the cargo plus packing and the box: never below the cargo's weight
    if (row.weight != null && row.vgm != null && row.vgm < row.weight) {
      issues.push({ path: at("vgm"), message: "v.vgm_below_weight", params: { weight: row.weight } });
    }
  });
  return issues;
}

/** In FCL (container_mode 1) each row needs its container number, seal number and type. */
export function supplyModeIssues(form: Pick<SupplyFields, "containers">, containerMode: number): SupplyIssue[] {
  if (containerMode !== CONTAINER_MODE.FCL) return [];
  const issues: SupplyIssue[] = [];
  form.containers.forEach((row, index) => {
    for (const field of ["container_no", "seal_no", "container_id"] as const) {
      if (row[field] === undefined || row[field] === null || row[field] === "") {
        issues.push({ path: ["containers", index, field], message: "v.required" });
      }
    }
  });
  return issues;
}

/**
 * In FCL each container type of the rows must be among the original order's
 * spaces, and no type may fill more rows (one row, one box) than the spaces booked. `nameOf`
 * gives a type's name in the reader's language; rows without a type are left to the required rule.
 */
export function supplySpaceIssues(
  rows: readonly { container_id?: number | null }[],
  spaces: readonly { container_id: number; count: number }[],
  nameOf: (containerId: number) => string,
): SupplyIssue[] {
  const booked = new Map<number, number>();
  for (const space of spaces) booked.set(space.container_id, (booked.get(space.container_id) ?? 0) + space.count);
  const used = new Map<number, number>();
  const issues: SupplyIssue[] = [];
  rows.forEach((row, index) => {
    const type = row.container_id;
    if (type === undefined || type === null) return;
    const path = ["containers", index, "container_id"];
    const limit = booked.get(type);
    if (limit === undefined) {
      issues.push({ path, message: "v.space_type_missing", params: { name: nameOf(type) } });
      return;
    }
    const count = (used.get(type) ?? 0) + 1;
    used.set(type, count);
    if (count === limit + 1) issues.push({ path, message: "v.space_count_exceeded", params: { name: nameOf(type), n: limit } });
  });
  return issues;
}

function addIssues(ctx: z.RefinementCtx, issues: readonly SupplyIssue[]) {
  for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message, params: issue.params });
}

/** PUT /order/shipment/{id}: the rules that need no order. The server adds the mode's and the spaces'. */
export const supplyBodySchema = supplyFieldsSchema
  .extend({ action: z.literal(SUPPLY_ACTIONS, { error: "v.enum" }) })
  .superRefine((form, ctx) => addIssues(ctx, supplyShapeIssues(form)));
export type SupplyBody = z.output<typeof supplyBodySchema>;
export type SupplyBodyInput = z.input<typeof supplyBodySchema>;

/** The supply form of an order in `containerMode`, with the mode's rules (the web form's schema). */
export function supplySchemaFor(containerMode: number) {
  return supplyBodySchema.superRefine((form, ctx) => addIssues(ctx, supplyModeIssues(form, containerMode)));
}
