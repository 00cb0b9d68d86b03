import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { emit, startServer, stopServer } from "./lib.mjs";
import { loadFields, loadRunner } from "./load.mjs";
import { withScratchDatabase } from "./scratch-db.mjs";

const port = Number(process.env.BENCH_PORT ?? 3205);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const { measure, measureCeiling } = loadRunner({ port, duration: DURATION, warmup: WARMUP, connections: CONNECTIONS });
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "info";
const PASSWORD = "Bench-request-2026";
// what a browser sends; autocannon sends no accept-encoding of its own
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

// A signed-in GET /userinfo and an empty contacts list ≥ 8 % of the ceiling on the embedded database too
const SIGNED_IN_BUDGET = { postgres: 0.08, pglite: 0.08, p99: 50 };
const REFERENCE_BUDGET = { postgres: 0.15, pglite: 0.15, p99: 50 };
const ROUTES = [
  { key: "health", path: "/api/health", budget: {} },
  { key: "userinfo", path: "/api/userinfo", signedIn: true, budget: SIGNED_IN_BUDGET },
  { key: "contacts_empty", path: "/api/customer/contact?size=10", signedIn: true, budget: SIGNED_IN_BUDGET },
  { key: "port_50", path: "/api/port?size=50", budget: REFERENCE_BUDGET },
  { key: "port_50_browser", path: "/api/port?size=50", headers: BROWSER, budget: REFERENCE_BUDGET },
];

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
  const ceiling = await measureCeiling("request", engine);
  const { child } = await startServer({ NODE_ENV: "test", SEED_DEMO: "0", LOG_LEVEL, ...env }, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base);
    for (const route of ROUTES) {
      const headers = { ...route.headers, ...(route.signedIn ? { authorization: `Bearer ${token}` } : {}) };
      await measure(`${base}${route.path}`, child.pid, headers, WARMUP); // JIT, pools, caches
      const figure = await measure(`${base}${route.path}`, child.pid, headers);
      const { ratio } = loadFields(figure, ceiling);
      const minRatio = route.budget[engine];
      const maxP99 = engine === "postgres" ? route.budget.p99 : undefined;
      const hasBudget = minRatio !== undefined || maxP99 !== undefined;
      const isWithin =
        !figure.errors && (minRatio === undefined || ratio >= minRatio) && (maxP99 === undefined || figure.p99 <= maxP99);
      emit(`request_${route.key}_rps`, figure.rps, "req/s", {
        database: engine,
        ...loadFields(figure, ceiling),
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

if (ENGINES.includes("pglite")) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-request-"));
  try {
    await benchEngine("pglite", { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (ENGINES.includes("postgres")) {
  await withScratchDatabase("request", (url) => benchEngine("postgres", { DATABASE_URL: url }));
}
