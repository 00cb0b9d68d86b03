// `npm run build` and the first step of `npm start`: builds the web app (apps/web/dist) and the
// server (apps/server/dist), each only when its sources changed since its last build.
//   node scripts/build.mjs [web] [server] [--force]
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./build-server.mjs";
import { clearStamp, hashInputs, staleReason, writeStamp } from "./build-stamp.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const SHARED = ["packages/shared", "tsconfig.base.json", "package-lock.json", "scripts/build.mjs", "scripts/build-stamp.mjs"];

const targets = {
  web: {
    title: "web app",
    outDir: path.join(root, "apps/web/dist"),
    inputs: ["apps/web", ...SHARED],
    // Vite reads VITE_* variables into the bundle
    extra: () =>
      Object.entries(process.env)
        .filter(([name]) => name.startsWith("VITE_"))
        .sort()
        .join("\n"),
    build() {
      // Vite empties dist first, the old stamp with it
      const result = spawnSync("npm", ["run", "build", "-w", "@haiyun/web"], { cwd: root, stdio: "inherit" });
      if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status ?? result.signal})`);
    },
  },
  server: {
    title: "server",
    outDir: path.join(root, "apps/server/dist"),
    inputs: ["apps/server/src", "apps/server/package.json", "apps/server/tsconfig.json", "scripts/build-server.mjs", ...SHARED],
    extra: () => "",
    async build() {
      rmSync(this.outDir, { recursive: true, force: true });
      await buildServer(root, this.outDir);
    },
  },
};

const args = process.argv.slice(2);
const force = args.includes("--force");
const names = args.filter((arg) => !arg.startsWith("--"));
const unknown = names.filter((name) => !(name in targets));
if (unknown.length > 0) {
  console.error(`Unknown build target ${unknown.join(", ")}; known: ${Object.keys(targets).join(", ")}`);
  process.exit(2);
}

for (const name of names.length > 0 ? names : Object.keys(targets)) {
  const target = targets[name];
  const inputs = hashInputs(root, target.inputs, target.extra());
  const reason = force ? "--force" : staleReason(target.outDir, inputs);
  if (!reason) {
    console.log(`${target.title}: up to date, not rebuilt`);
    continue;
  }
  console.log(`${target.title}: building (${reason})…`);
  const started = performance.now();
  clearStamp(target.outDir);
  try {
    await target.build();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  writeStamp(target.outDir, inputs);
  console.log(`${target.title}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
