import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import "dayjs/locale/en";
import { LANGUAGES, type Language, normaliseLanguage } from "@haiyun/shared/i18n/language";
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import type { LocaleShape } from "../locales/zh-CN";

export { LANGUAGES, type Language, normaliseLanguage };
export const LANGUAGE_STORAGE_KEY = "language";
const QUERY_KEYS = ["lng", "lang"];

function syncLocales(language: string) {
  dayjs.locale(language === "en-US" ? "en" : "zh-cn");
  document.documentElement.lang = language;
}

/** The detection parameter is read once, then taken out of the address bar. */
export function stripLanguageParam(): void {
  const url = new URL(window.location.href);
  if (!QUERY_KEYS.some((key) => url.searchParams.has(key))) return;
  for (const key of QUERY_KEYS) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

// Each language's texts are a chunk of their own (~11 KB gzip each): a page loads the reader's
// language only, and the other when the reader switches. The first-page hints script
// (build/first-page-hints.ts) fetches the reader's beside the entry, so starting costs no round trip.
const TEXTS: Record<Language, () => Promise<{ default: LocaleShape }>> = {
  "zh-CN": () => import("../locales/zh-CN"),
  "en-US": () => import("../locales/en-US"),
};

/** Makes a language's texts available (once); the app shows none before its language's are. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const { default: texts } = await TEXTS[language]();
  i18n.addResourceBundle(language, "translation", texts);
}

export async function initI18n(): Promise<void> {
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
      // added by loadLanguage; without it i18next would wait for a backend there is none of
      resources: {},
      partialBundledLanguages: true,
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
  await loadLanguage(currentLanguage());
  // the detected language may have been a variant (en-GB): i18next now speaks the one loaded
  if (i18n.language !== currentLanguage()) await i18n.changeLanguage(currentLanguage());
}

export function currentLanguage(): Language {
  return normaliseLanguage(i18n.language) ?? "zh-CN";
}

/** The `lang` header is cn for Chinese, en otherwise. */
export function apiLang(): "cn" | "en" {
  return currentLanguage() === "zh-CN" ? "cn" : "en";
}

/** Switches the app's language, its texts fetched first when this is the first switch to it. */
export async function setLanguage(language: Language) {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
