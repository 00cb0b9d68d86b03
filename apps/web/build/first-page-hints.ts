// by path, not by the package name: the config loader leaves packages to Node, which runs no TypeScript

import { createHash } from "node:crypto";
import type { Plugin, Rolldown } from "vite";
import { CONFIG_DEFAULTS } from "../../../packages/shared/src/constants/config";
import { LIMITS } from "../../../packages/shared/src/constants/limits";
import { QUOTE_PAGE_SIZE } from "../../../packages/shared/src/constants/quote";
import { ORDER_LIST_PAGING } from "../src/features/orders/utils/order-paging";
import enUS from "../src/locales/en-US";
import zhCN from "../src/locales/zh-CN";
import { drawQuoteRows, firstRowsCss, type RowTexts } from "./first-rows";
import { drawFirstScreen, FIRST_SCREEN_CSS, type ScreenTexts } from "./first-screen";
import { startAfter } from "./start-entry";

// The pages a visitor opens first. Their chunks are lazy (router.tsx), so a browser would find them
// only once the entry has run: a second round trip before the page can render, and a third for the
// login picture (the page's largest paint). A small script, written into the page, hints
// them at once on these paths only. The signed-in pages' hints go out only when a session token is
// stored: a visitor without one is sent to /login and would fetch them for nothing.
// A signed-in list page also gets its first screen drawn (first-screen.ts): its title and its
// filters' label and placeholders are named by their locale keys. Its first rows are asked for at
// once (`rows`: the request the page makes first, usePagedQuery's page 1 at the default size), and
// the quotes drawn into the picture as they come (first-rows.ts).
interface FirstScreen {
  title: string;
  label?: string;
  fields: string[];
  /** the card fields' locale keys, for a page whose first rows are drawn */
  rowTexts?: Record<keyof RowTexts, string>;
}
const FIRST_PAGES: Record<string, { modules: string[]; signedIn?: boolean; screen?: FirstScreen; rows?: string }> = {
  "/login": { modules: ["src/app/layouts/public-layout.tsx", "src/features/auth/pages/login-page.tsx"] },
  "/bookings": {
    modules: ["src/app/layouts/main-layout.tsx", "src/features/bookings/pages/bookings-page.tsx"],
    signedIn: true,
    screen: { title: "bookings.title", fields: ["bookings.keyword"] },
    rows: `/api/order?page=1&size=${ORDER_LIST_PAGING.pageSize}`,
  },
  "/quotes": {
    modules: ["src/app/layouts/main-layout.tsx", "src/features/quotes/pages/quotes-page.tsx"],
    signedIn: true,
    screen: {
      title: "quotes.title",
      fields: ["quotes.filters.pol", "quotes.filters.to"],
      rowTexts: {
        sort: "quotes.sort.label",
        route: "quotes.columns.route",
        transit: "quotes.columns.transitDays",
        validity: "quotes.columns.validity",
        remark: "quotes.columns.remark",
        forwarder: "quotes.columns.forwarder",
      },
    },
    rows: `/api/quote?page=1&size=${QUOTE_PAGE_SIZE}`,
  },
};

