// Ten concurrent 2 MiB image uploads must keep /api/health answering,
// p99 ≤ 100 ms, on the embedded database. The real server process (PGlite in a temporary
// DATA_DIR, NODE_ENV=test for its user-seeding route) with the event loop's delay measured inside
// it; /api/health is asked every 10 ms from here while each round of uploads runs.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { emit, median, ROOT, startServer, stopServer } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3204);
const base = `http://127.0.0.1:${port}/api`;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5);
const CONCURRENT = 10;
const PASSWORD = "Bench-upload-2026";

async function call(pathname, init = {}) {
  const res = await fetch(`${base}${pathname}`, init);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

const json = (body) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

let users = 0;
/** A fresh account each round: the per-user upload limit is not what this measures. */
async function freshUser() {
  const username = `bench-upload-${Date.now()}-${users++}@example.com`;
  await call("/test/users", json({ username, password: PASSWORD, roles: ["shipper"] }));
  return (await call("/system/login", json({ username, password: PASSWORD }))).token;
}

const image = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2 * 1024 * 1024 - 4)]);

function upload(token, data, i) {
  const form = new FormData();
  form.append("purpose", "logo");
  form.append("file", new Blob([data], { type: "image/jpeg" }), `logo-${i}.jpg`);
  return call("/upload", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
}

/** Asks /api/health every 10 ms until `done` settles; the latency of each answer. */
async function pollHealth(done) {
  const latencies = [];
  let finished = false;
  done.finally(() => {
    finished = true;
  });
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${base}/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  return latencies;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (ms) => Math.round(ms * 10) / 10;

const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-upload-"));
const statsFile = path.join(dataDir, "loop.json");
const env = {
  DATA_DIR: dataDir,
  NODE_ENV: "test",
  SEED_DEMO: "0",
  LOOP_STATS_FILE: statsFile,
  NODE_OPTIONS: `--import ${path.join(ROOT, "bench", "loop-monitor.mjs")}`,
};
// the first start creates, migrates and seeds the data directory: not measured
await stopServer((await startServer(env, port)).child);
const { child } = await startServer(env, port);
try {
  const images = Array.from({ length: CONCURRENT }, image);
  await upload(await freshUser(), images[0], 0); // warm-up
  const health = [];
  const roundMs = [];
  const tokens = [];
  for (let r = 0; r < ROUNDS; r++) tokens.push(await freshUser());
  child.kill("SIGUSR2"); // the loop's delay from here on: start-up and sign-ups left out
  for (const token of tokens) {
    const started = performance.now();
    const uploads = Promise.all(images.map((data, i) => upload(token, data, i)));
    health.push(...(await pollHealth(uploads)));
    await uploads;
    roundMs.push(performance.now() - started);
  }
  emit("upload_10x2mib_round_ms", Math.round(median(roundMs)), "ms", { rounds: ROUNDS });
  emit("upload_10x2mib_health_p50_ms", round(percentile(health, 50)), "ms", { samples: health.length });
  emit("upload_10x2mib_health_p99_ms", round(percentile(health, 99)), "ms", {
    samples: health.length,
    max: round(Math.max(...health)),
    budget: 100,
  });
} finally {
  await stopServer(child);
  try {
    const loop = JSON.parse(readFileSync(statsFile, "utf8"));
    emit("upload_10x2mib_event_loop_delay_p99_ms", loop.p99, "ms", { p50: loop.p50, max: loop.max });
  } catch {
    emit("upload_10x2mib_event_loop_delay_p99_ms", null, "ms", { error: "no stats written" });
  }
  rmSync(dataDir, { recursive: true, force: true });
}
