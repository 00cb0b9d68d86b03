// Another user's request while a big rate import runs (on the embedded database a 7-row
// VGM upload waited 24–27 s behind a 50,000-row import, whose one transaction held PGlite's single
// connection while every row was checked). One forwarder imports BENCH_CONTENTION_ROWS rates
// (50,000 unless set) while a second one asks for the first page of its rates every 200 ms; each
// round emits the import's time and how long the small requests took while it ran (median and
// max), and the last line the medians of the rounds. JSON lines.
//
//   BENCH_CONTENTION_ROWS=50000  BENCH_CONTENTION_ROUNDS=3  (DATABASE_URL: PostgreSQL instead)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { xlsxOf } from "./import-files.mjs";
import { emit, median, postJson, startServer, stopServer } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3209);
const base = `http://127.0.0.1:${port}/api`;
const ROWS = Number(process.env.BENCH_CONTENTION_ROWS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_CONTENTION_ROUNDS ?? 3);
const PROBE_EVERY_MS = 200;
const PASSWORD = "Bench-contention-2026";
const { RATE_IMPORT_HEADERS, RATE_IMPORT_COLUMNS } = await tsImport("@haiyun/shared", import.meta.url);

/** `rows` rates of the seeded references, each different by its remark. */
function ratesFile(rows) {
  const header = [...RATE_IMPORT_COLUMNS.map((key) => RATE_IMPORT_HEADERS[key].en), "20GP", "40HQ"];
  const data = [header];
  const fixed = { carrier: "COSU", pol: "CNSHA", pod: "DEHAM", to: "DEHAM", sdate: "2027-01-01", edate: "2027-01-31" };
  for (let i = 0; i < rows; i++) {
    const cells = RATE_IMPORT_COLUMNS.map((key) =>
      key === "remark" ? `bench ${i}` : key === "transit_days" ? "30" : key === "currency" ? "USD" : fixed[key],
    );
    data.push([...cells, String(1000 + (i % 900)), String(2000 + (i % 900))]);
  }
  return xlsxOf(data, "Rates");
}

async function forwarder(name) {
  await postJson(base, "/test/users", { username: name, password: PASSWORD, roles: ["forwarder"] });
  await postJson(base, "/test/reset-login-attempts", {});
  return (await postJson(base, "/system/login", { username: name, password: PASSWORD })).token;
}

async function importRates(token, file) {
  const form = new FormData();
  form.append("file", new Blob([file]), `rates-${ROWS}.xlsx`);
  const res = await fetch(`${base}/rate/import`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.json();
  if (res.status !== 200 || body.data.imported !== ROWS)
    throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
}

/** The other forwarder's first page, every PROBE_EVERY_MS until `done()`: each one's time (ms). */
async function probe(token, done) {
  const latencies = [];
  while (!done()) {
    const started = performance.now();
    const res = await fetch(`${base}/rate?page=1&size=20`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`probe: ${res.status}`);
    latencies.push(performance.now() - started);
    const wait = PROBE_EVERY_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return latencies;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-contention-"));
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
const env = { DATA_DIR: dataDir, NODE_ENV: "test", SEED_DEMO: "1" };
const file = ratesFile(ROWS);
const { child } = await startServer(env, port);
try {
  const other = await forwarder(`bench-contention-other-${Date.now()}@example.com`);
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const importer = await forwarder(`bench-contention-${Date.now()}-${round}@example.com`);
    let finished = false;
    const started = performance.now();
    const imported = importRates(importer, file).finally(() => {
      finished = true;
    });
    const latencies = await probe(other, () => finished);
    await imported;
    const result = {
      import_ms: Math.round(performance.now() - started),
      probes: latencies.length,
      probe_median_ms: Math.round(median(latencies)),
      probe_max_ms: Math.round(Math.max(...latencies)),
    };
    rounds.push(result);
    emit("import_contention_round", round, "round", { database, rows: ROWS, ...result });
  }
  emit("import_contention_probe_median_ms", median(rounds.map((r) => r.probe_median_ms)), "ms", {
    database,
    rows: ROWS,
    rounds: ROUNDS,
    probe_max_ms_median: median(rounds.map((r) => r.probe_max_ms)),
    import_ms_median: median(rounds.map((r) => r.import_ms)),
  });
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
