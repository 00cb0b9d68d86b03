import { Select, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";
import { useReferenceList } from "../lib/reference-data";
import { useLookupStatus } from "./lookup-status";

type Props = Omit<SelectProps<string>, "options" | "loading" | "status" | "popupRender" | "showSearch"> & {
  /** the options read "USD US Dollar" (default) or only "USD" */
  withName?: boolean;
};

/** A currency by its code, from the currency list; a failed load says so. */
export function CurrencySelect({ withName = true, ...props }: Props) {
  const { t } = useTranslation();
  const currencies = useReferenceList("currency");
  const lookup = useLookupStatus(currencies, "currency");
  return (
    <Select<string>
      showSearch={{ optionFilterProp: "label" }}
      placeholder={t("common.selectPlaceholder")}
      {...props}
      {...lookup}
      options={(currencies.data ?? []).map((item) => ({
        value: item.code,
        label: withName ? `${item.code} ${item.name}` : item.code,
      }))}
    />
  );
}
