import { createHash } from "node:crypto";
import { type Language, normaliseLanguage } from "@haiyun/shared/i18n/language";
import type { ConfigPair } from "@haiyun/shared/schemas/config";

/** One page's hints as the web build writes them to first-pages.json (apps/web/build/first-page-hints.ts). */
export interface PageHints {
  signedIn: boolean;
  links: [rel: string, file: string, as?: string][];
}

/** What the web build writes to first-pages.json: each first page's hints, each language's texts. */
export interface FirstPages {
  pages: Record<string, PageHints>;
  texts: Record<string, string>;
  /** the hashes ('sha256-…') of the scripts written into the page, for its security policy */
  scripts: string[];
}

/**
 * The language a first visit will be shown in, as the web app's detection picks it (lib/i18n):
 * ?lng or ?lang, else the browser's languages (Accept-Language) in order, else Chinese. A choice
 * stored in the browser is unknown here; the app's hint script fetches that one if it differs.
 */
export function pageLanguage(query: Record<string, unknown>, acceptLanguage: string | undefined): Language {
  const named = (value: unknown) => (typeof value === "string" ? normaliseLanguage(value) : null);
  const browser = (acceptLanguage ?? "").split(",").map((tag) => named(tag.split(";")[0]));
  return named(query.lng) ?? named(query.lang) ?? browser.find((found) => found !== null) ?? "zh-CN";
}

/** The id the web app reads the embedded configuration from (apps/web lib/system-config.ts). */
export const SITE_CONFIG_ID = "site-config";

/**
 * A signed-out page's hints as one Link header, so the browser fetches the page's chunks, styles and
 * picture with the page instead of after a script has told it to. Signed-in pages get none: whether
 * the visitor has a session is known only to the browser (a stored token).
 */
export function linkHeader(hints: PageHints | undefined, texts?: string): string | undefined {
  if (!hints || hints.signedIn || hints.links.length === 0) return undefined;
  // the reader's texts too: the app renders nothing before them
  const links: PageHints["links"] = texts ? [["modulepreload", texts], ...hints.links] : hints.links;
  return links
    .map(([hintRel, file, hintAs]) => {
      // a stylesheet the script applies is only fetched ahead here, as the app applies it itself
      const [rel, as] = hintRel === "stylesheet" ? ["preload", "style"] : [hintRel, hintAs];
      const parts = [`</${file}>`, `rel=${rel}`];
      if (as) parts.push(`as=${as}`);
      // as the hint script does: the picture first; scripts and styles load as the entry's preloads do
      parts.push(as === "image" ? "fetchpriority=high" : "crossorigin");
      return parts.join("; ");
    })
    .join(", ");
}

// JSON inside <script> must never close the element or open a comment, whatever an admin typed
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * index.html with the public site configuration (what GET /system/config answers) in it as inert
 * JSON, so the first render needs no round trip for it. The page's CSP allows no inline script; a
 * JSON script is data, never run.
 */
export function withSiteConfig(html: string, pairs: ConfigPair[]): string {
  const json = JSON.stringify(pairs).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const element = `<script type="application/json" id="${SITE_CONFIG_ID}">${json}</script>`;
  return html.includes("</head>") ? html.replace("</head>", `${element}</head>`) : html;
}

// an inline script that runs: no attributes at all (the configuration's JSON script carries a type)
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The hashes ('sha256-…') of the scripts written into the page itself, for its security policy. The
 * page's hint script also starts the app's entry (apps/web build/first-page-hints.ts): read from
 * the page that is served, the policy allows it even should first-pages.json be missing or stale.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, source]) =>
      `'sha256-${createHash("sha256")
        .update(source ?? "")
        .digest("base64")}'`,
  );
}
