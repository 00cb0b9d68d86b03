import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { type ReferenceKind, useReferenceList } from "../lib/reference-data";
import { useLookupStatus } from "./lookup-status";
import { useWithStoredEntries } from "./stored-names";

interface Props {
  kind: ReferenceKind;
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  id?: string;
  placeholder?: string;
  "aria-label"?: string;
  disabled?: boolean;
}

/**
 * A searchable select over one reference list (names in the current language). A chosen entry the
 * list no longer offers (disabled by an admin) shows by its stored name, marked (stored-names.tsx).
 */
export function ReferenceSelect({ kind, multiple, value, onChange, id, placeholder, "aria-label": ariaLabel, disabled }: Props) {
  const { t } = useTranslation();
  const list = useReferenceList(kind);
  const lookup = useLookupStatus(list, kind);
  const options = useWithStoredEntries(
    kind,
    value,
    (list.data ?? []).map((item) => ({
      value: item.id,
      label: item.code && kind === "port" ? `${item.name} (${item.code})` : item.name,
    })),
    list.isSuccess,
  );
  return (
    <Select
      id={id}
      mode={multiple ? "multiple" : undefined}
      showSearch={{ optionFilterProp: "label" }}
      allowClear
      {...lookup}
      placeholder={placeholder ?? t("common.selectPlaceholder")}
      aria-label={ariaLabel}
      disabled={disabled}
      value={value ?? (multiple ? [] : undefined)}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      maxTagCount="responsive"
      style={{ width: "100%" }}
    />
  );
}
