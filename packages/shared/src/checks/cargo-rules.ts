import { isReeferType, takesOutOfGauge } from "../cargo/container-kind";
import { needsFlashPoint, needsNetExplosiveContent } from "../cargo/imo-classes";
import { isOutOfGauge, OOG_DIMENSIONS } from "../cargo/special-cargo";
import { packingGroupRule } from "../cargo/un-numbers";
import { normaliseHsCode } from "../text/hs-code";
import { type Finding, idOf, isRecord, numberOf, type Row, rowsOf, textOf } from "./check-types";
import { nonLatinFinding } from "./text-rules";

// The cargo of a booking's rows: the HS code customs files under, and the special cargo a carrier
// accepts only complete — dangerous goods fully declared, a reefer with its set point, out-of-gauge
// cargo on a box that can carry it.

/** The rows' HS codes; `boundForEu`: ICS2 needs one on every item, so a missing one blocks. */
export function cargoHsRules(rows: unknown, collection: string, boundForEu: boolean): Finding[] {
  return rowsOf(rows).flatMap(([row, index]): Finding[] => {
    const field = `${collection}.${index}.hs_code`;
    if (row.hs_code !== undefined && row.hs_code !== null && typeof row.hs_code !== "string") return [];
    const value = textOf(row.hs_code).trim();
    if (!value) {
      const key = boundForEu ? "check.hs_code_missing_eu" : "check.hs_code_missing";
      return [{ field, rule: "hs_code_missing", level: boundForEu ? "block" : "warn", key }];
    }
    if (/^\d{6,10}$/.test(normaliseHsCode(value))) return [];
    return [{ field, rule: "hs_code", level: "block", key: "check.hs_code", params: { value } }];
  });
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && !value.trim());

/** The fields of one dangerous good a carrier needs, by its class (the packing group by its UN number too). */
function missingDgFields(dg: Row): string[] {
  const imoClass = textOf(dg.imo_class).trim();
  const contact = isRecord(dg.emergency_contact) ? dg.emergency_contact : {};
  const missing: string[] = ["un_number", "proper_shipping_name", "imo_class"].filter((name) => isBlank(dg[name]));
  if (packingGroupRule(textOf(dg.un_number), imoClass) === "required" && isBlank(dg.packing_group)) {
    missing.push("packing_group");
  }
  if (isBlank(contact.name)) missing.push("emergency_contact.name");
  if (isBlank(contact.phone)) missing.push("emergency_contact.phone");
  if (imoClass && needsFlashPoint(imoClass) && numberOf(dg.flash_point) === null) missing.push("flash_point");
  if (imoClass && needsNetExplosiveContent(imoClass) && numberOf(dg.net_explosive_content) === null) {
    missing.push("net_explosive_content");
  }
  return missing;
}

function dangerousGoodsFindings(row: Row, at: string): Finding[] {
  return rowsOf(row.dangerous_goods).flatMap(([dg, index]) => {
    const base = `${at}.dangerous_goods.${index}`;
    const findings: Finding[] = missingDgFields(dg).map((name) => ({
      field: `${base}.${name}`,
      rule: "dg_incomplete",
      level: "block",
      key: "check.dg_missing",
    }));
    // a class 9 entry the UN number table does not know may be an article without one: asked, not required
    if (packingGroupRule(textOf(dg.un_number), textOf(dg.imo_class).trim()) === "optional" && isBlank(dg.packing_group)) {
      findings.push({ field: `${base}.packing_group`, rule: "dg_incomplete", level: "warn", key: "check.dg_packing_group" });
    }
    const nonLatin = nonLatinFinding(textOf(dg.proper_shipping_name), `${base}.proper_shipping_name`);
    return nonLatin ? [...findings, nonLatin] : findings;
  });
}

/** A reefer runs at a set point (with its unit) unless it travels switched off as a dry box. */
function reeferFindings(reefer: unknown, at: string, type: string): Finding[] {
  if (!isRecord(reefer)) {
    return [{ field: `${at}.reefer`, rule: "reefer_settings", level: "block", key: "check.reefer_missing", params: { type } }];
  }
  if (reefer.is_non_operating === true) return [];
  const missing =
    numberOf(reefer.temperature) === null ? "temperature" : isBlank(reefer.temperature_unit) ? "temperature_unit" : null;
  if (!missing) return [];
  return [
    {
      field: `${at}.reefer.${missing}`,
      rule: "reefer_settings",
      level: "block",
      key: "check.reefer_temperature",
      params: { type },
    },
  ];
}

/** The dimensions of an out-of-gauge object read defensively (anything not a number counts as 0). */
function standsOut(oog: unknown): boolean {
  if (!isRecord(oog)) return false;
  return isOutOfGauge(Object.fromEntries(OOG_DIMENSIONS.map((name) => [name, numberOf(oog[name]) ?? 0])));
}

/** A space or container row's type against its reefer settings and out-of-gauge dimensions. */
function typeFindings(row: Row, at: string, isoCodeOf: (containerId: number) => string | undefined): Finding[] {
  const id = idOf(row.container_id);
  const type = id === null ? undefined : isoCodeOf(id);
  // a type the reference data does not know cannot be judged: the schema reports a bad id
  if (!type) return [];
  const findings: Finding[] = [];
  if (isReeferType(type)) {
    findings.push(...reeferFindings(row.reefer, at, type));
  } else if (isRecord(row.reefer)) {
    findings.push({
      field: `${at}.reefer`,
      rule: "reefer_not_reefer",
      level: "block",
      key: "check.reefer_not_reefer",
      params: { type },
    });
  }
  if (standsOut(row.oog) && !takesOutOfGauge(type)) {
    findings.push({ field: `${at}.oog`, rule: "oog_type", level: "block", key: "check.oog_type", params: { type } });
  }
  return findings;
}

/**
 * The special cargo of a body's rows in `collection`. `isoCodeOf` is given for spaces and container
 * rows, which carry a container type; LCL cargo rows carry dangerous goods only.
 */
export function specialCargoRules(
  rows: unknown,
  collection: string,
  isoCodeOf?: (containerId: number) => string | undefined,
): Finding[] {
  return rowsOf(rows).flatMap(([row, index]) => {
    const at = `${collection}.${index}`;
    return [...(isoCodeOf ? typeFindings(row, at, isoCodeOf) : []), ...dangerousGoodsFindings(row, at)];
  });
}
