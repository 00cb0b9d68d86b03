// The portal's two languages and how a value names one: the web app's detection (?lng, ?lang, the
// stored choice, the browser's) and the server's choice of the texts a page will need read alike.

export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];

/** cn, zh, zh_cn, zh-cn select Chinese; en, en_us, en-us select English. */
export function normaliseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const v = value.trim().toLowerCase().replace("_", "-");
  if (["cn", "zh", "zh-cn", "zh-hans", "zh-hans-cn"].includes(v)) return "zh-CN";
  if (["en", "en-us", "en-gb"].includes(v)) return "en-US";
  if (v.startsWith("zh")) return "zh-CN";
  if (v.startsWith("en")) return "en-US";
  return null;
}
