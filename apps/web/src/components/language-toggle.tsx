import { GlobalOutlined } from "@ant-design/icons";
import { Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { type Language, LANGUAGES, setLanguage } from "../lib/i18n";

export function LanguageToggle({ dark = false }: { dark?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lng) => ({ key: lng, label: t(`common.lang.${lng}`) })),
        onClick: ({ key }) => void setLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t("common.header.language")} style={dark ? { color: "#fff" } : undefined}>
        {t(`common.lang.${i18n.language as Language}`)}
      </Button>
    </Dropdown>
  );
}
