import { Select, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";
import { useDictionary } from "../../system";
import type { ContactType } from "../api/contact-keys";

type Props = Omit<SelectProps<ContactType>, "options" | "loading">;

/** Contact types 1–4 named by the contact_type dictionary (in the reader's language). */
export function ContactTypeSelect(props: Props) {
  const { t } = useTranslation();
  const { data, isPending } = useDictionary("contact_type");
  return (
    <Select<ContactType>
      placeholder={t("common.selectPlaceholder")}
      {...props}
      loading={isPending}
      options={(data ?? []).map((item) => ({ value: Number(item.value) as ContactType, label: item.name }))}
    />
  );
}
