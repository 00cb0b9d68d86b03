import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { emit, postJson as post, startServer, stopServer } from "./lib.mjs";
import { loadFields, loadRunner } from "./load.mjs";
import { expectedTotal, generate, keywordOf, plans, runnerOf, useTsx } from "./orders-list-data.mjs";
import { withScratchDatabase } from "./scratch-db.mjs";

const port = Number(process.env.BENCH_PORT ?? 3206);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const { measure, measureCeiling } = loadRunner({ port, duration: DURATION, warmup: WARMUP, connections: CONNECTIONS });
const ORDERS = {
  postgres: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  pglite: Number(process.env.BENCH_PGLITE_ORDERS ?? 100_000),
};
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2000);
const ENGINES = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
const PLANS = process.env.BENCH_PLANS !== "0";
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "info";
const PASSWORD = "Bench-orders-2026";
const OPS_DEFAULT = [1, 3, 6, 8, 20];
const STATUS = 2; // awaiting shipping instructions: the customer's own to-do

/** The typical and heavy customers and the operator, made through the API: { name: id }. */
async function makeUsers(base) {
  const ids = {};
  for (const [name, role] of [
    ["typical", "shipper"],
    ["heavy", "shipper"],
    ["operator", "operator"],
  ]) {
    ids[name] = (
      await post(base, "/api/test/users", { username: `bench-${name}@example.com`, password: PASSWORD, roles: [role] })
    ).id;
  }
  return ids;
}

async function signIn(base) {
  const tokens = {};
  for (const name of ["typical", "heavy", "operator"]) {
    tokens[name] = (await post(base, "/api/system/login", { username: `bench-${name}@example.com`, password: PASSWORD })).token;
  }
  return tokens;
}

/** The measured routes, each with the filter listOrders receives and its budget. */
function casesOf(ids, keywords) {
  const own = (who, key, query, filter) => ({
    key: `${who}_${key}`,
    who,
    path: `/api/order?page=1&size=50${query}`,
    filter: { ownerId: ids[who], ...filter },
  });
  return [
    own("typical", "all", "", {}),
    own("typical", "status", `&status=${STATUS}`, { statuses: [STATUS] }),
    own("typical", "keyword", `&keyword=${keywords.typical}`, { keyword: keywords.typical }),
    own("heavy", "all", "", {}),
    own("heavy", "status", `&status=${STATUS}`, { statuses: [STATUS] }),
    own("heavy", "keyword", `&keyword=${keywords.heavy}`, { keyword: keywords.heavy }),
    {
      key: "ops_default",
      who: "operator",
      path: `/api/ops/order?status=${OPS_DEFAULT.join(",")}&page=1&size=50`,
      filter: { statuses: OPS_DEFAULT },
    },
  ];
}

// The budgets: embedded, every case ≥ 1,500 req/s and p99 ≤ 100 ms; PostgreSQL, the typical
// customer ≥ 10 % of the ceiling and p99 ≤ 25 ms, the heavy one p99 ≤ 50 ms, the desk ≥ 5 % and p99 ≤ 50 ms
function budgetOf(engine, who) {
  if (engine === "pglite") return { min_rps: 1500, p99: 100 };
  if (who === "typical") return { ratio: 0.1, p99: 25 };
  return who === "heavy" ? { p99: 50 } : { ratio: 0.05, p99: 50 };
}

// Every case twice: as served (pages kept by the server, plugins/kept-lists.ts, so the load reads
// a kept page) and with LIST_MEMORY_MB=0 (every page written by the database: what a page asked
// for the first time, or just after its data changed, costs). The budgets are the served figures'.
const WRITTEN = { LIST_MEMORY_MB: "0" };

