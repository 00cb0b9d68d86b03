// What one order-list page costs in process, with no HTTP around it: the list's statement on the
// embedded PGlite over generated orders, timed call by call (median and p99, in ms), for a
// typical and a heavy customer and the operations desk. Measures the statement and what Node
// does with its answer — the part of a request's cost the server's code decides.
// `node bench/list-statement.mjs` (BENCH_LIST_ORDERS, default 20,000; BENCH_LIST_CALLS, 300).
import { performance } from "node:perf_hooks";
import { emit, median } from "./lib.mjs";
import { generate, runnerOf, useTsx } from "./orders-list-data.mjs";

const ORDERS = Number(process.env.BENCH_LIST_ORDERS ?? 20_000);
const CALLS = Number(process.env.BENCH_LIST_CALLS ?? 300);

await useTsx();
const { openPglite } = await import("../apps/server/src/db/client.ts");
const { runMigrations } = await import("../apps/server/src/db/migrate.ts");
const { seedAll } = await import("../apps/server/src/db/seed/index.ts");
const { listOrders } = await import("../apps/server/src/modules/orders/order-list.repository.ts");
const { handle, client } = await openPglite();
await runMigrations(handle);
await seedAll(handle.db, { demo: false });
const run = runnerOf(client);
const [{ id: heavyId }] = await run(
  "insert into users (username, password_hash, roles) values ('heavy@example.com', 'x', '{shipper}') returning id",
);
const [{ id: typicalId }] = await run(
  "insert into users (username, password_hash, roles) values ('typical@example.com', 'x', '{shipper}') returning id",
);
await generate(run, { orders: ORDERS, customers: 200, heavyId, typicalId });

const CASES = {
  typical_all: { ownerId: typicalId },
  heavy_all: { ownerId: heavyId },
  heavy_status: { ownerId: heavyId, statuses: [1, 2] },
  ops_default: { statuses: [1, 2, 3, 4, 6, 8, 20] },
};
for (const [key, filter] of Object.entries(CASES)) {
  const times = [];
  for (let i = 0; i < CALLS + 20; i++) {
    const start = performance.now();
    await listOrders(handle.db, { ...filter, offset: 0, limit: 50 }, "cn");
    if (i >= 20) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  emit(`list_statement_${key}_ms`, Math.round(median(times) * 100) / 100, "ms", {
    database: "pglite",
    orders: ORDERS,
    p99: Math.round(times[Math.floor(times.length * 0.99)] * 100) / 100,
  });
}
await handle.close();
