import { computedVgm, type VgmDeclarationMethod, vgmMethodCode } from "@haiyun/shared/cargo/special-cargo";

export { passedVgmCutOff } from "@haiyun/shared/constants/cut-offs";

// A container row's VGM as the form holds it: the method it follows, the VGM it declares (typed
// for SM1, the cargo plus the tare for SM2) and where it stands against the VGM cut-off.

/** The declaration as the form holds it: every field may still be blank. */
export interface VgmRowDeclaration {
  /** null: the order-wide method */
  method?: VgmDeclarationMethod | null;
  tare_weight?: number | null;
  signatory?: string;
  /** "YYYY-MM-DD" */
  weighed_at?: string | null;
  weighing_party?: string;
}

export interface VgmRowValues {
  weight?: number | null;
  vgm?: number | null;
  vgm_declaration?: VgmRowDeclaration | null;
}

export type VgmState = "missing" | "declared" | "locked";

/** The row's method: its own, else the order-wide one (dictionary 1 / 2). */
export const methodOf = (row: VgmRowValues, orderMethod: number | null | undefined): VgmDeclarationMethod | null =>
  row.vgm_declaration?.method ?? vgmMethodCode(orderMethod);

/** Whether the row's VGM is the cargo plus a tare given (SM2 with its tare): then it is not typed. */
export const isComputed = (row: VgmRowValues, orderMethod: number | null | undefined) =>
  methodOf(row, orderMethod) === "SM2" && row.vgm_declaration?.tare_weight != null;

/**
 * The VGM the row declares. SM2 adds the tare to the cargo's gross weight; until a tare is given
 * the VGM typed stands, so a row saved before it had a declaration keeps its VGM.
 */
export function vgmOf(row: VgmRowValues, orderMethod: number | null | undefined): number | null {
  if (isComputed(row, orderMethod)) return computedVgm(row.weight, row.vgm_declaration?.tare_weight);
  return row.vgm ?? null;
}

/** Locked once the VGM cut-off passed; else declared with a VGM and a signatory; else missing. */
export function vgmStateOf(row: VgmRowValues, orderMethod: number | null | undefined, locked: boolean): VgmState {
  if (locked) return "locked";
  const signed = Boolean(row.vgm_declaration?.signatory?.trim());
  return vgmOf(row, orderMethod) != null && signed ? "declared" : "missing";
}

const trimmed = (text: string | undefined) => (text ?? "").trim();

/** The declaration as sent: texts trimmed; null when nothing of it was given. */
export function declarationBodyOf(declaration: VgmRowDeclaration | null | undefined) {
  if (!declaration) return null;
  const body = {
    method: declaration.method ?? null,
    tare_weight: declaration.tare_weight ?? null,
    signatory: trimmed(declaration.signatory),
    weighed_at: declaration.weighed_at || null,
    weighing_party: trimmed(declaration.weighing_party),
  };
  const empty = Object.values(body).every((value) => value === null || value === "");
  return empty ? null : body;
}
