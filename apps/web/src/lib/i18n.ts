import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import "dayjs/locale/en";
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import enUS from "../locales/en-US";
import zhCN from "../locales/zh-CN";

export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "language";
const QUERY_KEYS = ["lng", "lang"];

/** spec §9: cn, zh, zh_cn, zh-cn select Chinese; en, en_us, en-us select English. */
export function normaliseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const v = value.trim().toLowerCase().replace("_", "-");
  if (["cn", "zh", "zh-cn", "zh-hans", "zh-hans-cn"].includes(v)) return "zh-CN";
  if (["en", "en-us", "en-gb"].includes(v)) return "en-US";
  if (v.startsWith("zh")) return "zh-CN";
  if (v.startsWith("en")) return "en-US";
  return null;
}

function syncLocales(language: string) {
  dayjs.locale(language === "en-US" ? "en" : "zh-cn");
  document.documentElement.lang = language;
}

/** The detection parameter is read once, then taken out of the address bar (spec §9). */
export function stripLanguageParam(): void {
  const url = new URL(window.location.href);
  if (!QUERY_KEYS.some((key) => url.searchParams.has(key))) return;
  for (const key of QUERY_KEYS) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export function initI18n() {
  const detector = new LanguageDetector();
  detector.addDetector({
    name: "langQuery",
    lookup: () => new URLSearchParams(window.location.search).get("lang") ?? undefined,
  });
  i18n
    .use(detector)
    .use(initReactI18next)
    .init({
      // no advertising line in the console (browser or test output)
      showSupportNotice: false,
      resources: { "zh-CN": { translation: zhCN }, "en-US": { translation: enUS } },
      supportedLngs: [...LANGUAGES],
      fallbackLng: "zh-CN",
      load: "currentOnly",
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ["querystring", "langQuery", "localStorage", "navigator"],
        lookupQuerystring: "lng",
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ["localStorage"],
        convertDetectedLanguage: (lng: string) => normaliseLanguage(lng) ?? lng,
      },
    });
  syncLocales(i18n.language);
  i18n.on("languageChanged", syncLocales);
  stripLanguageParam();
  return i18n;
}

export function currentLanguage(): Language {
  return normaliseLanguage(i18n.language) ?? "zh-CN";
}

/** spec §7: the `lang` header is cn for Chinese, en otherwise. */
export function apiLang(): "cn" | "en" {
  return currentLanguage() === "zh-CN" ? "cn" : "en";
}

export function setLanguage(language: Language) {
  return i18n.changeLanguage(language);
}

export { i18n };
