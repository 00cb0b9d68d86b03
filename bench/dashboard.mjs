// The dashboards under load on PostgreSQL with the orders-list data (1,000,000 orders,
// one customer holding every fifth, the newest 5 % in every status; bench/orders-list-data.mjs):
// GET /api/dashboard for a typical customer and for the 200,000-order one, GET /api/ops/dashboard
// for the desk. Each twice, as the lists are: as served (an answer kept by the server for a minute
// or until the orders change, plugins/kept-lists.ts) and written by the database on every call
// (LIST_MEMORY_MB=0: what the first call, or the first after a change, costs).
import pg from "pg";
import { emit, postJson as post, startServer, stopServer } from "./lib.mjs";
import { loadFields, loadRunner } from "./load.mjs";
import { generate, runnerOf } from "./orders-list-data.mjs";
import { withScratchDatabase } from "./scratch-db.mjs";

const port = Number(process.env.BENCH_PORT ?? 3207);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const { measure, measureCeiling } = loadRunner({ port, duration: DURATION, warmup: WARMUP, connections: CONNECTIONS });
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2000);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "info";
const PASSWORD = "Bench-dashboard-2026";
const WRITTEN = { LIST_MEMORY_MB: "0" };

const PEOPLE = [
  ["typical", "shipper"],
  ["heavy", "shipper"],
  ["operator", "operator"],
];

async function signIn(base) {
  const tokens = {};
  for (const [name] of PEOPLE) {
    tokens[name] = (await post(base, "/api/system/login", { username: `bench-${name}@example.com`, password: PASSWORD })).token;
  }
  return tokens;
}

const CASES = [
  { key: "customer_typical", who: "typical", path: "/api/dashboard" },
  { key: "customer_heavy", who: "heavy", path: "/api/dashboard" },
  { key: "ops", who: "operator", path: "/api/ops/dashboard" },
];

// the lists' budgets for the same customers and desk (DESIGN.md §11): p99 ≤ 25 ms for a typical
// customer, ≤ 50 ms for the 200k-order one and the desk
const budgetOf = (who) => (who === "typical" ? 25 : 50);

/** What the first answer must say: its orders by status add up to what plain SQL counts. */
async function expectedCount(run, c, ids) {
  const where = c.who === "operator" ? "status <> 0" : `owner_id = ${Number(ids[c.who])}`;
  return (await run(`SELECT count(*)::int AS n FROM orders WHERE ${where}`))[0].n;
}

/** What the first answer's months must say (a customer's): the orders counted in plain SQL, in its zone. */
async function expectMonths(run, c, ids, data) {
  if (c.who === "operator") return;
  const counted = await run(
    `SELECT to_char(create_time AT TIME ZONE $2, 'YYYY-MM') AS month, count(*)::int AS orders,
       coalesce(sum(teu), 0)::float8 AS teu
     FROM orders WHERE owner_id = $1 AND status NOT IN (0, 40) GROUP BY 1`,
    [Number(ids[c.who]), data.time_zone],
  );
  for (const month of data.teu_by_month) {
    const found = counted.find((row) => row.month === month.month) ?? { orders: 0, teu: 0 };
    if (found.orders !== month.orders || found.teu !== month.teu) {
      throw new Error(`${c.path} (${c.who}): ${JSON.stringify(month)}, counted ${JSON.stringify(found)}`);
    }
  }
}

async function load(base, pid, tokens, run, ids, ceiling, written) {
  for (const c of CASES) {
    const headers = { authorization: `Bearer ${tokens[c.who]}` };
    const first = await (await fetch(`${base}${c.path}`, { headers })).json();
    const counted = first.data?.by_status?.reduce((n, s) => n + s.count, 0);
    const expected = await expectedCount(run, c, ids);
    if (counted !== expected) throw new Error(`${c.path} (${c.who}): ${counted} orders by status, expected ${expected}`);
    await expectMonths(run, c, ids, first.data);
    await measure(`${base}${c.path}`, pid, headers, WARMUP);
    const figure = await measure(`${base}${c.path}`, pid, headers);
    const extra = {
      database: "postgres",
      orders: ORDERS,
      customer_orders: expected,
      teu_12_months: first.data.teu_by_month?.reduce((n, m) => n + m.teu, 0),
      cut_offs_due: first.data.due.cut_offs.total,
      ...loadFields(figure, ceiling),
    };
    if (written) {
      emit(`dashboard_${c.key}_written_rps`, figure.rps, "req/s", extra);
      continue;
    }
    const p99 = budgetOf(c.who);
    emit(`dashboard_${c.key}_rps`, figure.rps, "req/s", {
      ...extra,
      log_level: LOG_LEVEL,
      budget_p99: p99,
      within_budget: !figure.errors && figure.p99 <= p99,
    });
  }
}

await withScratchDatabase("dashboard", async (url) => {
  const ceiling = await measureCeiling("dashboard", "postgres");
  const serverEnv = { NODE_ENV: "test", SEED_DEMO: "0", LOG_LEVEL, DATABASE_URL: url };
  let { child } = await startServer(serverEnv, port);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const base = `http://127.0.0.1:${port}`;
    const ids = {};
    for (const [name, role] of PEOPLE) {
      ids[name] = (
        await post(base, "/api/test/users", { username: `bench-${name}@example.com`, password: PASSWORD, roles: [role] })
      ).id;
    }
    const run = runnerOf(client);
    const ms = await generate(run, { orders: ORDERS, customers: CUSTOMERS, heavyId: ids.heavy, typicalId: ids.typical });
    emit("dashboard_orders_generated", ORDERS, "orders", { database: "postgres", customers: CUSTOMERS, ms });
    await load(base, child.pid, await signIn(base), run, ids, ceiling, false);
    await stopServer(child);
    child = (await startServer({ ...serverEnv, ...WRITTEN }, port)).child;
    await load(base, child.pid, await signIn(base), run, ids, ceiling, true);
  } finally {
    await client.end();
    await stopServer(child);
  }
});
