// The data and the query plans of bench/orders-list.mjs. The same SQL runs on
// PostgreSQL (through a pg client) and on the embedded PGlite (through the app's own openPglite).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { emit, ROOT } from "./lib.mjs";

let tsx;
/** Lets this process import the app's TypeScript (once). */
export async function useTsx() {
  tsx ??= import("tsx/esm/api").then(({ register }) => register());
  await tsx;
}

/** One query interface over a pg client and a PGlite: `run(text, params) → rows`. */
export function runnerOf(client) {
  return async (text, params = []) => (await client.query(text, params)).rows;
}

const CUSTOMERS_SQL = `
INSERT INTO users (username, password_hash, roles, company1, linkman, lang)
SELECT 'bench-cust-' || g || '@example.com', 'not-a-password-hash', '{shipper}',
       'Bench Trading ' || g || ' Co., Ltd.', 'Contact ' || g, 'en'
FROM generate_series(1, $1::int) g`;

// $1 orders, $2 the heavy customer (every fifth order), $3 the typical customer (one of the rest).
// Ids grow with the booking time (3 years up to now); an order entered its status up to 10 days after it was booked. Orders older than the newest 5 % are mostly
// completed or cancelled; the newest 5 % spread over every status. order_no is HY + the booking day
// (China Standard Time) + 6 characters of the real alphabet, drawn from a bijection of the row
// number modulo 31^6, so no two rows share one.
const ORDERS_SQL = `
WITH ref AS (
  SELECT (SELECT array_agg(id ORDER BY id) FROM ports) AS ports,
         (SELECT array_agg(id ORDER BY id) FROM carriers) AS carriers,
         (SELECT array_agg(id ORDER BY id) FROM incoterms) AS incoterms,
         (SELECT array_agg(id ORDER BY id) FROM freight_terms) AS freight_terms,
         (SELECT array_agg(id ORDER BY id) FROM users WHERE username LIKE 'bench-cust-%' OR id = $3) AS owners
), src AS (
  SELECT g, ref.*, g::float8 / $1 AS age,
         mod(hashint4(g)::bigint + 2147483648, 1000) AS r,
         mod(hashint4(g + 1000000007)::bigint + 2147483648, 1000000) AS r2,
         mod(g::bigint * 48271 + 11, 887503681) AS code,
         now() - (1 - g::float8 / $1) * interval '1095 days' AS created,
         CASE WHEN g % 5 = 0 THEN $2::int
              ELSE owners[(1 + mod(g::bigint * 7919, cardinality(owners)))::int] END AS owner
  FROM generate_series(1, $1::int) g, ref
), s AS (
  SELECT src.*,
    CASE WHEN age < 0.95 THEN (CASE WHEN r < 20 THEN 0 WHEN r < 150 THEN 40 ELSE 10 END)
         ELSE (CASE WHEN r < 60 THEN 0 WHEN r < 160 THEN 1 WHEN r < 280 THEN 2 WHEN r < 380 THEN 3
                    WHEN r < 460 THEN 4 WHEN r < 560 THEN 5 WHEN r < 640 THEN 6 WHEN r < 700 THEN 7
                    WHEN r < 760 THEN 8 WHEN r < 800 THEN 20 WHEN r < 950 THEN 10 ELSE 40 END) END::smallint AS st
  FROM src
), o AS (
  SELECT s.*, st NOT IN (0, 1, 40) AS confirmed, st IN (4, 5, 6, 7, 8, 10, 20) AS billed,
         (created + interval '7 days')::date AS ready
  FROM s
)
INSERT INTO orders (order_no, owner_id, status, container_mode, cust_ref_no, ready_date, inco_term_id,
  freight_term_id, ship_mode, from_id, pol_id, pod_id, to_id, carrier_id, so_no, mbl_no, vessel, voyage,
  etd, eta, cut_offs, create_time, update_time, status_time)
SELECT
  'HY' || to_char(created AT TIME ZONE 'Asia/Shanghai', 'YYMMDD')
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (code % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (code / 31 % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (code / 961 % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (code / 29791 % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (code / 923521 % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (code / 28629151 % 31)::int + 1, 1),
  owner, st, CASE WHEN r2 % 10 < 7 THEN 1 ELSE 2 END,
  CASE WHEN r2 % 5 = 0 THEN '' ELSE 'PO-' || lpad((r2 % 1000000)::text, 6, '0') END,
  ready, incoterms[1 + g % cardinality(incoterms)], freight_terms[1 + g % cardinality(freight_terms)], 1,
  ports[1 + r2 % cardinality(ports)], ports[1 + (r2 / 7) % cardinality(ports)],
  ports[1 + (r2 / 11) % cardinality(ports)], ports[1 + (r2 / 13) % cardinality(ports)],
  CASE WHEN confirmed THEN carriers[1 + g % cardinality(carriers)] END,
  CASE WHEN confirmed THEN 'SO' || g ELSE '' END,
  CASE WHEN billed THEN 'MAEU' || lpad(g::text, 9, '0') ELSE '' END,
  CASE WHEN confirmed THEN 'BENCH STAR ' || (g % 97) ELSE '' END,
  CASE WHEN confirmed THEN (g % 500) || 'E' ELSE '' END,
  CASE WHEN confirmed THEN ready + 5 END, CASE WHEN confirmed THEN ready + 33 END,
  CASE WHEN confirmed THEN jsonb_build_array(
    jsonb_build_object('code', 'DCO', 'at', to_char((created + interval '3 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    jsonb_build_object('code', 'VCO', 'at', to_char((created + interval '3 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    jsonb_build_object('code', 'FCO', 'at', to_char((created + interval '4 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    ELSE '[]'::jsonb END,
  created, created + interval '2 days',
  least(now(), created + (r2 % 240) * interval '1 hour')
FROM o`;

