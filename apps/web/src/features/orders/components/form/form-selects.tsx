import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { type LookupList, useLookupStatus } from "../../../../components/lookup-status";
import { useWithStoredEntries } from "../../../../components/stored-names";
import { useDictionary, useReferenceList } from "../../../../lib/reference-data";

interface SelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  "aria-label"?: string;
}

/** Package units are the units of type 3. */
export const PACKAGE_UNIT_QUERY = { type: 3 } as const;

export function usePackageUnits() {
  return useReferenceList("unit", PACKAGE_UNIT_QUERY);
}

function IdSelect({
  id,
  value,
  onChange,
  "aria-label": ariaLabel,
  options,
  query,
  list,
}: SelectProps & {
  options: { value: number; label: string; disabled?: boolean }[];
  query: Parameters<typeof useLookupStatus>[0];
  list: LookupList;
}) {
  const { t } = useTranslation();
  const lookup = useLookupStatus(query, list);
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch={{ optionFilterProp: "label" }}
      allowClear
      {...lookup}
      placeholder={t("common.selectPlaceholder")}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      style={{ width: "100%" }}
      popupMatchSelectWidth={false}
    />
  );
}

/** A container type (ISO 6346 size-type); the types in `taken` are offered disabled (a type once). */
export function ContainerTypeSelect({ taken = [], ...props }: SelectProps & { taken?: readonly number[] }) {
  const types = useReferenceList("container");
  const options = useWithStoredEntries(
    "container",
    props.value,
    (types.data ?? []).map((item) => ({
      value: item.id,
      label: item.name,
      disabled: item.id !== props.value && taken.includes(item.id),
    })),
    types.isSuccess,
  );
  return <IdSelect {...props} options={options} query={types} list="container" />;
}

export function PackageUnitSelect(props: SelectProps) {
  const units = usePackageUnits();
  const options = useWithStoredEntries(
    "unit",
    props.value,
    (units.data ?? []).map((item) => ({ value: item.id, label: item.name })),
    units.isSuccess,
  );
  return <IdSelect {...props} options={options} query={units} list="unit" />;
}

/** The ship_mode dictionary (CY-CY, CY-DOOR, DOOR-CY, DOOR-DOOR). */
export function ShipModeSelect(props: SelectProps) {
  const modes = useDictionary("ship_mode");
  const options = (modes.data ?? []).map((item) => ({ value: Number(item.value), label: item.name }));
  return <IdSelect {...props} options={options} query={modes} list="ship_mode" />;
}
