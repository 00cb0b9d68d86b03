// What a 50-row order page costs Node before any database work (the list budget: 15 % of
// the ceiling). One child process with three routes, each loaded like the orders-list benchmark:
// - plain: the ceiling (a small JSON answer);
// - page_text: a page of 50 order rows (the list row fields, ~35 KB) sent as a ready string —
//   the cost of writing a page of that size to the socket;
// - page_objects: the same page parsed from text and serialised again on every request — the
//   least a server that holds the rows as objects does (no query, no validation, no logging).
// Ratios are to `plain` in the same run.
import { spawn } from "node:child_process";
import { emit, ROOT, stopServer } from "./lib.mjs";
import { loadRunner } from "./load.mjs";

const port = Number(process.env.BENCH_PORT ?? 3207);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const { measure } = loadRunner({ port, duration: DURATION, warmup: WARMUP, connections: 50 });

const source = `
import Fastify from "fastify";
const app = Fastify({ logger: false });
const row = (i) => ({
  id: 1000000 + i, order_no: "HY261122K7M" + String(100 + i), cust_ref_no: "PO-2026-" + (4000 + i), status: 2,
  status_name: "Awaiting shipping instructions", container_mode: 1, container_mode_name: "FCL", ship_mode: 1,
  ship_mode_name: "Port to port (CY-CY)", carrier_id: 3, carrier_name: "COSCO SHIPPING Lines", from_id: 12,
  from_name: "Shanghai", pol_id: 12, pol_name: "Shanghai", pod_id: 87, pod_name: "Los Angeles", to_id: 87,
  to_name: "Los Angeles", vessel: "COSCO SHIPPING ARIES", voyage: "042E", etd: "2026-12-01", eta: "2026-12-18",
  ready_date: "2026-11-28", freight_term_name: "Prepaid", inco_term_name: "FOB", so_no: "COSU6123456" + i,
  mbl_no: "", create_time: "2026-11-22T02:13:45.120Z", update_time: "2026-11-22T03:01:09.004Z",
});
const text = JSON.stringify({ code: 200, msg: "ok", data: { list: Array.from({ length: 50 }, (_, i) => row(i)), total: 80 } });
app.get("/plain", async () => ({ code: 0, msg: "ok", data: { status: "ok" } }));
app.get("/page_text", async (_request, reply) => reply.type("application/json").send(text));
app.get("/page_objects", async () => JSON.parse(text));
await app.listen({ port: ${port}, host: "127.0.0.1" });
console.log(text.length);
`;

const child = spawn(process.execPath, ["--input-type=module", "-e", source], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
const bytes = Number(await new Promise((resolve) => child.stdout.once("data", (chunk) => resolve(String(chunk).trim()))));
try {
  const base = `http://127.0.0.1:${port}`;
  let ceiling = 0;
  for (const route of ["plain", "page_text", "page_objects"]) {
    await measure(`${base}/${route}`, child.pid, {}, WARMUP);
    const figure = await measure(`${base}/${route}`, child.pid);
    if (route === "plain") ceiling = figure.rps;
    emit(`page_bound_${route}_rps`, figure.rps, "req/s", {
      bytes: route === "plain" ? undefined : bytes,
      ratio: Math.round((figure.rps / ceiling) * 10_000) / 10_000,
      p50: figure.p50,
      p99: figure.p99,
      cpu_us: figure.cpu_us,
    });
  }
} finally {
  await stopServer(child);
}
