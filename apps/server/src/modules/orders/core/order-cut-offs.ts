import {
  type ConfirmBooking,
  CUT_OFF_NAMES,
  type CutOffCode,
  type CutOffView,
  cutOffFitsMode,
  dateInZone,
  deliveryCutOff,
  isLocalDateTime,
  isoInZone,
  type Lang,
  LEGACY_CUT_OFFS,
  type LegacyCutOffField,
  translate,
  zonedToInstant,
} from "@haiyun/shared";
import { AppError, type FieldError, fieldError } from "../../../lib/app-error";
import type { OrderRow } from "./orders.repository";

// Cut-offs (docs/PRODUCT-RULES.md, "Cut-offs"): kept as instants under DCSA codes, entered and
// read in the port of loading's time zone. The confirmation's list and the three fields of before
// become one list here; every answer and the mail read it back through the same zone.

export { portPlaceOf, portTimeZoneOf } from "./port-zone.repository";
/** A cut-off as the order keeps it: a DCSA code and the instant, ISO 8601 in UTC. */
export type StoredCutOff = OrderRow["cut_offs"][number];

const byTime = (a: StoredCutOff, b: StoredCutOff) => a.at.localeCompare(b.at) || a.code.localeCompare(b.code);

/** The stored cut-offs that apply to the order's mode (an FCL cut-off kept on an LCL order is not shown). */
export function cutOffsOfMode(stored: readonly StoredCutOff[] | null | undefined, containerMode: number): StoredCutOff[] {
  return (stored ?? []).filter((cutOff) => cutOffFitsMode(cutOff.code, containerMode));
}

/** The stored list as answered, earliest first, each in the zone's local time with its offset. */
export function cutOffViews(stored: readonly StoredCutOff[] | null | undefined, timeZone: string): CutOffView[] {
  return [...(stored ?? [])]
    .sort(byTime)
    .map((cutOff) => ({ code: cutOff.code, at: isoInZone(cutOff.at, timeZone), time_zone: timeZone }));
}

/** The earliest cut-off still ahead at `now` (a countdown's), else null. */
export function nextCutOff(
  stored: readonly StoredCutOff[] | null | undefined,
  timeZone: string,
  now: Date = new Date(),
): CutOffView | null {
  const ahead = (stored ?? []).filter((cutOff) => Date.parse(cutOff.at) > now.getTime()).sort(byTime);
  return ahead.length === 0 ? null : { code: ahead[0].code, at: isoInZone(ahead[0].at, timeZone), time_zone: timeZone };
}

/** One code's instant, if the order has it. */
export function cutOffAt(stored: readonly StoredCutOff[] | null | undefined, code: string): Date | null {
  const found = (stored ?? []).find((cutOff) => cutOff.code === code);
  return found ? new Date(found.at) : null;
}

/** The three fields of before (UTC ISO 8601, or null), derived for older clients. */
export function legacyCutOffs(stored: readonly StoredCutOff[] | null | undefined, containerMode: number) {
  const iso = (code: string) => cutOffAt(stored, code)?.toISOString() ?? null;
  return {
    si_cutoff: iso("DCO"),
    vgm_cutoff: iso("VCO"),
    // the delivery cut-off of the order's mode (the other mode's is not the order's: cutOffsOfMode)
    cy_cutoff: iso(deliveryCutOff(containerMode)),
  };
}

/**
 * The cut-offs a confirmation sets, as stored: the list and the fields of before (the CY field
 * standing for the order's delivery cut-off, LCO on a consolidated order), each local time read
 * in `timeZone`. Each falls at the latest on the ETD's day at the port; a code twice is refused.
 */
export function confirmedCutOffs(
  body: Pick<ConfirmBooking, "etd" | LegacyCutOffField | "cut_offs">,
  containerMode: number,
  timeZone: string,
  lang: Lang,
): StoredCutOff[] {
  const entries: { field: string; code: string; at: string }[] = (body.cut_offs ?? []).map((cutOff, i) => ({
    field: `cut_offs.${i}.at`,
    code: cutOff.code,
    at: cutOff.at,
  }));
  for (const field of Object.keys(LEGACY_CUT_OFFS) as LegacyCutOffField[]) {
    const at = body[field];
    if (!at) continue;
    const code = field === "cy_cutoff" ? deliveryCutOff(containerMode) : LEGACY_CUT_OFFS[field];
    if (entries.some((entry) => entry.code === code)) throw fieldError(field, "v.duplicate", lang);
    entries.push({ field, code, at });
  }
  const errors: FieldError[] = entries.flatMap((entry, i) => {
    if (cutOffFitsMode(entry.code, containerMode)) return [];
    // docs/PRODUCT-RULES.md "Cut-offs": an LCL order has the freight station's delivery cut-off, not the yard's (and back)
    const params = {
      code: entry.code,
      name: CUT_OFF_NAMES[entry.code as CutOffCode]?.[lang] ?? entry.code,
      mode: containerMode === 2 ? "LCL" : "FCL",
    };
    const field = entry.field.startsWith("cut_offs.") ? `cut_offs.${i}.code` : entry.field;
    return [{ field, message: translate("v.cut_off_mode", lang, params) ?? "v.cut_off_mode" }];
  });
  const stored = entries.map((entry) => {
    const instant = isLocalDateTime(entry.at) ? zonedToInstant(entry.at, timeZone) : new Date(entry.at);
    if (dateInZone(instant, timeZone) > body.etd)
      errors.push({ field: entry.field, message: translate("v.past_cutoff", lang) ?? "v.past_cutoff" });
    return { code: entry.code, at: instant.toISOString() };
  });
  if (errors.length > 0) throw new AppError("VALIDATION_FAILED", { errors });
  return stored.sort(byTime);
}