export function firstPageHints(): Plugin {
  return {
    name: "haiyun-first-page-hints",
    apply: "build",
    // after Vite's own HTML plugin has written index.html into the bundle
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === "chunk");
        const byModule = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
        const html = bundle["index.html"];
        if (html?.type !== "asset") return;
        // the entry script, started by the hint script (startAfter) rather than by the page
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/;
        const entry = entryTag.exec(String(html.source))?.[1];
        if (!entry) throw new Error("first-page hints: no entry script in index.html");
        html.source = String(html.source).replace(entryTag, "");
        const hints: Record<string, Hints> = {};
        for (const [pathname, { modules, signedIn = false, rows }] of Object.entries(FIRST_PAGES)) {
          const files = new Set<string>();
          const css = new Set<string>();
          const images = new Set<string>();
          const visit = (chunk: Rolldown.OutputChunk | undefined) => {
            if (!chunk || files.has(chunk.fileName) || chunk.isEntry) return;
            files.add(chunk.fileName);
            for (const f of chunk.viteMetadata?.importedCss ?? []) css.add(f);
            for (const f of chunk.viteMetadata?.importedAssets ?? []) if (f.endsWith(".webp")) images.add(f);
            for (const f of chunk.imports) visit(chunks.find((c) => c.fileName === f));
          };
          for (const m of modules) visit(byModule(m));
          hints[pathname] = {
            signedIn,
            ...(rows ? { rows } : {}),
            links: [
              // a signed-out page's hints go out as the answer's Link header (server plugins/web-static),
              // read before the page: the entry first among them, as it was in the page's head
              ...(signedIn ? [] : [["modulepreload", entry.replace(/^\//, "")] as [string, string]]),
              ...[...files].filter((f) => !String(html.source).includes(f)).map((f): [string, string] => ["modulepreload", f]),
              // the page's stylesheets applied as they come, each parsed in a task of its own: left to the
              // app (Vite's loader inserts them as it renders), antd's megabyte was parsed inside React's
              // first render, ~35 ms of its longest task on a phone; the app waits for them (main.tsx)
              ...[...css].map((f): [string, string] => ["stylesheet", f]),
              ...[...images].map((f): [string, string, string] => ["preload", f, "image"]),
            ],
          };
        }
        // each language's texts, so the script can fetch the reader's with the entry (lib/i18n)
        const texts: Record<string, string> = {};
        for (const language of Object.keys(LOCALES)) {
          const chunk = byModule(`src/locales/${language}/index.ts`);
          if (chunk) texts[language] = chunk.fileName;
        }
        const phone = `(max-width: ${LIMITS.MOBILE_BREAKPOINT}px)`;
        const css = `${FIRST_SCREEN_CSS}\n${firstRowsCss()}`;
        const args = [hints, texts, firstScreens(), CONFIG_DEFAULTS.app_title, css, phone]
          .map((arg) => JSON.stringify(arg))
          .join(", ");
        const hinted = `() => (${hint.toString()})(${args}, ${drawFirstScreen.toString()}, ${drawQuoteRows.toString()})`;
        const source = `(${startAfter.toString()})(${hinted}, ${JSON.stringify(entry)});`;
        if (/<\/script|<!--/i.test(source)) throw new Error("first-page hints: the script would end its element early");
        // Written into the page, at the end of its body: it runs as the page is read, before any script
        // has been fetched, so the picture is drawn and the first rows asked for at once (a script file,
        // even async, waited behind the entry's preloads for a connection on a phone's slow link). The
        // page's security policy names it by its hash (server plugins/web-static).
        const hash = `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
        html.source = String(html.source).replace("</body>", `<script>${source}</script>\n</body>`);
        // the server sends the signed-out pages' hints as Link headers with the page itself, before
        // the browser has read a byte of it (plugins/web-static); the script still covers the rest
        this.emitFile({
          type: "asset",
          fileName: "first-pages.json",
          source: JSON.stringify({ pages: hints, texts, scripts: [hash] }),
        });
      },
    },
  };
}

const LOCALES: Record<string, unknown> = { "zh-CN": zhCN, "en-US": enUS };
function localeText(language: string, key: string): string {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], LOCALES[language]);
  // a renamed key fails the build rather than painting "undefined" on the first screen
  if (typeof text !== "string") throw new Error(`first screen: no ${language} text for ${key}`);
  return text;
}

function rowTextsOf(keys: Record<keyof RowTexts, string>, text: (key: string) => string): RowTexts {
  const names = Object.keys(keys) as (keyof RowTexts)[];
  return Object.fromEntries(names.map((name) => [name, text(keys[name])])) as unknown as RowTexts;
}

/** Each first screen's texts in each language. */
function firstScreens(): Record<string, Record<string, ScreenTexts>> {
  const screens: Record<string, Record<string, ScreenTexts>> = {};
  for (const [pathname, { screen }] of Object.entries(FIRST_PAGES)) {
    if (!screen) continue;
    screens[pathname] = {};
    for (const language of Object.keys(LOCALES)) {
      const text = (key: string) => localeText(language, key);
      const rows = screen.rowTexts;
      screens[pathname][language] = {
        app: text("common.appName"),
        title: text(screen.title),
        ...(screen.label ? { label: text(screen.label) } : {}),
        fields: screen.fields.map(text),
        ...(rows ? { rows: rowTextsOf(rows, text) } : {}),
      };
    }
  }
  return screens;
}

interface Hints {
  signedIn: boolean;
  /** the first rows' address (FIRST_PAGES) */
  rows?: string;
  links: [string, string, string?][];
}

// runs in the browser, as written (the file is not bundled); "token" is lib/session.ts's TOKEN_KEY,
// and the language is chosen as lib/i18n's detection does (?lng, ?lang, the stored choice, the
// browser's languages, else Chinese): a wrong guess costs one small preload, not a round trip
function hint(
  hints: Record<string, Hints>,
  texts: Record<string, string>,
  screens: Record<string, Record<string, ScreenTexts>>,
  defaultTitle: string,
  css: string,
  phone: string,
  draw: typeof drawFirstScreen,
  drawRows: typeof drawQuoteRows,
) {
  const chosen = (value: string | null | undefined) =>
    !value ? null : /^(zh|cn)/i.test(value) ? "zh-CN" : /^en/i.test(value) ? "en-US" : null;
  const query = new URLSearchParams(location.search);
  const language =
    chosen(query.get("lng")) ??
    chosen(query.get("lang")) ??
    chosen(localStorage.getItem("language")) ??
    navigator.languages.map(chosen).find((found) => found !== null) ??
    "zh-CN";
  const preload = document.createElement("link");
  preload.rel = "modulepreload";
  preload.href = `/${texts[language]}`;
  preload.crossOrigin = "";
  if (texts[language]) document.head.append(preload);
  const page = hints[location.pathname];
  if (!page || (page.signedIn && !localStorage.getItem("token"))) return;
  const screen = screens[location.pathname]?.[language];
  // the first rows drawn and painted, on a page that draws them: the app waits for it (below)
  let rowsDrawn: Promise<unknown> | undefined;
  // a phone's width, as the app's (LIMITS.MOBILE_BREAKPOINT)
  if (screen && matchMedia(phone).matches) {
    // the site's own name and logo when an admin has set them (the configuration the server put into
    // the page, lib/system-config.ts); none of it while the site is closed (the app shows its notice)
    let config: Record<string, string> = {};
    try {
      const pairs: { name: string; value: string }[] = JSON.parse(document.getElementById("site-config")?.textContent || "[]");
      config = Object.fromEntries(pairs.map(({ name, value }) => [name, value]));
    } catch {
      // no configuration in the page: the defaults
    }
    const app = config.app_title && config.app_title !== defaultTitle ? config.app_title : screen.app;
    const show = () => draw({ ...screen, app }, config.booking_logo || "/favicon.svg", css);
    if (config.app_close !== "true") {
      if (document.body) show();
      else document.addEventListener("DOMContentLoaded", show);
      // the page's first rows, asked for now and not once the app runs; the app's request for the
      // same rows (with the same session and language) takes this answer (src/lib/early-answer.ts).
      // A link with filters (anything but the language) asks for other rows: nothing is asked early.
      const token = localStorage.getItem("token");
      const filtered = [...query.keys()].some((key) => key !== "lng" && key !== "lang");
      if (page.rows && token && !filtered) {
        const lang = language === "en-US" ? "en" : "cn";
        const answer = fetch(page.rows, { headers: { lang, Authorization: `Bearer ${token}` } }).then(async (res) => ({
          status: res.status,
          text: await res.text(),
          renewed: res.headers.get("X-Renewed-Token"),
        }));
        (window as { haiyunEarly?: unknown }).haiyunEarly = { url: page.rows, lang, token, at: Date.now(), answer };
        const rowTexts = screen.rows;
        rowsDrawn = answer
          .then(({ status, text }) => {
            if (rowTexts && status === 200 && document.getElementById("first-screen")) {
              drawRows(JSON.parse(text).data.list, rowTexts, language);
            }
          })
          .catch(() => {
            // nothing drawn: the app asks again, and says what went wrong
          })
          // and painted: the task after the next frame's
          .then(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))));
      }
    }
  }
  // Two dozen preloads a few at a time, each few in a task of its own: inserted at once they were a
  // long task on a phone's processor (each starts its request there and then). The stylesheets are
  // applied, not only fetched: each is parsed as it arrives, in a task of its own.
  const PRELOADS_A_TASK = 4;
  const insert = ([rel, file, as]: [string, string, string?]) => {
    const href = `/${file}`;
    // a stylesheet the app's loader applied already (it came too late for the app to wait for it)
    if (rel === "stylesheet" && document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    // the picture is the page's largest paint; scripts and styles load as the entry's preloads do
    if (as === "image") link.fetchPriority = "high";
    else link.crossOrigin = "";
    // the app renders once these have come (src/lib/early-stylesheets.ts)
    if (rel === "stylesheet") {
      link.dataset.early = "";
      link.onload = link.onerror = () => {
        link.dataset.early = "done";
      };
    }
    document.head.append(link);
  };
  const preloads = page.links.filter(([rel]) => rel !== "stylesheet");
  const hintFrom = (from: number) => {
    preloads.slice(from, from + PRELOADS_A_TASK).forEach(insert);
    if (from + PRELOADS_A_TASK < preloads.length) setTimeout(() => hintFrom(from + PRELOADS_A_TASK));
  };
  // On a page that draws its first rows, the rows' request has the link to itself until they are
  // drawn (or three seconds have passed): the app's half megabyte of scripts beside it made the
  // picture's rows wait on a slow network, and its first tasks delayed their drawing. The app's
  // entry waits too (the caller starts it when this settles; at once when nothing is returned).
  const settled = rowsDrawn ? Promise.race([rowsDrawn, new Promise((done) => setTimeout(done, 3000))]) : Promise.resolve();
  void settled.then(() => {
    hintFrom(0);
    for (const sheet of page.links.filter(([rel]) => rel === "stylesheet")) insert(sheet);
  });
  return rowsDrawn && settled;
}
