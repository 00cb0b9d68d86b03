// Rates import, end to end (upload, parse, look up ports and carriers,
// validate, insert rates and their spaces, answer), in each format a forwarder sends: .xlsx as
// Excel saves it, .xls as LibreOffice saves it. Budgets: 10,000 rows ≤ 3 s median, 50,000 rows
// ≤ 10 s, and the server's peak memory ≤ 600 MB in every format (one fresh server per format, so
// each peak is that format's). The real server (embedded PGlite in a temporary DATA_DIR, or
// DATABASE_URL when set) under NODE_ENV=test, so each run imports as a fresh forwarder through
// POST /api/test/users. The rows are the test fixtures' (apps/server/test/fixtures/rates/rate-rows.ts):
// codes and names in both languages; prices are number cells in a money format (#,##0.00).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { convertedTo, formatsToRun, memoryOf, xlsxOf } from "./import-files.mjs";
import { emit, median, startServer, stopServer } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3208);
const base = `http://127.0.0.1:${port}/api`;
const PASSWORD = "Bench-rates-2026";
const SIZES = (process.env.BENCH_RATE_ROWS ?? "10000,50000").split(",").map(Number);
const RUNS = { small: Number(process.env.BENCH_RUNS ?? 5), large: Number(process.env.BENCH_RUNS_50K ?? 3) };
const budgetOf = (rows) => (rows <= 10_000 ? 3000 : 10_000);
const MEMORY_BUDGET_MB = 600;
const { FIXTURE_HEADERS, fixtureRates } = await tsImport("../apps/server/test/fixtures/rates/rate-rows.ts", import.meta.url);

// BENCH_PRICE_FORMAT=0.00 compares with a server that read the shown text of a money format
const PRICE_FORMAT = process.env.BENCH_PRICE_FORMAT ?? "#,##0.00";

/** The fixture rows with transit days and prices as number cells, prices shown as money. */
function sheetOf(rows) {
  const number = (text, z) => (text === "" ? "" : { t: "n", v: Number(text), ...(z ? { z } : {}) });
  const cells = fixtureRates(rows).map(({ cells: row }) =>
    row.map((cell, i) => (i === 6 ? number(cell) : i >= 9 ? number(cell, PRICE_FORMAT) : cell)),
  );
  return xlsxOf([FIXTURE_HEADERS.en, ...cells], "Rates");
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
  // ten sign-ins a minute from one address are let through: the bench signs in more often
  await call("/test/reset-login-attempts", json({}));
  const username = `bench-rates-${Date.now()}-${users++}@example.com`;
  await call("/test/users", json({ username, password: PASSWORD, roles: ["forwarder"] }));
  return (await call("/system/login", json({ username, password: PASSWORD }))).token;
}

/** One import, timed from the request's start to the parsed answer. */
async function importOnce(token, buffer, rows, format) {
  const form = new FormData();
  form.append("file", new Blob([buffer]), `rates-${rows}.${format}`);
  const started = performance.now();
  const data = await call("/rate/import", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const ms = performance.now() - started;
  if (data.imported !== rows) throw new Error(`imported ${data.imported} of ${rows}`);
  return ms;
}

const formats = formatsToRun(["xlsx", "xls"]);
const sources = new Map(SIZES.map((rows) => [rows, sheetOf(rows)]));
const fileOf = (rows, format) => (format === "xlsx" ? sources.get(rows) : convertedTo(sources.get(rows), format));

const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-rates-"));
const env = { DATA_DIR: dataDir, NODE_ENV: "test", SEED_DEMO: "0" };
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
// the first start creates, migrates and seeds the data directory: not measured
await stopServer((await startServer(env, port)).child);
try {
  for (const format of formats) {
    const files = new Map(SIZES.map((rows) => [rows, fileOf(rows, format)]));
    const warmUp = format === "xlsx" ? sheetOf(200) : convertedTo(sheetOf(200), format);
    const { child } = await startServer(env, port);
    try {
      // warm-up, not counted
      await importOnce(await freshForwarder(), warmUp, 200, format);
      for (const rows of SIZES) {
        const buffer = files.get(rows);
        emit(`import_rates_${rows / 1000}k_${format}_file_kb`, Math.round(buffer.length / 1024), "KB");
        const runs = rows <= 10_000 ? RUNS.small : RUNS.large;
        const times = [];
        for (let i = 0; i < runs; i++) times.push(await importOnce(await freshForwarder(), buffer, rows, format));
        const budget = budgetOf(rows);
        emit(`import_rates_${rows / 1000}k_${format}_ms`, Math.round(median(times)), "ms", {
          runs,
          min: Math.round(Math.min(...times)),
          max: Math.round(Math.max(...times)),
          budget,
          within_budget: median(times) <= budget,
          database,
        });
      }
      const peak = memoryOf(child.pid).hwmMb;
      emit(`import_rates_${format}_peak_rss_mb`, peak, "MB", {
        budget: MEMORY_BUDGET_MB,
        within_budget: peak <= MEMORY_BUDGET_MB,
        database,
      });
    } finally {
      await stopServer(child);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