/** Each case under load; `expectedOf(case)` is its total as counted in plain SQL. */
async function load(engine, base, pid, cases, tokens, expectedOf, ceiling, written = false) {
  for (const c of cases) {
    const headers = { authorization: `Bearer ${tokens[c.who]}` };
    const first = await (await fetch(`${base}${c.path}`, { headers })).json();
    const expected = await expectedOf(c);
    if (first.data?.total !== expected) throw new Error(`${c.path}: total ${first.data?.total}, expected ${expected}`);
    await measure(`${base}${c.path}`, pid, headers, WARMUP);
    const figure = await measure(`${base}${c.path}`, pid, headers);
    const { ratio } = loadFields(figure, ceiling);
    if (written) {
      emit(`orders_list_${c.key}_written_rps`, figure.rps, "req/s", {
        database: engine,
        orders: ORDERS[engine],
        ...loadFields(figure, ceiling),
      });
      continue;
    }
    const budget = budgetOf(engine, c.who);
    const within =
      !figure.errors &&
      figure.p99 <= budget.p99 &&
      (budget.ratio === undefined || ratio >= budget.ratio) &&
      (budget.min_rps === undefined || figure.rps >= budget.min_rps);
    emit(`orders_list_${c.key}_rps`, figure.rps, "req/s", {
      database: engine,
      orders: ORDERS[engine],
      total: expected,
      rows: first.data.list.length,
      ...loadFields(figure, ceiling),
      log_level: LOG_LEVEL,
      ...(budget.ratio !== undefined ? { budget_ratio: budget.ratio } : {}),
      ...(budget.min_rps !== undefined ? { budget_rps: budget.min_rps } : {}),
      budget_p99: budget.p99,
      within_budget: within,
    });
  }
}

async function benchPostgres() {
  await withScratchDatabase("orders", async (url) => {
    const ceiling = await measureCeiling("orders", "postgres");
    const serverEnv = { NODE_ENV: "test", SEED_DEMO: "0", LOG_LEVEL, DATABASE_URL: url };
    let { child } = await startServer(serverEnv, port);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const base = `http://127.0.0.1:${port}`;
      const ids = await makeUsers(base);
      const run = runnerOf(client);
      const ms = await generate(run, {
        orders: ORDERS.postgres,
        customers: CUSTOMERS,
        heavyId: ids.heavy,
        typicalId: ids.typical,
      });
      emit("orders_generated", ORDERS.postgres, "orders", { database: "postgres", customers: CUSTOMERS, ms });
      const keywords = { typical: await keywordOf(run, ids.typical), heavy: await keywordOf(run, ids.heavy) };
      const tokens = await signIn(base);
      const cases = casesOf(ids, keywords);
      if (PLANS) await plans(url, cases);
      await load("postgres", base, child.pid, cases, tokens, (c) => expectedTotal(run, c.filter), ceiling);
      await stopServer(child);
      const again = await startServer({ ...serverEnv, ...WRITTEN }, port);
      child = again.child;
      const fresh = await signIn(base);
      await load("postgres", base, child.pid, cases, fresh, (c) => expectedTotal(run, c.filter), ceiling, true);
    } finally {
      await client.end();
      await stopServer(child);
    }
  });
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-orders-"));
  try {
    const ceiling = await measureCeiling("orders", "pglite");
    const env = { NODE_ENV: "test", SEED_DEMO: "0", LOG_LEVEL, DATA_DIR: dataDir };
    const first = await startServer(env, port);
    const ids = await makeUsers(`http://127.0.0.1:${port}`);
    await stopServer(first.child);
    await useTsx();
    const { openPglite } = await import("../apps/server/src/db/client.ts");
    const { client } = await openPglite(path.join(dataDir, "db"));
    const run = runnerOf(client);
    const ms = await generate(run, { orders: ORDERS.pglite, customers: CUSTOMERS, heavyId: ids.heavy, typicalId: ids.typical });
    emit("orders_generated", ORDERS.pglite, "orders", { database: "pglite", customers: CUSTOMERS, ms });
    const keywords = { typical: await keywordOf(run, ids.typical), heavy: await keywordOf(run, ids.heavy) };
    const cases = casesOf(ids, keywords);
    // the server holds the data directory during the load: the totals are counted now
    const expected = new Map();
    for (const c of cases) expected.set(c.key, await expectedTotal(run, c.filter));
    await client.close();
    for (const written of [false, true]) {
      const { child } = await startServer(written ? { ...env, ...WRITTEN } : env, port);
      try {
        const base = `http://127.0.0.1:${port}`;
        const tokens = await signIn(base);
        await load("pglite", base, child.pid, cases, tokens, (c) => expected.get(c.key), ceiling, written);
      } finally {
        await stopServer(child);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (ENGINES.includes("postgres")) await benchPostgres();
if (ENGINES.includes("pglite")) await benchPglite();
