import type { Plugin } from "vite";

// The entry's stylesheets are two small files (under 2 KB together) linked from index.html, and a
// linked stylesheet holds back the page's first paint: on a phone's slow link each is a round trip
// queued behind the entry's scripts, so the first screen (first-screen.ts) waited for them. Written
// into the page instead, they cost nothing more to fetch. (The security policy allows inline
// styles, not inline scripts: the hint script stays a file.)
const INLINE_LIMIT = 8 * 1024;

export function inlineEntryCss(): Plugin {
  return {
    name: "haiyun-inline-entry-css",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const html = bundle["index.html"];
        if (html?.type !== "asset") return;
        const link = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;
        html.source = String(html.source).replace(link, (tag, fileName: string) => {
          const css = bundle[fileName];
          if (css?.type !== "asset" || css.source.length > INLINE_LIMIT) return tag;
          return `<style>${String(css.source).trim()}</style>`;
        });
      },
    },
  };
}
