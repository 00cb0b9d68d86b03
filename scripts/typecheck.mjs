// `npm run typecheck`: the compiler's word on every workspace. packages/shared is a referenced
// project (composite): `tsc -b` checks it once and the other workspaces read its declarations; then
// the workspaces are checked side by side. Build info lives in node_modules/.cache/tsc, so a
// workspace whose files did not change is not checked again. Fails on any error in any workspace.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");

const first = spawnSync(process.execPath, [tsc, "-b", "packages/shared"], { cwd: root, stdio: "inherit" });
if (first.status !== 0) {
  console.error("typecheck: packages/shared has type errors");
  process.exit(1);
}

function check(workspace) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-b", workspace, "--pretty"], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`typecheck: ${workspace} has type errors`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(["apps/server", "apps/web", "e2e"].map(check));
process.exit(results.every(Boolean) ? 0 : 1);
