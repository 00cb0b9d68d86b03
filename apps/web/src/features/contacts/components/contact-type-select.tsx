import { Select, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";
import { useLookupStatus } from "../../../components/lookup-status";
import { useDictionary } from "../../system";
import type { ContactType } from "../api/contact-keys";

type Props = Omit<SelectProps<ContactType>, "options" | "loading" | "status" | "popupRender">;

/** Contact types 1–4 named by the contact_type dictionary (in the reader's language). */
export function ContactTypeSelect(props: Props) {
  const { t } = useTranslation();
  const types = useDictionary("contact_type");
  const lookup = useLookupStatus(types, "contact_type");
  return (
    <Select<ContactType>
      placeholder={t("common.selectPlaceholder")}
      {...props}
      {...lookup}
      options={(types.data ?? []).map((item) => ({ value: Number(item.value) as ContactType, label: item.name }))}
    />
  );
}
