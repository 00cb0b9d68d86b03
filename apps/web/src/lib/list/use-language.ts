import { useTranslation } from "react-i18next";
import { type Language, normaliseLanguage } from "../i18n";

/** The reader's language, re-rendering the caller when it changes (currentLanguage() does not). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return normaliseLanguage(i18n.language) ?? "zh-CN";
}
