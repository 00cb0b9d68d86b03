import { usualTare } from "../cargo/container-kind";
import { vgmMethodCode } from "../cargo/special-cargo";
import { type CheckStage, type Finding, idOf, isRecord, numberOf, rowsOf, textOf } from "./check-types";

// SOLAS: no box is loaded without its verified gross mass, signed for. A VGM far from the cargo
// plus the box's tare is usually a figure typed in the wrong field (the cargo's weight, or tons).

/** How far (a share of the VGM) the VGM may stand from cargo plus tare before it looks mistyped. */
export const VGM_TOLERANCE = 0.05;

const positive = (value: unknown) => {
  const number = numberOf(value);
  return number !== null && number > 0 ? number : null;
};

/**
 * The instruction's container rows: the VGM given at submit, near the cargo plus the tare (the
 * declaration's, else the usual tare of the row's type), and a declaration someone signs — SM2
 * adds a tare to the cargo, so it needs one.
 */
export function vgmRules(
  body: Record<string, unknown>,
  stage: CheckStage,
  isoCodeOf: (containerId: number) => string | undefined,
): Finding[] {
  const orderMethod = vgmMethodCode(numberOf(body.vgm_method));
  return rowsOf(body.containers).flatMap(([row, index]) => {
    const at = `containers.${index}`;
    const findings: Finding[] = [];
    const declaration = isRecord(row.vgm_declaration) ? row.vgm_declaration : null;
    const vgm = positive(row.vgm);
    const weight = positive(row.weight);
    const id = idOf(row.container_id);
    const tare = positive(declaration?.tare_weight) ?? usualTare(id === null ? undefined : isoCodeOf(id));
    if (vgm === null) {
      if (stage === "submit") findings.push({ field: `${at}.vgm`, rule: "vgm_missing", level: "warn", key: "check.vgm_missing" });
    } else if (weight !== null && tare !== null && Math.abs(vgm - (weight + tare)) > VGM_TOLERANCE * vgm) {
      const expected = Math.round((weight + tare) * 1000) / 1000;
      findings.push({
        field: `${at}.vgm`,
        rule: "vgm_mismatch",
        level: "warn",
        key: "check.vgm_mismatch",
        params: { vgm, weight, tare, expected },
      });
    }
    if (declaration) {
      if (!textOf(declaration.signatory).trim()) {
        findings.push({
          field: `${at}.vgm_declaration.signatory`,
          rule: "vgm_declaration",
          level: "warn",
          key: "check.vgm_signatory",
        });
      }
      const method = declaration.method === "SM1" || declaration.method === "SM2" ? declaration.method : orderMethod;
      if (method === "SM2" && positive(declaration.tare_weight) === null) {
        findings.push({
          field: `${at}.vgm_declaration.tare_weight`,
          rule: "vgm_declaration",
          level: "warn",
          key: "check.vgm_tare",
        });
      }
    }
    return findings;
  });
}
