// DESIGN §11: contacts import, end to end (upload, parse, validate, insert, answer):
// 10,000 rows (.xlsx) ≤ 2 s median; 50,000 rows ≤ 10 s with the server's peak memory ≤ 600 MB.
// The real server (embedded PGlite in a temporary DATA_DIR, or DATABASE_URL when set) under
// NODE_ENV=test, so each run can import as a fresh user through POST /api/test/users.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { tsImport } from "tsx/esm/api";
import { emit, median, startServer, stopServer } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3203);
const base = `http://127.0.0.1:${port}/api`;
const PASSWORD = "Bench-import-2026";
// the template's headers, defined once in packages/shared (TypeScript: loaded through tsx)
const { CONTACT_IMPORT_HEADERS } = await tsImport("@haiyun/shared", import.meta.url);
const HEADERS = CONTACT_IMPORT_HEADERS.en;
const COUNTRIES = ["CN", "US", "DE", "中国", "Germany", "HK", "jp", "Singapore"];

/** An .xlsx as Excel saves one (shared strings), every row valid and different. */
function workbookOf(rows) {
  const data = [HEADERS];
  for (let i = 0; i < rows; i++) {
    data.push([
      String((i % 4) + 1),
      `OCEAN TRADING ${i} CO., LTD`,
      `海洋贸易${i}有限公司`,
      `CONTACT ${i}`,
      `+86 21 ${String(50000000 + i)}`,
      `contact${i}@example.com`,
      `NO. ${i} HUAIHAI ROAD`,
      i % 3 === 0 ? "" : `ROOM ${i % 1000}`,
      "SHANGHAI",
      "SHANGHAI",
      COUNTRIES[i % COUNTRIES.length],
      String(i % 100000).padStart(6, "0"),
      `E${i}`,
    ]);
  }
  const sheet = XLSX.utils.aoa_to_sheet(data);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, "Contacts");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", bookSST: true, compression: true });
}

async function call(pathname, init = {}) {
  const res = await fetch(`${base}${pathname}`, init);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

const json = (body, token) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function login(username, password) {
  return (await call("/system/login", json({ username, password }))).token;
}

let users = 0;
async function freshUser() {
  const username = `bench-import-${Date.now()}-${users++}@example.com`;
  await call("/test/users", json({ username, password: PASSWORD, roles: ["shipper"] }));
  return login(username, PASSWORD);
}

/** One import, timed from the request's start to the parsed answer. */
async function importOnce(token, buffer, rows) {
  const form = new FormData();
  form.append("file", new Blob([buffer]), `contacts-${rows}.xlsx`);
  const started = performance.now();
  const data = await call("/customer/contact/import", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const ms = performance.now() - started;
  if (data.imported !== rows) throw new Error(`imported ${data.imported} of ${rows}`);
  return ms;
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { hwmMb: Math.round(kb("VmHWM") / 1024), rssMb: Math.round(kb("VmRSS") / 1024) };
}

const plan = [
  { rows: 10_000, runs: Number(process.env.BENCH_RUNS_10K ?? 5), budget: 2000 },
  { rows: 50_000, runs: Number(process.env.BENCH_RUNS_50K ?? 3), budget: 10_000 },
];
const files = new Map(plan.map(({ rows }) => [rows, workbookOf(rows)]));
for (const [rows, buffer] of files) emit(`import_contacts_${rows / 1000}k_file_kb`, Math.round(buffer.length / 1024), "KB");

const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-import-"));
// BENCH_SERVER_NODE_OPTIONS (e.g. --max-old-space-size=384) goes to the server only, to compare heap caps
const serverOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
const env = { DATA_DIR: dataDir, NODE_ENV: "test", SEED_DEMO: "1", ...(serverOptions ? { NODE_OPTIONS: serverOptions } : {}) };
// the first start creates, migrates and seeds the data directory (a peak of its own): not measured
await stopServer((await startServer(env, port)).child);
const { child } = await startServer(env, port);
try {
  // warm-up, not counted: the demo shipper imports a small file
  const demo = await login("shipper@haiyun.demo", "Haiyun-demo-2026");
  await importOnce(demo, workbookOf(500), 500);
  const before = memoryOf(child.pid);
  emit("import_server_rss_before_mb", before.rssMb, "MB");

  for (const { rows, runs, budget } of plan) {
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await importOnce(await freshUser(), files.get(rows), rows));
    emit(`import_server_rss_after_${rows / 1000}k_mb`, memoryOf(child.pid).rssMb, "MB");
    emit(`import_contacts_${rows / 1000}k_xlsx_ms`, Math.round(median(times)), "ms", {
      runs,
      min: Math.round(Math.min(...times)),
      max: Math.round(Math.max(...times)),
      budget,
    });
  }
  // VmHWM: the most resident memory the server process ever held, start-up included
  emit("import_contacts_50k_peak_rss_mb", memoryOf(child.pid).hwmMb, "MB", {
    budget: 600,
    database: process.env.DATABASE_URL ? "postgres" : "pglite",
    ...(serverOptions ? { node_options: serverOptions } : {}),
  });
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
