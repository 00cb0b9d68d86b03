import { needsFlashPoint, needsNetExplosiveContent } from "./imo-classes";
import { type DangerousGoodsInput, OOG_DIMENSIONS, type OutOfGaugeInput, type ReeferSettingsInput } from "./special-cargo";
import { packingGroupRule } from "./un-numbers";

// What a form holds of a row's special cargo, made to say only what applies: a field the chosen
// class does not declare is dropped (a flash point left from class 3 after choosing class 8; a
// packing group on an entry the list gives none, such as UN 3480), an
// empty nested object is none, and a non-operating reefer has no settings.

const isBlankText = (value: string | null | undefined) => !value?.trim();

/** One dangerous good without the fields its class does not take, and without empty nested objects. */
export function tidyDangerousGoods<T extends Partial<DangerousGoodsInput>>(dg: T): T {
  const imoClass = dg.imo_class ?? "";
  const inner = dg.inner_packaging;
  const contact = dg.emergency_contact;
  return {
    ...dg,
    packing_group: packingGroupRule(dg.un_number ?? "", imoClass) === "none" ? null : (dg.packing_group ?? null),
    flash_point: needsFlashPoint(imoClass) ? (dg.flash_point ?? null) : null,
    net_explosive_content: needsNetExplosiveContent(imoClass) ? (dg.net_explosive_content ?? null) : null,
    inner_packaging: !inner || (inner.quantity == null && isBlankText(inner.description)) ? null : inner,
    emergency_contact: !contact || (isBlankText(contact.name) && isBlankText(contact.phone)) ? null : contact,
  };
}

/** A non-operating reefer carries dry cargo: its settings are dropped. */
export function tidyReefer(reefer: ReeferSettingsInput): ReeferSettingsInput {
  return reefer.is_non_operating ? { is_non_operating: true } : reefer;
}

/** Out of gauge with no dimension and no remarks is none (null). */
export function tidyOog(oog: OutOfGaugeInput | null | undefined): OutOfGaugeInput | null {
  if (!oog) return null;
  const stands = OOG_DIMENSIONS.some((key) => (oog[key] ?? 0) > 0);
  return stands || !isBlankText(oog.remarks) ? oog : null;
}