// One space row per FCL order (a 20' or a 40', one to three of them) and the order's TEU from it,
// as the trigger of migration 0029 would keep it: written with the tables' triggers off, as the
// secondary indexes are dropped, for the bulk load's sake.
const SPACES_SQL = `
INSERT INTO order_spaces (order_id, container_id, count)
SELECT o.id, t.ids[1 + o.id % cardinality(t.ids)], 1 + o.id % 3
FROM orders o, (SELECT array_agg(id ORDER BY id) AS ids FROM container_types WHERE code IN ('20GP', '40GP', '40HQ')) t
WHERE o.container_mode = 1`;
const TEU_SQL = `
UPDATE orders o SET teu = s.count * ct.teu
FROM order_spaces s JOIN container_types ct ON ct.id = s.container_id
WHERE s.order_id = o.id`;

/**
 * customers − 2 more shippers (the typical and the heavy one exist already, made through the
 * API so they can sign in) and `orders` orders. A bulk load: the table's secondary indexes are
 * dropped and rebuilt around the insert (as definitions read back from pg_indexes, whatever they
 * are), then the tables are vacuumed and analysed, as autovacuum would leave them.
 */
export async function generate(run, { orders, customers, heavyId, typicalId }) {
  const started = performance.now();
  await run(CUSTOMERS_SQL, [customers - 2]);
  const indexes = await run(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'orders' AND indexname <> 'orders_pkey'`,
  );
  for (const { indexname } of indexes) await run(`DROP INDEX "${indexname}"`);
  await run(ORDERS_SQL, [orders, heavyId, typicalId]);
  await run("ALTER TABLE order_spaces DISABLE TRIGGER USER");
  await run("ALTER TABLE orders DISABLE TRIGGER USER");
  await run(SPACES_SQL);
  await run(TEU_SQL);
  await run("ALTER TABLE orders ENABLE TRIGGER USER");
  await run("ALTER TABLE order_spaces ENABLE TRIGGER USER");
  // the TEU written above with the triggers off: the dashboard's months (migration 0030) counted again
  await run("SELECT order_months_recount()");
  for (const { indexdef } of indexes) await run(indexdef);
  await run("VACUUM ANALYZE users");
  await run("VACUUM ANALYZE orders");
  await run("VACUUM ANALYZE order_spaces");
  await run("VACUUM ANALYZE order_months");
  await run("VACUUM ANALYZE order_cut_offs");
  return Math.round(performance.now() - started);
}

/** The customer's 11th newest order number (or oldest) without "HY" + year: a pasted fragment, one match. */
export async function keywordOf(run, ownerId) {
  const rows = await run("SELECT order_no FROM orders WHERE owner_id = $1 ORDER BY id DESC LIMIT 11", [ownerId]);
  return rows.at(-1).order_no.slice(4);
}

/** What `total` must be, counted here in plain SQL. */
export async function expectedTotal(run, { ownerId, statuses, keyword }) {
  const where = [];
  const params = [];
  if (ownerId !== undefined) where.push(`owner_id = $${params.push(ownerId)}`);
  else where.push("status <> 0");
  if (statuses) where.push(`status = any($${params.push(`{${statuses.join(",")}}`)}::smallint[])`);
  if (keyword) {
    const p = `$${params.push(`%${keyword}%`)}`;
    where.push(`(order_no ILIKE ${p} OR cust_ref_no ILIKE ${p} OR mbl_no ILIKE ${p})`);
  }
  const [row] = await run(`SELECT count(*)::int AS n FROM orders WHERE ${where.join(" AND ")}`, params);
  return row.n;
}

/** A pg.Pool whose queries are also written down (text and values), for their plans. */
function recordingPool(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const seen = [];
  const query = pool.query.bind(pool);
  pool.query = (config, values, callback) => {
    if (config?.text) {
      seen.push({ name: config.name, text: config.text, values: config.values ?? (Array.isArray(values) ? values : []) });
    } else if (typeof config === "string") seen.push({ text: config, values: Array.isArray(values) ? values : [] });
    return query(config, values, callback);
  };
  return { pool, seen };
}

function literal(client, value) {
  if (value === null || value === undefined) return "NULL";
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.join(",")}}`);
  return client.escapeLiteral(String(value));
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query sent unnamed: planned with its values on each call. */
async function explainOnce(client, text, values) {
  const rows = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)).rows;
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a query as the server runs it: a named prepared statement on a
 * pooled connection, first executed a few times with `warm` values (the plan cache then settles
 * on a custom or a generic plan, as it does on the server's connections), then explained with
 * `values`.
 */
async function explainPrepared(client, name, text, values, warm = values) {
  await client.query(`DEALLOCATE ALL`);
  await client.query(`PREPARE ${name} AS ${text}`);
  const args = (vals) => (vals.length ? `(${vals.map((v) => literal(client, v)).join(", ")})` : "");
  for (let i = 0; i < 6; i++) await client.query(`EXECUTE ${name}${args(warm)}`);
  const rows = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${name}${args(values)}`)).rows;
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/** The plans of the queries the app's listOrders sends for each case (PostgreSQL). */
export async function plans(url, cases) {
  await useTsx();
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const schema = await import("../apps/server/src/db/schema/index.ts");
  const { listOrders } = await import("../apps/server/src/modules/orders/list/order-list.repository.ts");
  const { pool, seen } = recordingPool(url);
  const db = drizzle(pool, { schema });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out = [];
  try {
    const sent = new Map();
    for (const c of cases) {
      seen.length = 0;
      await listOrders(db, { ...c.filter, offset: 0, limit: 50 }, "cn");
      // the list's own statement
      sent.set(
        c.key,
        seen.filter((q) => q.text.includes('from "orders"')),
      );
    }
    for (const c of cases) {
      // the heavy customer shares the typical one's statements: the server's plan cache sees those first
      const warmedBy = c.who === "heavy" ? c.key.replace("heavy", "typical") : c.key;
      for (const [i, q] of sent.get(c.key).entries()) {
        const warm = sent.get(warmedBy)?.[i];
        const plan = q.name
          ? await explainPrepared(client, "bench_plan", q.text, q.values, warm?.text === q.text ? warm.values : q.values)
          : await explainOnce(client, q.text, q.values);
        const how = q.name ? `prepared, warmed with ${warmedBy}` : "unnamed: planned on each call";
        out.push(`== ${c.key} #${i + 1} (${how})\n${q.text}\n-- ${JSON.stringify(q.values)}\n${plan}\n`);
        emit(`orders_plan_${c.key}_${i + 1}`, 0, "", { database: "postgres", how, values: q.values, plan: plan.split("\n") });
      }
    }
  } finally {
    await client.end();
    await pool.end();
  }
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results/orders-list-plans.txt"), out.join("\n"));
}
