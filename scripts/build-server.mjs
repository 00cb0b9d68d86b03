// The server for production: apps/server/src and @haiyun/shared (TypeScript, consumed from source)
// bundled by esbuild into apps/server/dist/server.js, with the chunks it imports with import()
// beside it; every other package stays an import from node_modules, so native and WASM packages
// (argon2, PGlite) and files they read beside themselves (svg-captcha's fonts) load as they do
// under tsx.
import { readFile } from "node:fs/promises";
import path from "node:path";

const WORKSPACE_PACKAGE = /^@haiyun\//;

const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (WORKSPACE_PACKAGE.test(args.path) ? undefined : { external: true }));
  },
};

// Files are found relative to a module's own source (`new URL("../../drizzle", import.meta.url)` for
// the migrations, the repository root in config.ts); in one bundle every module would share the
// bundle's URL, so each module's import.meta.url is made to name its source file again.
function sourceImportMetaUrl(outDir) {
  return {
    name: "source-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
        if (args.path.split(path.sep).includes("node_modules")) return undefined;
        const source = await readFile(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        const fromBundle = path.relative(outDir, args.path).split(path.sep).join("/");
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
      });
    },
  };
}

/**
 * Bundles apps/server/src/server.ts into outDir/server.js and the chunks it imports (with source
 * maps), and beside it each worker thread's script (lib/worker-pool.ts).
 */
export async function buildServer(root, outDir) {
  const { build } = await import("esbuild");
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: "apps/server/src/server.ts",
      // the PDF drawing threads' script (modules/orders/documents/draw-thread.ts names it)
      "draw-worker": "apps/server/src/modules/orders/documents/draw-worker.ts",
    },
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    // the map only turns stack positions into source ones (--enable-source-maps); without the
    // sources' text inside it is a third of the size, which every start reads and parses
    sourcesContent: false,
    // a module imported with import() becomes a file of its own, loaded when first imported, with
    // the packages it imports (db/postgres.ts: node-postgres only for a PostgreSQL URL)
    splitting: true,
    // tells lib/worker-pool.ts to start the threads' bundled scripts, not their TypeScript sources
    define: { BUILT_SERVER: "true" },
    logLevel: "warning",
    plugins: [externalPackages, sourceImportMetaUrl(outDir)],
  });
}
