import { cutOffLabel, type Lang, passedVgmCutOff, type SupplyFields, translate, type VgmDeclaration } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { AppError, type FieldError } from "../../../lib/app-error";
import { portTimeZoneOf } from "../core/order-cut-offs";
import type { OrderRow } from "../core/orders.repository";
import { findContainerVgms } from "./supply.repository";

// Once the VGM cut-off (VCO) has passed, the weights declared to the carrier are what the terminal
// has: the customer can no longer change them on the instruction. Operations still can (amend_si),
// as they deal with the carrier. An order without a VGM cut-off is never locked.

type Declaration = Partial<VgmDeclaration> | null | undefined;

/** A declaration as compared: absent and all-blank are the same, field order never matters. */
function declarationKey(declaration: Declaration): string {
  const key = {
    method: declaration?.method ?? null,
    tare_weight: declaration?.tare_weight ?? null,
    signatory: declaration?.signatory ?? "",
    weighed_at: declaration?.weighed_at ?? null,
    weighing_party: declaration?.weighing_party ?? "",
  };
  const blank = Object.values(key).every((value) => value === null || value === "");
  return blank ? "" : JSON.stringify(key);
}

const vgmOf = (value: number | string | null | undefined) => (value == null ? null : Number(value));

/** The fields of `containers` whose VGM differs from the stored rows (matched by id; a new row with one differs). */
export function changedVgmFields(
  containers: SupplyFields["containers"],
  stored: readonly { id: number; vgm: number | string | null; vgm_declaration: Declaration }[],
): string[] {
  const byId = new Map(stored.map((row) => [row.id, row]));
  return containers.flatMap((row, i) => {
    const before = row.id === undefined ? undefined : byId.get(row.id);
    const fields: string[] = [];
    if (vgmOf(row.vgm) !== vgmOf(before?.vgm)) fields.push(`containers.${i}.vgm`);
    if (declarationKey(row.vgm_declaration) !== declarationKey(before?.vgm_declaration)) {
      fields.push(`containers.${i}.vgm_declaration`);
    }
    return fields;
  });
}

/** Refuses (409 VGM_LOCKED, naming each changed field) a customer's VGM change after the VGM cut-off. */
export async function assertVgmOpen(
  tx: Db,
  order: OrderRow,
  form: Pick<SupplyFields, "containers">,
  { now, lang }: { now: Date; lang: Lang },
): Promise<void> {
  const cutOff = passedVgmCutOff(order.cut_offs, now.getTime());
  if (!cutOff) return;
  const changed = changedVgmFields(form.containers, await findContainerVgms(tx, order.id));
  if (changed.length === 0) return;
  const params = { at: cutOffLabel(cutOff.at, await portTimeZoneOf(tx, order.pol_id), lang, true) };
  const message = translate("VGM_LOCKED", lang, params) ?? "VGM_LOCKED";
  const errors: FieldError[] = changed.map((field) => ({ field, message }));
  throw new AppError("VGM_LOCKED", { params, errors });
}
