// `npm run bench`: every benchmark in turn; each prints JSON lines (name, value, unit, …).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const benches = ["startup.mjs", "first-load.mjs", "import.mjs", "uploads.mjs", "request-path.mjs"];
const dir = fileURLToPath(new URL(".", import.meta.url));
let failed = false;
for (const bench of benches) {
  const result = spawnSync(process.execPath, [bench], { cwd: dir, stdio: "inherit" });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
