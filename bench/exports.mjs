// A customer's 100,000 bookings exported (GET /api/order/export), as .xlsx and as CSV, on the
// embedded database (and PostgreSQL when asked): how long the whole file takes, how much the
// server's resident memory grows meanwhile (sampled every 20 ms against its level just before),
// and /api/health's latency, probed every 50 ms throughout. Each format runs BENCH_EXPORT_RUNS
// times; the figures are the medians, every run's value beside them. JSON lines.
//
//   BENCH_ENGINES=pglite,postgres  BENCH_EXPORT_ORDERS=100000  BENCH_EXPORT_RUNS=3
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { emit, median, percentile, startHealthProbe, startServer, stopServer } from "./lib.mjs";
import { generate, runnerOf, useTsx } from "./orders-list-data.mjs";
import { withScratchDatabase } from "./scratch-db.mjs";

const port = Number(process.env.BENCH_PORT ?? 3209);
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite").split(",");
const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const PASSWORD = "Bench-export-2026";
// DESIGN.md §11: any heavy request, embedded database — /api/health p99 ≤ 100 ms meanwhile
const HEALTH_P99_MS = 100;
const base = `http://127.0.0.1:${port}`;

async function post(pathname, body) {
  const res = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

const USERNAME = "bench-export-cust@example.com";
const makeCustomer = async () =>
  (await post("/api/test/users", { username: USERNAME, password: PASSWORD, roles: ["shipper"] })).id;
const signIn = async () => (await post("/api/system/login", { username: USERNAME, password: PASSWORD })).token;

/** Every order the customer's, each with a space or two and a shipper, as the export reads them. */
async function makeData(run, customerId) {
  const ordersMs = await generate(run, { orders: ORDERS, customers: 2, heavyId: customerId, typicalId: customerId });
  await run(`INSERT INTO order_spaces (order_id, container_id, count)
    SELECT o.id, c.id, 1 + o.id % 3 FROM orders o
    JOIN LATERAL (SELECT id FROM container_types ORDER BY id OFFSET o.id % 2 LIMIT 1 + o.id % 2) c ON true`);
  await run(`INSERT INTO order_contacts (order_id, type, company1, linkman, phone, address1, city, country_id)
    SELECT id, 1, 'BENCH SHIPPER ' || (id % 500) || ' CO., LTD', 'LI MING', '+86 574 8700 0000', 'NO. 1 ROAD', 'NINGBO',
      (SELECT min(id) FROM countries) FROM orders`);
  await run("VACUUM ANALYZE order_spaces");
  await run("VACUUM ANALYZE order_contacts");
  return ordersMs;
}

/** The server's resident memory, MB (Linux). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** One export read to its end as fast as it comes, the probe and the memory sampler running meanwhile. */
async function exportOnce(child, token, format) {
  const before = rssOf(child.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(child.pid));
  }, 20);
  const stop = startHealthProbe(base, 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  let total;
  try {
    const res = await fetch(`${base}/api/order/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}`, lang: "cn" },
      signal: AbortSignal.timeout(900_000),
    });
    if (res.status !== 200) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
    total = Number(res.headers.get("x-total-count"));
    for await (const chunk of res.body) {
      bytes += chunk.length;
      if (format === "csv") for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  const probe = await stop();
  if (total !== ORDERS) throw new Error(`export ${format}: X-Total-Count ${total}, expected ${ORDERS}`);
  if (format === "csv" && lines !== ORDERS + 1) throw new Error(`export csv: ${lines} lines, expected ${ORDERS + 1}`);
  return { ms, bytes, growthMb: peak - before, probe };
}

async function measure(engine, child) {
  const token = await signIn();
  // the probe with nothing else running: what the machine gives the route at the moment
  const stopIdle = startHealthProbe(base, 50);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = await stopIdle();
  emit("export_idle_health_p99", percentile(idle.latencies, 99), "ms", {
    database: engine,
    health_p50: percentile(idle.latencies, 50),
    probes: idle.latencies.length,
  });
  for (const format of ["xlsx", "csv"]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await exportOnce(child, token, format));
    const p99s = runs.map((r) => percentile(r.probe.latencies, 99));
    const round = (v) => Math.round(v * 10) / 10;
    const common = { database: engine, orders: ORDERS, format, runs: RUNS };
    emit(`export_${format}_100k_ms`, Math.round(median(runs.map((r) => r.ms))), "ms", {
      ...common,
      each: runs.map((r) => Math.round(r.ms)),
      bytes: runs[0].bytes,
      rows_per_s: Math.round(ORDERS / (median(runs.map((r) => r.ms)) / 1000)),
    });
    emit(`export_${format}_100k_rss_growth`, round(median(runs.map((r) => r.growthMb))), "MB", {
      ...common,
      each: runs.map((r) => round(r.growthMb)),
      rss_after_mb: round(rssOf(child.pid)),
    });
    const p99 = median(p99s);
    emit(`export_${format}_100k_health_p99`, p99, "ms", {
      ...common,
      each: p99s,
      health_p50: median(runs.map((r) => percentile(r.probe.latencies, 50))),
      health_max: Math.max(...runs.map((r) => percentile(r.probe.latencies, 100))),
      health_failures: runs.reduce((n, r) => n + r.probe.failures, 0),
      budget: HEALTH_P99_MS,
      within_budget: p99 <= HEALTH_P99_MS && runs.every((r) => r.probe.failures === 0),
    });
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-exports-"));
  try {
    const env = { NODE_ENV: "test", SEED_DEMO: "0", DATA_DIR: dataDir };
    const first = await startServer(env, port);
    const customerId = await makeCustomer();
    await stopServer(first.child);
    await useTsx();
    const { openPglite } = await import("../apps/server/src/db/client.ts");
    const { client } = await openPglite(path.join(dataDir, "db"));
    const ordersMs = await makeData(runnerOf(client), customerId);
    await client.close();
    emit("export_generated", ORDERS, "orders", { database: "pglite", ms: ordersMs });
    const { child } = await startServer(env, port);
    try {
      await measure("pglite", child);
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  await withScratchDatabase("exports", async (url) => {
    const { child } = await startServer({ NODE_ENV: "test", SEED_DEMO: "0", DATABASE_URL: url }, port);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const ordersMs = await makeData(runnerOf(client), await makeCustomer());
      emit("export_generated", ORDERS, "orders", { database: "postgres", ms: ordersMs });
      await measure("postgres", child);
    } finally {
      await client.end();
      await stopServer(child);
    }
  });
}

if (ENGINES.includes("pglite")) await benchPglite();
if (ENGINES.includes("postgres")) await benchPostgres();
