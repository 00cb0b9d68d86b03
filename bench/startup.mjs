// DESIGN §11: start-up to the first 200 on /api/health with an existing data directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { emit, median, startServer, stopServer } from "./lib.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 7);
const port = 3202;
const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-startup-"));
try {
  // first start creates, migrates and seeds the data directory; it is not counted
  const first = await startServer({ DATA_DIR: dataDir }, port);
  await stopServer(first.child);
  emit("startup_first_run_ms", Math.round(first.ms), "ms");
  const times = [];
  for (let i = 0; i < runs; i++) {
    const { child, ms } = await startServer({ DATA_DIR: dataDir }, port);
    times.push(ms);
    await stopServer(child);
  }
  emit("startup_existing_data_dir_ms", Math.round(median(times)), "ms", {
    runs,
    min: Math.round(Math.min(...times)),
    max: Math.round(Math.max(...times)),
    budget: 3000,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
