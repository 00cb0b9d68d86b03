import type { OutOfGaugeInput, ReeferSettingsInput } from "@haiyun/shared/cargo/special-cargo";
import { tidyDangerousGoods, tidyOog, tidyReefer } from "@haiyun/shared/cargo/special-cargo-tidy";
import { useTranslation } from "react-i18next";
import { DangerousGoodsFields } from "./dangerous-goods-fields";
import { SpecialCargoEditor } from "./editor-modal";
import { OogFields } from "./oog-fields";
import { NEW_REEFER, ReeferFields } from "./reefer-fields";
import type { DangerousGoods } from "./special-values";

// The row's special cargo as antd form controls (value and onChange from the row's Form.Item):
// each a button opening its editor, which hands the row the tidied value on OK.

interface ControlProps<V> {
  value?: V;
  onChange?: (value: V) => void;
  /** the row's place in its list, from 0 */
  row: number;
}

/** An entry nothing was typed in is not kept. */
const isTyped = (dg: DangerousGoods) => Boolean(dg.un_number?.trim() || dg.imo_class || dg.proper_shipping_name?.trim());

export function DangerousGoodsControl({ value, onChange, row }: ControlProps<DangerousGoods[] | null>) {
  const { t } = useTranslation();
  const list = value ?? [];
  return (
    <SpecialCargoEditor<{ entries: DangerousGoods[] }>
      label={t("specialCargo.actions.dangerousGoods")}
      title={t("specialCargo.dg.title")}
      row={row}
      // a row without dangerous goods opens on one entry to fill
      initial={{ entries: list.length ? list : [{}] }}
      onSave={({ entries }) => onChange?.((entries ?? []).filter(isTyped).map(tidyDangerousGoods))}
      onClear={list.length ? () => onChange?.([]) : undefined}
    >
      <DangerousGoodsFields />
    </SpecialCargoEditor>
  );
}

export function ReeferControl({ value, onChange, row }: ControlProps<ReeferSettingsInput | null>) {
  const { t } = useTranslation();
  return (
    <SpecialCargoEditor<ReeferSettingsInput>
      label={t("specialCargo.actions.reefer")}
      title={t("specialCargo.reefer.title")}
      row={row}
      initial={value ?? NEW_REEFER}
      onSave={(reefer) => onChange?.(tidyReefer(reefer))}
      onClear={value ? () => onChange?.(null) : undefined}
    >
      <ReeferFields />
    </SpecialCargoEditor>
  );
}

export function OogControl({ value, onChange, row }: ControlProps<OutOfGaugeInput | null>) {
  const { t } = useTranslation();
  return (
    <SpecialCargoEditor<OutOfGaugeInput>
      label={t("specialCargo.actions.oog")}
      title={t("specialCargo.oog.title")}
      row={row}
      initial={value ?? {}}
      onSave={(oog) => onChange?.(tidyOog(oog))}
      onClear={value ? () => onChange?.(null) : undefined}
    >
      <OogFields />
    </SpecialCargoEditor>
  );
}
