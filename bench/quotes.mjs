// Quote search over 100,000 live rates from 200 forwarders on PostgreSQL and on the embedded
// database — a POL and POD filter, sorted by the 40HQ price, a page of 50 — under 50 connections
// for 10 s: p99 ≤ 20 ms, and req/s as a ratio of the plain Fastify route measured in the same run.
// Rates are written in SQL (generate_series); the answer's total is checked against plain SQL first.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { emit, postJson as post, startServer, stopServer } from "./lib.mjs";
import { loadFields, loadRunner } from "./load.mjs";
import { useTsx } from "./orders-list-data.mjs";
import { withScratchDatabase } from "./scratch-db.mjs";

const port = Number(process.env.BENCH_PORT ?? 3207);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RATES = Number(process.env.BENCH_RATES ?? 100_000);
const FORWARDERS = Number(process.env.BENCH_FORWARDERS ?? 200);
// 20 loading × 20 discharge ports: about 250 live rates for each pair searched
const PORT_SPAN = Number(process.env.BENCH_PORT_SPAN ?? 20);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "warn";
const BUDGET = { p99: 20 };
const ENGINES = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
const PASSWORD = "Bench-quotes-2026";
const { measure, measureCeiling } = loadRunner({ port, duration: DURATION, warmup: WARMUP, connections: CONNECTIONS });

// The forwarders, enabled, each with a directory entry; the rates spread over the ports, carriers
// and forwarders, valid from a week ago for 30–120 days; each prices 20GP, most 40HQ, some 45HQ.
const FORWARDERS_SQL = `
INSERT INTO users (username, password_hash, roles, company1, linkman, lang)
SELECT 'bench-fwd-' || g || '@example.com', 'not-a-password-hash', '{forwarder}', 'Bench Forwarding ' || g, 'Agent ' || g, 'en'
FROM generate_series(1, $1::int) g`;

const RATES_SQL = `
WITH pol AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM ports WHERE status = 1 ORDER BY id LIMIT $2::int) p),
     pod AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM ports WHERE status = 1 ORDER BY id DESC LIMIT $2::int) p),
     car AS (SELECT array_agg(id ORDER BY id) AS ids FROM carriers WHERE status = 1),
     fwd AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE username LIKE 'bench-fwd-%')
INSERT INTO rates (owner_id, carrier_id, pol_id, pod_id, to_id, sdate, edate, transit_days, currency, remark)
SELECT fwd.ids[1 + g % array_length(fwd.ids, 1)],
       car.ids[1 + (g / 7) % array_length(car.ids, 1)],
       pol.ids[1 + g % $2::int],
       pod.ids[1 + (g / $2::int) % $2::int],
       pod.ids[1 + (g / $2::int) % $2::int],
       current_date - 7,
       current_date + 30 + g % 90,
       10 + g % 40,
       'USD',
       ''
FROM generate_series(1, $1::int) g, pol, pod, car, fwd`;

const SPACES_SQL = `
INSERT INTO rate_spaces (rate_id, container_id, price)
SELECT r.id, c.id, (500 + (r.id * 37 + c.id * 101) % 4000)::numeric + ((r.id % 100)::numeric / 100)
FROM rates r
JOIN container_types c ON c.code IN ('20GP', '40HQ', '45HQ')
WHERE c.code = '20GP' OR (c.code = '40HQ' AND r.id % 5 <> 0) OR (c.code = '45HQ' AND r.id % 3 = 0)`;

async function generate(client) {
  const started = performance.now();
  await client.query(FORWARDERS_SQL, [FORWARDERS]);
  await client.query(
    `INSERT INTO forwarders (code, name_cn, name_en, user_id)
     SELECT 'BENCH-' || id, '测试货代' || id, 'Bench Forwarding ' || id, id FROM users WHERE username LIKE 'bench-fwd-%'`,
  );
  await client.query(RATES_SQL, [RATES, PORT_SPAN]);
  await client.query(SPACES_SQL);
  for (const table of ["rates", "rate_spaces", "users"]) await client.query(`ANALYZE ${table}`);
  return Math.round(performance.now() - started);
}

