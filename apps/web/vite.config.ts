import { execSync } from "node:child_process";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

// The build's identity: the new-version dialog (spec §2) compares it with /version.json.
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

// The pages a visitor opens first, signed out. Their chunks are lazy (router.tsx), so a browser
// would find them only once the entry has run: a second round trip before the page can render, and
// a third for the login picture (the page's largest paint). A small script, loaded async beside
// the entry, hints them at once on these paths only — signed-in pages fetch nothing more.
const FIRST_PAGES: Record<string, string[]> = {
  "/login": ["src/app/layouts/public-layout.tsx", "src/features/auth/pages/login-page.tsx"],
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
        const hints: Record<string, [string, string, string?][]> = {};
        for (const [pathname, modules] of Object.entries(FIRST_PAGES)) {
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
          hints[pathname] = [
            ...[...files].filter((f) => !String(html.source).includes(f)).map((f): [string, string] => ["modulepreload", f]),
            ...[...css].map((f): [string, string, string] => ["preload", f, "style"]),
            ...[...images].map((f): [string, string, string] => ["preload", f, "image"]),
          ];
        }
        const source = `(${hint.toString()})(${JSON.stringify(hints)});\n`;
        const ref = this.emitFile({ type: "asset", name: "first-page-hints.js", source });
        const script = `<script async src="/${this.getFileName(ref)}"></script>`;
        html.source = String(html.source).replace(/(\s*)<script type="module"/, `$1${script}$1<script type="module"`);
      },
    },
  };
}

// runs in the browser, as written (the file is not bundled)
function hint(hints: Record<string, [string, string, string?][]>) {
  for (const [rel, file, as] of hints[location.pathname] ?? []) {
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

export default defineConfig({
  plugins: [react(), versionFile(), firstPageHints()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // antd/locale/* re-exports antd's CommonJS build, which bundles a second copy of the locale data
  // beside the ES build's own: the ES files instead
  resolve: { alias: [{ find: /^antd\/locale\//, replacement: "antd/es/locale/" }] },
  server: { proxy: { "/api": "http://localhost:3000", "/version.json": "http://localhost:3000" } },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
