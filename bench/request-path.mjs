// DESIGN §11 / issue 8 item 9: the cost of the request path itself. A plain Fastify JSON route in
// a child process is the ceiling, measured in the same run; then the real server (`npm start`'s
// process, NODE_ENV=test so a user can be created through POST /api/test/users) on the embedded
// PGlite (temporary DATA_DIR) and on PostgreSQL (BENCH_DATABASE_URL, or a scratch database on
// 127.0.0.1:5432 created and dropped here when one answers). autocannon, 50 connections, 10 s each.
// Budgets: signed-in /api/userinfo and an empty contacts list ≥ 8 % of the ceiling on PostgreSQL,
// ≥ 4 % on PGlite; /api/port?size=50 ≥ 15 % on either; p99 ≤ 50 ms on PostgreSQL.
// Besides req/s, each figure carries the server's CPU time per request (`cpu_us`, from
// /proc/<pid>/stat): on a shared machine it moves far less than the throughput does.
// Env: BENCH_DURATION, BENCH_WARMUP (s), BENCH_CONNECTIONS, BENCH_ENGINES (pglite,postgres),
// BENCH_LOG_LEVEL (the server's LOG_LEVEL; `npm start` logs at info), BENCH_PORT.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { emit, ROOT, startServer, stopServer } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3205);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "info";
const PASSWORD = "Bench-request-2026";
// what a browser sends; autocannon sends no accept-encoding of its own
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

const CEILING_SERVER = `
import Fastify from "fastify";
const app = Fastify({ logger: false });
app.get("/plain", async () => ({ code: 0, msg: "ok", data: { status: "ok" } }));
await app.listen({ port: ${port}, host: "127.0.0.1" });
`;

const SIGNED_IN_BUDGET = { postgres: 0.08, pglite: 0.04, p99: 50 };
const REFERENCE_BUDGET = { postgres: 0.15, pglite: 0.15, p99: 50 };
const ROUTES = [
  { key: "health", path: "/api/health", budget: {} },
  { key: "userinfo", path: "/api/userinfo", signedIn: true, budget: SIGNED_IN_BUDGET },
  { key: "contacts_empty", path: "/api/customer/contact?size=10", signedIn: true, budget: SIGNED_IN_BUDGET },
  { key: "port_50", path: "/api/port?size=50", budget: REFERENCE_BUDGET },
  { key: "port_50_browser", path: "/api/port?size=50", headers: BROWSER, budget: REFERENCE_BUDGET },
];

/** User + system CPU time of a process so far, in µs (Linux; null elsewhere). */
function cpuMicros(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return null;
  const fields = readFileSync(stat, "utf8").split(") ")[1].split(" ");
  // utime and stime, in clock ticks of 10 ms
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** One autocannon run; refuses a run in which an answer other than 200 came back. */
async function measure(url, pid, headers = {}, duration = DURATION) {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const cpuAfter = cpuMicros(pid);
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers other than 2xx`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu_us: cpuBefore === null ? null : Math.round((cpuAfter - cpuBefore) / result.requests.total),
    // a request still unanswered after autocannon's 10 s, or a dropped connection: far past any budget
    ...(result.errors > 0 ? { errors: result.errors, timeouts: result.timeouts } : {}),
  };
}

async function waitFor(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

async function measureCeiling(engine) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", CEILING_SERVER], { cwd: ROOT, stdio: "inherit" });
  try {
    const url = `http://127.0.0.1:${port}/plain`;
    await waitFor(url);
    await measure(url, child.pid, {}, WARMUP);
    const figure = await measure(url, child.pid);
    emit("request_ceiling_plain_fastify_rps", figure.rps, "req/s", {
      database: engine,
      p50: figure.p50,
      p99: figure.p99,
      cpu_us: figure.cpu_us,
    });
    return figure.rps;
  } finally {
    await stopServer(child);
  }
}

async function signIn(base) {
  const post = async (pathname, body) => {
    const res = await fetch(`${base}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  const username = `bench-request-${Date.now()}@example.com`;
  await post("/api/test/users", { username, password: PASSWORD, roles: ["shipper"] });
  return (await post("/api/system/login", { username, password: PASSWORD })).token;
}

async function benchEngine(engine, env) {
  const ceiling = await measureCeiling(engine);
  const { child } = await startServer({ NODE_ENV: "test", SEED_DEMO: "0", LOG_LEVEL, ...env }, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base);
    for (const route of ROUTES) {
      const headers = { ...route.headers, ...(route.signedIn ? { authorization: `Bearer ${token}` } : {}) };
      await measure(`${base}${route.path}`, child.pid, headers, WARMUP); // JIT, pools, caches
      const figure = await measure(`${base}${route.path}`, child.pid, headers);
      const ratio = Math.round((figure.rps / ceiling) * 10_000) / 10_000;
      const minRatio = route.budget[engine];
      const maxP99 = engine === "postgres" ? route.budget.p99 : undefined;
      const hasBudget = minRatio !== undefined || maxP99 !== undefined;
      const isWithin =
        !figure.errors && (minRatio === undefined || ratio >= minRatio) && (maxP99 === undefined || figure.p99 <= maxP99);
      emit(`request_${route.key}_rps`, figure.rps, "req/s", {
        database: engine,
        ratio,
        p50: figure.p50,
        p99: figure.p99,
        cpu_us: figure.cpu_us,
        ...(figure.errors ? { errors: figure.errors, timeouts: figure.timeouts } : {}),
        ceiling,
        log_level: LOG_LEVEL,
        ...(minRatio !== undefined ? { budget_ratio: minRatio } : {}),
        ...(maxP99 !== undefined ? { budget_p99: maxP99 } : {}),
        ...(hasBudget ? { within_budget: isWithin } : {}),
      });
    }
  } finally {
    await stopServer(child);
  }
}

/** BENCH_DATABASE_URL as given, or a scratch database on the local server (dropped afterwards). */
async function postgresTarget() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres", connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `haiyun_bench_request_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

if (ENGINES.includes("pglite")) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-request-"));
  try {
    await benchEngine("pglite", { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (ENGINES.includes("postgres")) {
  const target = await postgresTarget();
  if (!target) {
    emit("request_postgres_skipped", 0, "", { reason: "no BENCH_DATABASE_URL and nothing answers on 127.0.0.1:5432" });
  } else {
    try {
      await benchEngine("postgres", { DATABASE_URL: target.url });
    } finally {
      await target.drop();
    }
  }
}
