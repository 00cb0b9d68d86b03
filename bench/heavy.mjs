// Heavy requests and /api/health: a forwarder with 50,000 rates and a customer with 10,000 orders
// (one of them with a 500-container instruction), on each engine. Each scenario runs its heavy
// requests while /api/health is probed every 50 ms; figures are the scenario's own (req/s, time)
// and the probes' p50/p99/max latency, with the server's peak resident memory. JSON lines.
//
//   BENCH_ENGINES=pglite,postgres  BENCH_RATES=50000  BENCH_HEAVY_ORDERS=10000  BENCH_HEAVY_ROUNDS=5
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { emit, median, percentile as pct, startHealthProbe, startServer, stopServer } from "./lib.mjs";
import { generate, runnerOf, useTsx } from "./orders-list-data.mjs";
import { generateRates } from "./rates-data.mjs";
import { withScratchDatabase } from "./scratch-db.mjs";

const port = Number(process.env.BENCH_PORT ?? 3208);
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
const RATES = Number(process.env.BENCH_RATES ?? 50_000);
const ORDERS = Number(process.env.BENCH_HEAVY_ORDERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_HEAVY_ROUNDS ?? 5);
const CONCURRENCY = 20;
const CONTAINERS = 500;
const PASSWORD = "Bench-heavy-2026";
const PROBE_EVERY_MS = 50;
// the health probe's budget while heavy requests run (p99), per engine
const HEALTH_P99_MS = { pglite: 250, postgres: 250 };

const base = `http://127.0.0.1:${port}`;

async function post(pathname, body, token) {
  const res = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

async function makeUsers() {
  const forwarder = await post("/api/test/users", {
    username: "bench-heavy-fwd@example.com",
    password: PASSWORD,
    roles: ["forwarder"],
  });
  const customer = await post("/api/test/users", {
    username: "bench-heavy-cust@example.com",
    password: PASSWORD,
    roles: ["shipper"],
  });
  return { forwarder: forwarder.id, customer: customer.id };
}

async function signIn() {
  const token = async (name) => (await post("/api/system/login", { username: name, password: PASSWORD })).token;
  return { forwarder: await token("bench-heavy-fwd@example.com"), customer: await token("bench-heavy-cust@example.com") };
}

/** Rates, orders and the big instruction; `run(text, params)` answers rows. */
async function makeData(run, ids) {
  const ratesMs = await generateRates(run, { count: RATES, ownerId: ids.forwarder });
  // every order the customer's (customers 2: no other shipper is made; both named ids are the customer)
  const ordersMs = await generate(run, { orders: ORDERS, customers: 2, heavyId: ids.customer, typicalId: ids.customer });
  const [order] = await run("SELECT id FROM orders WHERE owner_id = $1 ORDER BY id DESC LIMIT 1", [ids.customer]);
  await run(
    `INSERT INTO order_containers (order_id, container_id, container_no, seal_no, quantity)
     SELECT $1::int, (SELECT min(id) FROM container_types), 'BENU' || lpad(g::text, 7, '0'), 'S' || g, 10
     FROM generate_series(1, $2::int) g`,
    [order.id, CONTAINERS],
  );
  return { ratesMs, ordersMs, bigOrder: order.id };
}

/** The server's resident memory now and at its peak, MB (Linux). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return { rss: null, peak: null };
  }
}

const startProbe = () => startHealthProbe(base, PROBE_EVERY_MS);

/** One request: status (0: no answer, the connection failed), time, body. */
async function timed(url, token) {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(600_000) });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, ms: performance.now() - started, bytes: body.length, body };
  } catch {
    return { status: 0, ms: performance.now() - started, bytes: 0, body: Buffer.alloc(0) };
  }
}

/** `rounds` rounds of `concurrency` requests at once, the health probe running meanwhile. */
async function scenario(engine, name, child, { url, token, rounds = ROUNDS, concurrency = CONCURRENCY, check }) {
  const stop = startProbe();
  const started = performance.now();
  const answers = [];
  for (let r = 0; r < rounds; r++) {
    answers.push(...(await Promise.all(Array.from({ length: concurrency }, () => timed(url, token)))));
  }
  const seconds = (performance.now() - started) / 1000;
  const probe = await stop();
  const memory = memoryOf(child.pid);
  let error;
  try {
    if (check) check(answers);
  } catch (err) {
    error = String(err.message ?? err);
  }
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const ok = answers.filter((a) => a.status === 200);
  const health = {
    health_p50: pct(probe.latencies, 50),
    health_p99: pct(probe.latencies, 99),
    health_max: pct(probe.latencies, 100),
    health_probes: probe.latencies.length,
    health_failures: probe.failures,
  };
  const budget = HEALTH_P99_MS[engine];
  emit(`heavy_${name}_health_p99`, health.health_p99, "ms", {
    database: engine,
    ...health,
    requests: answers.length,
    concurrency,
    statuses,
    rps: Math.round((answers.length / seconds) * 10) / 10,
    request_p50: pct(
      ok.map((a) => a.ms),
      50,
    ),
    request_max: pct(
      ok.map((a) => a.ms),
      100,
    ),
    rss_mb: memory.rss,
    peak_rss_mb: memory.peak,
    ...(error ? { error } : {}),
    budget,
    within_budget: !error && health.health_p99 !== null && health.health_p99 <= budget && probe.failures === 0,
  });
  return answers;
}

