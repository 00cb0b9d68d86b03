// Drawing PDFs and the event loop. First, in this process: how long one bill draft takes to draw
// (drawDocument, on a drawing thread) and how long the loop is held meanwhile (the longest gap a
// 1 ms timer sees), for a small bill and one of 60 containers; medians of RUNS draws each, after
// one warm-up (fonts loaded). Then a server on each engine (PGlite; PostgreSQL when it answers),
// /api/health probed every 20 ms: two operators drawing bill drafts back to back (DRAFTS each, every
// one a new order's: both drawing slots busy), then 20 drafts asked for at once by 20 operators
// (two are drawn, the rest answered 429); first the probe alone, the machine's own noise. Prints
// JSON lines. Run: node bench/pdf-draw.mjs
//   RUNS=15  BENCH_PDF_DRAFTS=10  BENCH_ENGINES=pglite,postgres
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { confirmedOrder, freshUser, referenceIds, request, supplySubmit } from "./faults-http.mjs";
import { emit, median, percentile, startHealthProbe, startServer, stopServer } from "./lib.mjs";
import { withScratchDatabase } from "./scratch-db.mjs";

const { drawDocument, rowWriter } = await tsImport(
  "../apps/server/src/modules/orders/documents/written-documents.ts",
  import.meta.url,
);
const { billDraft } = await tsImport("../apps/server/src/modules/orders/documents/bill-draft.ts", import.meta.url);

const RUNS = Number(process.env.RUNS ?? 15);
const party = (name) => [name, "NO. 88 ZHONGSHAN ROAD, NINGBO", "ZHEJIANG 315000", "CHINA"];

function billOf(containers) {
  return {
    order_no: "HY2612070001",
    mbl_no: "",
    so_no: "SO-4471002",
    carrier: "MAERSK",
    shipper: party("NINGBO EVERBRIGHT TRADING CO., LTD."),
    consignee: party("ROTTERDAM IMPORTS B.V."),
    notify: party("ROTTERDAM IMPORTS B.V."),
    notify2: [],
    vessel_voyage: "MAERSK ESSEX / 612W",
    receipt: "Ningbo",
    pol: "Ningbo",
    pod: "Rotterdam",
    delivery: "Rotterdam",
    freight: "FREIGHT PREPAID",
    marks: ["HY-2026", "MADE IN CHINA"],
    description: ["WOODEN FURNITURE, 120 CARTONS", "HS 9403.60"],
    special_cargo: [],
    containers: Array.from(
      { length: containers },
      (_, i) => `CSQU${String(3054383 + i).padStart(7, "0")} / SL-${778812 + i}  40' HQ  120 CARTONS  8,200.500 KGS  58.200 CBM`,
    ),
    totals: {
      packages: String(120 * containers),
      weight: "8,200.500 KGS",
      volume: "58.200 CBM",
      in_words: `SAY ${containers} CONTAINERS ONLY`,
    },
  };
}

/** One draw: its wall time and the longest the loop was held meanwhile (ms). */
async function measure(data, writer) {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await drawDocument(billDraft, data, writer, data.order_no);
  const wall = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(ticker);
  return { wall, block: Math.max(longest, performance.now() - last) };
}

const writer = rowWriter("Haiyun", "Asia/Shanghai");
for (const containers of [3, 60]) {
  const data = billOf(containers);
  await measure(data, writer);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(data, writer));
  const round = (ms) => Math.round(ms * 10) / 10;
  emit("bill_draft_draw_ms", round(median(runs.map((r) => r.wall))), "ms", { containers, runs: RUNS });
  emit("bill_draft_loop_block_ms", round(median(runs.map((r) => r.block))), "ms", { containers, runs: RUNS });
}

const port = Number(process.env.BENCH_PORT ?? 3215);
const DRAFTS = Number(process.env.BENCH_PDF_DRAFTS ?? 10);
const AT_ONCE = 20;
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");

/** Orders with a submitted shipping instruction (status 3), each of them due its bill draft. */
async function ordersWithInstruction(refs, shipper, operator, count) {
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const id = await confirmedOrder(port, refs, shipper, operator);
    const res = await request(port, "PUT", `/order/shipment/${id}`, { token: shipper.token, json: supplySubmit(refs) }).answer;
    if (res.status !== 200) throw new Error(`instruction of order ${id}: ${res.status}`);
    ids.push(id);
  }
  return ids;
}

const draft = (who, id) => request(port, "POST", `/ops/order/${id}/bill-draft`, { token: who.token }).answer;

/** What /api/health answered while `work` ran: p50/p99/max and failures, with `work`'s own figures. */
async function probed(work) {
  const stop = startHealthProbe(`http://127.0.0.1:${port}`, 20);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const { latencies, failures } = await stop();
  const health = { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: percentile(latencies, 100), failures };
  return { ms: Math.round(ms), health, result };
}

async function scenarios(engine, env) {
  const { child } = await startServer({ NODE_ENV: "test", SEED_DEMO: "0", TRUST_PROXY: "127.0.0.1", ...env }, port);
  try {
    const refs = await referenceIds(port);
    const shipper = await freshUser(port, ["shipper"]);
    const operators = [];
    for (let i = 0; i < AT_ONCE; i += 1) operators.push(await freshUser(port, ["operator"]));
    const orders = await ordersWithInstruction(refs, shipper, operators[0], 2 * DRAFTS + AT_ONCE + 2);
    // two drafts at once first: both drawing threads started and their fonts read
    await Promise.all([draft(operators[0], orders.pop()), draft(operators[1], orders.pop())]);
    // the machine's own noise: the probe with nothing else running
    const idle = await probed(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    emit("pdf_idle_health_p99", idle.health.p99, "ms", { engine, p50: idle.health.p50, max: idle.health.max });

    const steady = await probed(async () => {
      const statuses = [];
      await Promise.all(
        [0, 1].map(async (who) => {
          for (let i = who; i < 2 * DRAFTS; i += 2) statuses.push((await draft(operators[who], orders[i])).status);
        }),
      );
      return statuses;
    });
    emit("pdf_drafts_steady_health_p50", steady.health.p50, "ms", {
      engine,
      drafts: 2 * DRAFTS,
      failures: steady.health.failures,
    });
    emit("pdf_drafts_steady_health_p99", steady.health.p99, "ms", { engine, max: steady.health.max });
    emit("pdf_drafts_steady_per_s", Math.round((2 * DRAFTS * 10000) / steady.ms) / 10, "drafts/s", {
      engine,
      not200: steady.result.filter((status) => status !== 200).length,
    });

    const burst = await probed(() =>
      Promise.all(operators.map(async (who, i) => (await draft(who, orders[2 * DRAFTS + i])).status)),
    );
    const count = (status) => burst.result.filter((each) => each === status).length;
    emit("pdf_drafts_x20_health_p99", burst.health.p99, "ms", { engine, p50: burst.health.p50, max: burst.health.max });
    emit("pdf_drafts_x20_ms", burst.ms, "ms", {
      engine,
      ok: count(200),
      busy: count(429),
      other: AT_ONCE - count(200) - count(429),
    });
  } finally {
    await stopServer(child);
  }
}

if (ENGINES.includes("pglite")) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-pdf-"));
  try {
    await scenarios("pglite", { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (ENGINES.includes("postgres")) await withScratchDatabase("pdf", (url) => scenarios("postgres", { DATABASE_URL: url }));