/** The busiest POL/POD pair and the 40HQ id, with the live total plain SQL counts for it. */
async function caseOf(client) {
  const [pair] = (
    await client.query(
      `SELECT pol_id, pod_id, count(*)::int AS total FROM rates WHERE edate >= current_date
       GROUP BY pol_id, pod_id ORDER BY count(*) DESC LIMIT 1`,
    )
  ).rows;
  const [hq] = (await client.query("SELECT id FROM container_types WHERE code = '40HQ'")).rows;
  return { ...pair, hq: hq.id };
}

/** One server on the database: its search's load figure (and the answer's total checked first). */
async function searchFigure(database, env, c) {
  const { child } = await startServer({ NODE_ENV: "test", SEED_DEMO: "0", LOG_LEVEL, ...database, ...env }, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { token } = await post(base, "/api/system/login", { username: "bench-quotes@example.com", password: PASSWORD });
    const headers = { authorization: `Bearer ${token}` };
    const url50 = `${base}/api/quote?pol_id=${c.pol_id}&pod_id=${c.pod_id}&field=price_${c.hq}&order=asc&page=1&size=50`;
    const first = await (await fetch(url50, { headers })).json();
    if (first.data?.total !== c.total) throw new Error(`total ${first.data?.total}, expected ${c.total}`);
    await measure(url50, child.pid, headers, WARMUP);
    return { figure: await measure(url50, child.pid, headers), rows: first.data.list.length };
  } finally {
    await stopServer(child);
  }
}

/** The account the searches use, made by a first start (which also migrates the database). */
async function makeAccount(database) {
  const { child } = await startServer({ NODE_ENV: "test", SEED_DEMO: "0", LOG_LEVEL, ...database }, port);
  try {
    await post(`http://127.0.0.1:${port}`, "/api/test/users", {
      username: "bench-quotes@example.com",
      password: PASSWORD,
      roles: ["shipper"],
    });
  } finally {
    await stopServer(child);
  }
}

// as served (the answers kept per generation of the rates, quote-cache.ts), and asked of the
// database every time (QUOTE_CACHE_ENTRIES=0): what a search costs when the lane is not kept
async function figures(engine, database, c, ceiling) {
  for (const [name, env] of [
    ["quotes_search_pol_pod_40hq_rps", {}],
    ["quotes_search_uncached_pol_pod_40hq_rps", { QUOTE_CACHE_ENTRIES: "0" }],
  ]) {
    const { figure, rows } = await searchFigure(database, env, c);
    const cached = name === "quotes_search_pol_pod_40hq_rps";
    emit(name, figure.rps, "req/s", {
      database: engine,
      rates: RATES,
      forwarders: FORWARDERS,
      total: c.total,
      rows,
      ...loadFields(figure, ceiling),
      ...(cached ? { budget_p99: BUDGET.p99, within_budget: !figure.errors && figure.p99 <= BUDGET.p99 } : {}),
    });
  }
}

async function benchPostgres() {
  await withScratchDatabase("quotes", async (url) => {
    const ceiling = await measureCeiling("quotes", "postgres");
    await makeAccount({ DATABASE_URL: url });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const ms = await generate(client);
      emit("quotes_generated", RATES, "rates", { database: "postgres", forwarders: FORWARDERS, ms });
      await figures("postgres", { DATABASE_URL: url }, await caseOf(client), ceiling);
    } finally {
      await client.end();
    }
  });
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-quotes-"));
  try {
    const ceiling = await measureCeiling("quotes", "pglite");
    await makeAccount({ DATA_DIR: dataDir });
    // the rates are written while no server holds the data directory
    await useTsx();
    const { openPglite } = await import("../apps/server/src/db/client.ts");
    const { client } = await openPglite(path.join(dataDir, "db"));
    let c;
    try {
      const ms = await generate(client);
      emit("quotes_generated", RATES, "rates", { database: "pglite", forwarders: FORWARDERS, ms });
      c = await caseOf(client);
    } finally {
      await client.close();
    }
    await figures("pglite", { DATA_DIR: dataDir }, c, ceiling);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (ENGINES.includes("postgres")) await benchPostgres();
if (ENGINES.includes("pglite")) await benchPglite();
