// What a named statement buys on the embedded database: the order list run CALLS times in a row,
// in one process on one PGlite, through the app's database (named statements prepared once,
// db/pglite-statements.ts) and through plain drizzle-orm/pglite (an unnamed Parse each call).
// No HTTP and no concurrency: the statement's own cost, in wall time and this process' CPU.
//   node bench/pglite-statements.mjs   (BENCH_PGLITE_ORDERS, BENCH_CALLS)
import { emit, median } from "./lib.mjs";
import { generate, runnerOf, useTsx } from "./orders-list-data.mjs";

const ORDERS = Number(process.env.BENCH_STATEMENT_ORDERS ?? 5000);
const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const ROUNDS = 3;

await useTsx();
const { openPglite } = await import("../apps/server/src/db/client.ts");
const { runMigrations } = await import("../apps/server/src/db/migrate.ts");
const { seedAll } = await import("../apps/server/src/db/seed/index.ts");
const schema = await import("../apps/server/src/db/schema/index.ts");
const { listOrders } = await import("../apps/server/src/modules/orders/list/order-list.repository.ts");
const { drizzle } = await import("drizzle-orm/pglite");

const { handle, client } = await openPglite();
await runMigrations(handle);
await seedAll(handle.db, { demo: false });
const run = runnerOf(client);
const [typical, heavy] = await run(
  `INSERT INTO users (username, password_hash, roles) VALUES
   ('bench-typical@example.com', 'x', '{shipper}'), ('bench-heavy@example.com', 'x', '{shipper}') RETURNING id`,
);
await generate(run, { orders: ORDERS, customers: 200, heavyId: heavy.id, typicalId: typical.id });

const dbs = { named: handle.db, unnamed: drizzle({ client, schema }) };
const cases = {
  heavy_all: { ownerId: heavy.id, offset: 0, limit: 50 },
  typical_all: { ownerId: typical.id, offset: 0, limit: 50 },
  heavy_status: { ownerId: heavy.id, statuses: [1, 2], offset: 0, limit: 50 },
  ops_default: { offset: 0, limit: 50 },
};

for (const [key, filter] of Object.entries(cases)) {
  const figures = { named: [], unnamed: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // alternated, so a machine busy with something else weighs on both alike
    for (const [path, db] of Object.entries(dbs)) {
      await listOrders(db, filter, "cn");
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < CALLS; i++) await listOrders(db, filter, "cn");
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      figures[path].push({ wall, cpu: (used.user + used.system) / 1000 });
    }
  }
  const us = (values) => Math.round((median(values) * 1000) / CALLS);
  const of = (path) => ({ wall: us(figures[path].map((f) => f.wall)), cpu: us(figures[path].map((f) => f.cpu)) });
  const [named, unnamed] = [of("named"), of("unnamed")];
  emit(`pglite_statement_${key}_us`, named.wall, "µs", {
    database: "pglite",
    orders: ORDERS,
    calls: CALLS,
    cpu_us: named.cpu,
    unnamed_us: unnamed.wall,
    unnamed_cpu_us: unnamed.cpu,
    ratio: Math.round((named.wall / unnamed.wall) * 1000) / 1000,
  });
}
await handle.close();
