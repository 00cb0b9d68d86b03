// Product and system names are proper nouns, the same in every language, so they live here and not
// in the locale files.
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, "WeChat"],
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/OPR\/(\d+)/, "Opera"],
  [/(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/HeadlessChrome\/(\d+)/, "Headless Chrome"],
  [/(?:Chrome|CriOS)\/(\d+)/, "Chrome"],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
  [/^curl\/(\d+)/, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iOS"],
  [/iPad/, "iPadOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** "Chrome 126 · Windows" from a user-agent string; the start of the string when nothing is recognised. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").trim();
  if (!ua) return "";
  const browser = BROWSERS.map(([pattern, name]) => {
    const version = pattern.exec(ua)?.[1];
    return version ? `${name} ${version}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  const described = [browser, system].filter(Boolean).join(" · ");
  return described || (ua.length > 40 ? `${ua.slice(0, 40)}…` : ua);
}
