import { GlobalOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { currentLanguage, setLanguage } from "../lib/i18n";
import "./plain.css";

/** Two languages, one button: it names the language it switches to. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const next = currentLanguage() === "zh-CN" ? "en-US" : "zh-CN";
  return (
    <button
      type="button"
      className="plain-button plain-button-text"
      aria-label={`${t("common.header.language")}: ${t(`common.lang.${next}`)}`}
      lang={next}
      onClick={() => void setLanguage(next)}
      data-testid="language-toggle"
    >
      <GlobalOutlined />
      {t(`common.lang.${next}`)}
    </button>
  );
}
