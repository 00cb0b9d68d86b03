// Drawing a PDF on the event loop: how long one bill draft takes to draw and
// how long it holds the loop (the longest gap a 1 ms timer sees while it draws), for a small bill
// and one of 60 containers. Medians of RUNS draws each, after one warm-up (fonts loaded). Prints
// JSON lines. Run: node bench/pdf-draw.mjs
import { tsImport } from "tsx/esm/api";
import { emit, median } from "./lib.mjs";

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
    containers: Array.from(
      { length: containers },
      (_, i) => `CSQU${String(3054383 + i).padStart(7, "0")} / SL-${778812 + i}  40' HQ  120 CARTONS  8,200.500 KGS  58.200 CBM`,
    ),
    totals: { packages: String(120 * containers), weight: "8,200.500 KGS", volume: "58.200 CBM" },
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
