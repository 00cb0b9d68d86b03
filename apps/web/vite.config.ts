import { execSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

// The build's identity: the new-version dialog compares it with /version.json.
function buildVersion(): string {
  let commit = "dev";
  try {
    commit = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // not a git checkout; the timestamp alone identifies the build
  }
  return `${commit}-${Date.now().toString(36)}`;
}

const version = buildVersion();

function versionFile(): Plugin {
  return {
    name: "haiyun-version-file",
    apply: "build",
    generateBundle() {
      // not "version.json": the server answers that path itself (it may override it in tests)
      this.emitFile({ type: "asset", fileName: "build-info.json", source: JSON.stringify({ version }) });
    },
  };
}

// The pages a visitor opens first. Their chunks are lazy (router.tsx), so a browser would find them
// only once the entry has run: a second round trip before the page can render, and a third for the
// login picture (the page's largest paint). A small script, loaded async beside the entry, hints
// them at once on these paths only. The signed-in pages' hints go out only when a session token is
// stored: a visitor without one is sent to /login and would fetch them for nothing.
const FIRST_PAGES: Record<string, { modules: string[]; signedIn?: boolean }> = {
  "/login": { modules: ["src/app/layouts/public-layout.tsx", "src/features/auth/pages/login-page.tsx"] },
  "/bookings": {
    modules: ["src/app/layouts/main-layout.tsx", "src/features/bookings/pages/bookings-page.tsx"],
    signedIn: true,
  },
  "/quotes": {
    modules: ["src/app/layouts/main-layout.tsx", "src/features/quotes/pages/quotes-page.tsx"],
    signedIn: true,
  },
};

function firstPageHints(): Plugin {
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
        const hints: Record<string, Hints> = {};
        for (const [pathname, { modules, signedIn = false }] of Object.entries(FIRST_PAGES)) {
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
            links: [
              ...[...files].filter((f) => !String(html.source).includes(f)).map((f): [string, string] => ["modulepreload", f]),
              ...[...css].map((f): [string, string, string] => ["preload", f, "style"]),
              ...[...images].map((f): [string, string, string] => ["preload", f, "image"]),
            ],
          };
        }
        // each language's texts, so the script can fetch the reader's with the entry (lib/i18n)
        const texts: Record<string, string> = {};
        for (const language of ["zh-CN", "en-US"]) {
          const chunk = byModule(`src/locales/${language}/index.ts`);
          if (chunk) texts[language] = chunk.fileName;
        }
        // the server sends the signed-out pages' hints as Link headers with the page itself, before
        // the browser has read a byte of it (plugins/web-static); the script still covers the rest
        this.emitFile({ type: "asset", fileName: "first-pages.json", source: JSON.stringify({ pages: hints, texts }) });
        const source = `(${hint.toString()})(${JSON.stringify(hints)}, ${JSON.stringify(texts)});\n`;
        const ref = this.emitFile({ type: "asset", name: "first-page-hints.js", source });
        const script = `<script async src="/${this.getFileName(ref)}"></script>`;
        html.source = String(html.source).replace(/(\s*)<script type="module"/, `$1${script}$1<script type="module"`);
      },
    },
  };
}

interface Hints {
  signedIn: boolean;
  links: [string, string, string?][];
}

// runs in the browser, as written (the file is not bundled); "token" is lib/session.ts's TOKEN_KEY,
// and the language is chosen as lib/i18n's detection does (?lng, ?lang, the stored choice, the
// browser's languages, else Chinese): a wrong guess costs one small preload, not a round trip
function hint(hints: Record<string, Hints>, texts: Record<string, string>) {
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
  for (const [rel, file, as] of page.links) {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = `/${file}`;
    if (as) link.as = as;
    // the picture is the page's largest paint; scripts and styles load as the entry's preloads do
    if (as === "image") link.fetchPriority = "high";
    else link.crossOrigin = "";
    document.head.append(link);
  }
}

// Every script and stylesheet compressed once, at the build, as hard as the formats go (brotli 11,
// gzip 9), beside the file: the server sends these as they are (plugins/web-static preCompressed)
// instead of compressing each answer quickly. Brotli 11 is ~14 % smaller than gzip for the same
// scripts (measured on this build: 815 KB of gzip, 693 KB of brotli).
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: "haiyun-precompress",
    apply: "build",
    async writeBundle(options) {
      const dir = path.join(options.dir ?? "dist", "assets");
      const files = readdirSync(dir).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const source = readFileSync(path.join(dir, file));
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gzipped(source, { level: 9 }),
          ]);
          writeFileSync(path.join(dir, `${file}.br`), br);
          writeFileSync(path.join(dir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile(), firstPageHints(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // antd/locale/* re-exports antd's CommonJS build, which bundles a second copy of the locale data
  // beside the ES build's own: the ES files instead
  resolve: { alias: [{ find: /^antd\/locale\//, replacement: "antd/es/locale/" }] },
  server: { proxy: { "/api": "http://localhost:3000", "/version.json": "http://localhost:3000" } },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