async function measureAll(engine, child, tokens, bigOrder) {
  // the idle probe: what the route costs with nothing else running
  const stop = startProbe();
  await new Promise((r) => setTimeout(r, 1000));
  const idle = await stop();
  emit("heavy_idle_health_p50", pct(idle.latencies, 50), "ms", { database: engine, health_p99: pct(idle.latencies, 99) });

  // one forwarder's list alone, one request at a time
  const alone = [];
  for (let i = 0; i < 20; i++) {
    const a = await timed(`${base}/api/rate?size=100`, tokens.forwarder);
    if (a.status !== 200) throw new Error(`rate list: ${a.status}`);
    alone.push(a.ms);
  }
  emit("heavy_rate_list_alone_p50", Math.round(median(alone) * 10) / 10, "ms", {
    database: engine,
    rates: RATES,
    max: Math.round(Math.max(...alone)),
  });

  await scenario(engine, "rate_list_x20", child, {
    url: `${base}/api/rate?size=100`,
    token: tokens.forwarder,
    check: (answers) => {
      const first = JSON.parse(answers[0].body.toString("utf8"));
      if (first.data.total !== RATES || first.data.list.length !== 100) throw new Error("rate list: wrong page");
    },
  });
  await scenario(engine, "orders_list_x20", child, {
    url: `${base}/api/order?page=1&size=50`,
    token: tokens.customer,
    check: (answers) => {
      const first = JSON.parse(answers[0].body.toString("utf8"));
      if (first.data.total !== ORDERS) throw new Error(`orders list: total ${first.data.total}`);
    },
  });
  await scenario(engine, "order_view_x20", child, {
    url: `${base}/api/order/${bigOrder}`,
    token: tokens.customer,
    check: (answers) => {
      const first = JSON.parse(answers[0].body.toString("utf8"));
      if (first.code !== 0) throw new Error(`order view: ${answers[0].body.toString("utf8").slice(0, 200)}`);
    },
  });
  await scenario(engine, "instruction_view_x20", child, {
    url: `${base}/api/order/shipment/${bigOrder}`,
    token: tokens.customer,
    check: (answers) => {
      const first = JSON.parse(answers[0].body.toString("utf8"));
      if (first.data?.containers?.length !== CONTAINERS) {
        throw new Error(`instruction view: ${answers[0].body.toString("utf8").slice(0, 200)}`);
      }
    },
  });
  // one forwarder asks for the whole sheet four times at once (one runs, the others are told to wait)
  await scenario(engine, "rate_export_x4", child, {
    url: `${base}/api/rate/export`,
    token: tokens.forwarder,
    rounds: 1,
    concurrency: 4,
    check: (answers) => {
      const file = answers.find((a) => a.status === 200);
      if (!file) throw new Error(`rate export: no file (${answers.map((a) => a.status).join(", ")})`);
      emit("heavy_rate_export_one_ms", Math.round(file.ms), "ms", {
        database: engine,
        rates: RATES,
        bytes: file.bytes,
        refused: answers.filter((a) => a.status === 429).length,
      });
    },
  });
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-heavy-"));
  try {
    const env = { NODE_ENV: "test", SEED_DEMO: "0", DATA_DIR: dataDir };
    const first = await startServer(env, port);
    const ids = await makeUsers();
    await stopServer(first.child);
    await useTsx();
    const { openPglite } = await import("../apps/server/src/db/client.ts");
    const { client } = await openPglite(path.join(dataDir, "db"));
    const made = await makeData(runnerOf(client), ids);
    await client.close();
    emit("heavy_generated", RATES, "rates", { database: "pglite", orders: ORDERS, ...made });
    const { child } = await startServer(env, port);
    try {
      await measureAll("pglite", child, await signIn(), made.bigOrder);
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  await withScratchDatabase("heavy", async (url) => {
    const { child } = await startServer({ NODE_ENV: "test", SEED_DEMO: "0", DATABASE_URL: url }, port);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const ids = await makeUsers();
      const made = await makeData(runnerOf(client), ids);
      emit("heavy_generated", RATES, "rates", { database: "postgres", orders: ORDERS, ...made });
      await measureAll("postgres", child, await signIn(), made.bigOrder);
    } finally {
      await client.end();
      await stopServer(child);
    }
  });
}

if (ENGINES.includes("pglite")) await benchPglite();
if (ENGINES.includes("postgres")) await benchPostgres();
