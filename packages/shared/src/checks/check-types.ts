// The carrier-ready check's vocabulary, and the defensive readers its rules share. A rule reads the
// raw wire body (a half-typed form, or anything a client sends), so every field is read for what it
// is and skipped when it is absent or of the wrong type: the schema reports those, not the check.

export type CheckSeverity = "error" | "warning";
export type CheckStage = "save" | "submit";

export interface CheckProblem {
  /** the dotted path of the field in the body, e.g. "containers.0.container_no" */
  field: string;
  /** one of CHECK_RULES */
  rule: string;
  severity: CheckSeverity;
  /** the message key in the shared catalogue (problemMessage translates it) */
  key: string;
  params?: Record<string, string | number>;
}

export interface CheckContext {
  stage: CheckStage;
  /** the ISO size-type code (e.g. "45R1") of a container type id; undefined when unknown */
  isoCodeOf: (containerId: number) => string | undefined;
  /** UN/LOCODEs (e.g. "NLRTM"; first two letters = country) of the port of discharge and the place of delivery, when known */
  podCode?: string | null;
  deliveryCode?: string | null;
  /** container numbers already on the owner's other open orders (the server fills it; uppercase, as stored) */
  takenContainerNos?: ReadonlySet<string>;
}

export const CHECK_RULES = [
  "container_no",
  "container_repeated",
  "container_taken",
  "seal_missing",
  "seal_repeated",
  "hs_code",
  "hs_code_missing",
  "line_length",
  "line_count",
  "party_lines",
  "generic_description",
  "non_latin",
  "vgm_mismatch",
  "vgm_missing",
  "vgm_declaration",
  "reefer_settings",
  "reefer_not_reefer",
  "dg_incomplete",
  "oog_type",
] as const;
export type CheckRule = (typeof CHECK_RULES)[number];

/**
 * A rule's own weight: "block" stops a submit (and only warns on a save, so a draft can always be
 * kept), "warn" never stops anything.
 */
export type CheckLevel = "block" | "warn";

/** What a rule finds, before the stage turns its level into a severity. */
export interface Finding {
  field: string;
  rule: CheckRule;
  level: CheckLevel;
  key: string;
  params?: Record<string, string | number>;
}

export type Row = Record<string, unknown>;

export function isRecord(value: unknown): value is Row {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The object rows of an array field with their indexes; anything else in it is skipped. */
export function rowsOf(value: unknown): [Row, number][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row, index): [Row, number][] => (isRecord(row) ? [[row, index]] : []));
}

/** A string field as given, "" when absent or not a string. */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A finite number, else null. */
export function numberOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A positive integer id, else null. */
export function idOf(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}
