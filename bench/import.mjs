// Contacts import, end to end (upload, parse, validate, insert, answer), in each format
// a user sends (.xlsx as Excel saves it; .xls and a GBK .csv as LibreOffice saves them):
// 10,000 rows ≤ 2 s median; 50,000 rows ≤ 10 s with the server's peak memory ≤ 600 MB, in every
// format (one fresh server per format, so each peak is that format's).
// The real server (embedded PGlite in a temporary DATA_DIR, or DATABASE_URL when set) under
// NODE_ENV=test, so each run can import as a fresh user through POST /api/test/users.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { convertedTo, formatsToRun, memoryOf, xlsxOf } from "./import-files.mjs";
import { emit, median, startServer, stopServer } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3203);
const base = `http://127.0.0.1:${port}/api`;
const PASSWORD = "Bench-import-2026";
// the template's headers, defined once in packages/shared (TypeScript: loaded through tsx)
const { CONTACT_IMPORT_HEADERS } = await tsImport("@haiyun/shared", import.meta.url);
const HEADERS = CONTACT_IMPORT_HEADERS.en;
const COUNTRIES = ["CN", "US", "DE", "中国", "Germany", "HK", "jp", "Singapore"];

/** An .xlsx as Excel saves one (shared strings), every row valid and different; `compact`: required cells only. */
function workbookOf(rows, compact = false) {
  const data = [HEADERS];
  for (let i = 0; i < rows; i++) {
    if (compact) {
      // the required cells only, short: 50,000 such rows as an .xls stay under the 10 MB upload limit
      data.push([
        String((i % 4) + 1),
        `OT ${i}`,
        "",
        `C ${i}`,
        String(50000000 + i),
        "",
        `R ${i}`,
        "",
        "SHANGHAI",
        "",
        "CN",
        "",
        "",
      ]);
      continue;
    }
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
  return xlsxOf(data, "Contacts");
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
  // ten sign-ins a minute from one address are let through: the bench signs in more often
  await call("/test/reset-login-attempts", json({}));
  return (await call("/system/login", json({ username, password }))).token;
}

let users = 0;
async function freshUser() {
  const username = `bench-import-${Date.now()}-${users++}@example.com`;
  await call("/test/users", json({ username, password: PASSWORD, roles: ["shipper"] }));
  return login(username, PASSWORD);
}

/** One import, timed from the request's start to the parsed answer. */
async function importOnce(token, buffer, rows, format = "xlsx") {
  const form = new FormData();
  form.append("file", new Blob([buffer]), `contacts-${rows}.${format}`);
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

const plan = [
  { rows: 10_000, runs: Number(process.env.BENCH_RUNS_10K ?? 5), budget: 2000 },
  { rows: 50_000, runs: Number(process.env.BENCH_RUNS_50K ?? 3), budget: 10_000 },
];
const formats = formatsToRun(["xlsx", "xls", "csv"]);
const UPLOAD_LIMIT = 10 * 1024 * 1024;
const sources = new Map(plan.map(({ rows }) => [rows, workbookOf(rows)]));

const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-import-"));
// BENCH_SERVER_NODE_OPTIONS (e.g. --max-old-space-size=384) goes to the server only, to compare heap caps
const serverOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
const env = { DATA_DIR: dataDir, NODE_ENV: "test", SEED_DEMO: "1", ...(serverOptions ? { NODE_OPTIONS: serverOptions } : {}) };
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
// the first start creates, migrates and seeds the data directory (a peak of its own): not measured
await stopServer((await startServer(env, port)).child);
try {
  for (const format of formats) {
    const fileOf = (buffer) => (format === "xlsx" ? buffer : convertedTo(buffer, format));
    // an .xls of the full rows is larger than the upload limit at 50,000 rows: those rows go compact
    const files = new Map(
      [...sources].map(([rows, buffer]) => {
        const file = fileOf(buffer);
        return [rows, file.length <= UPLOAD_LIMIT ? file : fileOf(workbookOf(rows, true))];
      }),
    );
    // the .xlsx figures keep their names of before; the other formats say theirs
    const tag = format === "xlsx" ? "" : `_${format}`;
    for (const [rows, buffer] of files)
      emit(`import_contacts_${rows / 1000}k${tag}_file_kb`, Math.round(buffer.length / 1024), "KB");
    const { child } = await startServer(env, port);
    try {
      // warm-up, not counted: the demo shipper imports a small file
      const demo = await login("shipper@haiyun.demo", "Haiyun-demo-2026");
      await importOnce(demo, fileOf(workbookOf(500)), 500, format);
      emit(`import${tag}_server_rss_before_mb`, memoryOf(child.pid).rssMb, "MB");

      for (const { rows, runs, budget } of plan) {
        const times = [];
        for (let i = 0; i < runs; i++) times.push(await importOnce(await freshUser(), files.get(rows), rows, format));
        emit(`import${tag}_server_rss_after_${rows / 1000}k_mb`, memoryOf(child.pid).rssMb, "MB");
        emit(`import_contacts_${rows / 1000}k_${format}_ms`, Math.round(median(times)), "ms", {
          runs,
          min: Math.round(Math.min(...times)),
          max: Math.round(Math.max(...times)),
          budget,
        });
      }
      // VmHWM: the most resident memory the server process ever held, start-up included
      emit(`import_contacts_50k${tag}_peak_rss_mb`, memoryOf(child.pid).hwmMb, "MB", {
        budget: 600,
        database,
        ...(serverOptions ? { node_options: serverOptions } : {}),
      });
    } finally {
      await stopServer(child);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
