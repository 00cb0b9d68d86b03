// Issue 11 / DESIGN §11: rates import, end to end (upload, parse, look up ports and carriers,
// validate, insert rates and their spaces, answer): a 10,000-row .xlsx ≤ 3 s median. The real
// server (embedded PGlite in a temporary DATA_DIR, or DATABASE_URL when set) under NODE_ENV=test,
// so each run imports as a fresh forwarder through POST /api/test/users. The rows are the test
// fixtures' (apps/server/test/fixtures/rates/rate-rows.ts): codes and names in both languages.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { tsImport } from "tsx/esm/api";
import { emit, median, startServer, stopServer } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3208);
const base = `http://127.0.0.1:${port}/api`;
const PASSWORD = "Bench-rates-2026";
const ROWS = Number(process.env.BENCH_RATE_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 3000;
const { FIXTURE_HEADERS, fixtureRates } = await tsImport("../apps/server/test/fixtures/rates/rate-rows.ts", import.meta.url);

/** An .xlsx as Excel saves one (shared strings), every row valid. */
function workbookOf(rows) {
  const sheet = XLSX.utils.aoa_to_sheet([FIXTURE_HEADERS.en, ...fixtureRates(rows).map((rate) => rate.cells)]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, "Rates");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", bookSST: true, compression: true });
}

async function call(pathname, init = {}) {
  const res = await fetch(`${base}${pathname}`, init);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

const json = (body) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

let users = 0;
async function freshForwarder() {
  const username = `bench-rates-${Date.now()}-${users++}@example.com`;
  await call("/test/users", json({ username, password: PASSWORD, roles: ["forwarder"] }));
  return (await call("/system/login", json({ username, password: PASSWORD }))).token;
}

/** One import, timed from the request's start to the parsed answer. */
async function importOnce(token, buffer, rows) {
  const form = new FormData();
  form.append("file", new Blob([buffer]), `rates-${rows}.xlsx`);
  const started = performance.now();
  const data = await call("/rate/import", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const ms = performance.now() - started;
  if (data.imported !== rows) throw new Error(`imported ${data.imported} of ${rows}`);
  return ms;
}

const file = workbookOf(ROWS);
emit(`import_rates_${ROWS / 1000}k_file_kb`, Math.round(file.length / 1024), "KB");
const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-rates-"));
const env = { DATA_DIR: dataDir, NODE_ENV: "test", SEED_DEMO: "0" };
// the first start creates, migrates and seeds the data directory: not measured
await stopServer((await startServer(env, port)).child);
const { child } = await startServer(env, port);
try {
  // warm-up, not counted
  await importOnce(await freshForwarder(), workbookOf(200), 200);
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await importOnce(await freshForwarder(), file, ROWS));
  emit(`import_rates_${ROWS / 1000}k_xlsx_ms`, Math.round(median(times)), "ms", {
    runs: RUNS,
    min: Math.round(Math.min(...times)),
    max: Math.round(Math.max(...times)),
    budget: BUDGET_MS,
    within_budget: median(times) <= BUDGET_MS,
    database: process.env.DATABASE_URL ? "postgres" : "pglite",
  });
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
