// `npm run bench [-- <bench>… | --quick | --no-build | --no-doc | --list]`: every benchmark in turn (or the
// ones named), each a child process that makes its own data and prints one JSON line per figure
// (name, value, unit, …). The lines are echoed as they come and kept; at the end a table of every
// figure with its budget. The lines and the table are also written to bench/results/ (git-ignored),
// and the table into docs/PERFORMANCE.md (bench/performance-doc.mjs; not from --quick nor with --no-doc).
// --quick shortens the loads and the generated data (figures then say less; the budgets still apply).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ROOT } from "./lib.mjs";
import { machineLine, markdownRow, writePerformanceDoc } from "./performance-doc.mjs";

// name, file, whether it needs the built web app; a bench whose file is absent is skipped, loudly
const BENCHES = [
  { name: "startup", file: "startup.mjs" },
  { name: "first-load", file: "first-load.mjs", web: true },
  { name: "first-load-floor", file: "first-load-floor.mjs" },
  { name: "lighthouse", file: "lighthouse.mjs", web: true },
  { name: "import", file: "import.mjs" },
  { name: "import-contention", file: "import-contention.mjs" },
  { name: "uploads", file: "uploads.mjs" },
  { name: "request-path", file: "request-path.mjs" },
  { name: "page-bound", file: "page-bound.mjs" },
  { name: "orders-list", file: "orders-list.mjs" },
  { name: "dashboard", file: "dashboard.mjs" },
  { name: "pglite-statements", file: "pglite-statements.mjs" },
  { name: "quotes", file: "quotes.mjs" },
  { name: "quotes-import", file: "quotes-import.mjs" },
  { name: "heavy", file: "heavy.mjs" },
  { name: "exports", file: "exports.mjs" },
  { name: "pdf-draw", file: "pdf-draw.mjs" },
  { name: "faults", file: "faults.mjs" },
];

// --quick: shorter loads, fewer runs, smaller generated tables; anything set in the environment wins
const QUICK = {
  BENCH_DURATION: "3",
  BENCH_WARMUP: "1",
  BENCH_RUNS: "3",
  BENCH_RUNS_10K: "2",
  BENCH_RUNS_50K: "1",
  BENCH_UPLOAD_ROUNDS: "2",
  BENCH_ORDERS: "100000",
  BENCH_PGLITE_ORDERS: "20000",
  BENCH_PLANS: "0",
  BENCH_HEAVY_ROUNDS: "2",
  BENCH_EXPORT_RUNS: "1",
  BENCH_CONTENTION_ROWS: "20000",
  BENCH_CONTENTION_ROUNDS: "2",
  BENCH_PDF_DRAFTS: "4",
};

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const names = args.filter((a) => !a.startsWith("--"));
if (flags.has("--list")) {
  for (const b of BENCHES) console.log(b.name);
  process.exit(0);
}
const unknown = names.filter((n) => !BENCHES.some((b) => b.name === n || b.file === n));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(", ")} (known: ${BENCHES.map((b) => b.name).join(", ")})`);
  process.exit(2);
}
const selected = names.length === 0 ? BENCHES : BENCHES.filter((b) => names.includes(b.name) || names.includes(b.file));
// a server start on a machine under other load may take far more than its usual second
const env = { BENCH_START_TIMEOUT_MS: "180000", ...process.env, ...(flags.has("--quick") ? withoutSet(QUICK) : {}) };

function withoutSet(defaults) {
  return Object.fromEntries(Object.entries(defaults).filter(([key]) => process.env[key] === undefined));
}

/** PostgreSQL as the benches find it: BENCH_DATABASE_URL, else the local server. */
async function postgresAnswers() {
  const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs one bench; its stdout is echoed line by line and its JSON figures returned. */
function runBench(bench) {
  return new Promise((resolve) => {
    const figures = [];
    const child = spawn(process.execPath, [bench.file], {
      cwd: path.join(ROOT, "bench"),
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let rest = "";
    const take = (line) => {
      process.stdout.write(`${line}\n`);
      if (!line.startsWith("{")) return;
      try {
        const figure = JSON.parse(line);
        if (typeof figure.name === "string") figures.push({ bench: bench.name, ...figure });
      } catch {
        // a log line that looks like JSON: echoed, not a figure
      }
    };
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop();
      for (const line of lines) take(line);
    });
    child.on("close", (code, signal) => {
      if (rest) take(rest);
      resolve({ figures, code: code ?? signal });
    });
  });
}

const number = (v) => (typeof v === "number" ? String(v) : v === null || v === undefined ? "" : String(v));

function budgetText(f) {
  const parts = [];
  const unit = f.unit && f.unit !== "score" ? ` ${f.unit}` : "";
  if (f.budget !== undefined) parts.push(`${f.budget_op === ">=" ? "≥" : "≤"} ${f.budget}${unit}`);
  if (f.budget_rps !== undefined) parts.push(`≥ ${f.budget_rps} req/s`);
  if (f.budget_ratio !== undefined) parts.push(`ratio ≥ ${f.budget_ratio}`);
  if (f.budget_p99 !== undefined) parts.push(`p99 ≤ ${f.budget_p99} ms`);
  return parts.join(", ");
}

function within(f) {
  if (typeof f.within_budget === "boolean") return f.within_budget;
  if (typeof f.budget !== "number" || typeof f.value !== "number") return undefined;
  return f.budget_op === ">=" ? f.value >= f.budget : f.value <= f.budget;
}

/** One row per figure: name (with its database when it has one), value, unit, ratio, p99, budget, met. */
function rowsOf(figures) {
  return figures.map((f) => {
    const name = f.database ? `${f.name} [${f.database}]` : f.name;
    if (f.name.endsWith("_skipped")) return [name, "", "", "", "", `skipped: ${f.reason ?? ""}`, ""];
    if (f.error) return [name, "", "", "", "", `error: ${f.error}`.slice(0, 80), "no"];
    const met = within(f);
    return [
      name,
      number(f.value),
      f.unit ?? "",
      number(f.ratio),
      number(f.p99),
      budgetText(f),
      met === undefined ? "" : met ? "yes" : "NO",
    ];
  });
}

const HEAD = ["name", "value", "unit", "ratio", "p99 ms", "budget", "met"];

function textTable(rows) {
  const widths = HEAD.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(HEAD), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

function markdownTable(rows) {
  return [markdownRow(HEAD), markdownRow(HEAD.map(() => "---")), ...rows.map(markdownRow)].join("\n");
}

const started = new Date();
const loadAtStart = os.loadavg()[0];
const postgres = await postgresAnswers();
console.error(
  postgres
    ? "bench: PostgreSQL answers; its benches run on it"
    : "bench: PostgreSQL does not answer (BENCH_DATABASE_URL or 127.0.0.1:5432): its parts are SKIPPED",
);
if (selected.some((b) => b.web) && !flags.has("--no-build")) {
  // as `npm start` builds: only when the sources changed since the last build, and its stamp kept
  console.error("bench: building the web app if its sources changed (--no-build uses apps/web/dist as it is)");
  const build = spawnSync(process.execPath, ["scripts/build.mjs", "web"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) {
    console.error("bench: the web build failed");
    process.exit(1);
  }
}

const figures = [];
const failures = [];
for (const bench of selected) {
  if (!existsSync(path.join(ROOT, "bench", bench.file))) {
    console.error(`bench: ${bench.name}: bench/${bench.file} does not exist yet; SKIPPED`);
    figures.push({ bench: bench.name, name: `${bench.name}_skipped`, reason: `no bench/${bench.file}` });
    continue;
  }
  console.error(`bench: ${bench.name} (bench/${bench.file})`);
  const t0 = performance.now();
  const { figures: found, code } = await runBench(bench);
  figures.push(...found);
  const seconds = Math.round((performance.now() - t0) / 1000);
  if (code !== 0) {
    failures.push(`${bench.name} (exit ${code})`);
    figures.push({ bench: bench.name, name: `${bench.name}_failed`, error: `exit ${code}; its output above says why` });
  }
  console.error(`bench: ${bench.name} ${code === 0 ? "done" : `FAILED (exit ${code})`} in ${seconds} s`);
}

const rows = rowsOf(figures.filter((f) => !f.name.startsWith("orders_plan_")));
const header = `${started.toISOString()} · node bench/run.mjs ${args.join(" ")}`.trim();
console.log(`\n${header}\n${textTable(rows)}`);
const missed = rows.filter((r) => r[6] === "NO").length;
console.log(`\n${rows.length} figures, ${rows.filter((r) => r[6]).length} with a budget, ${missed} missed`);
if (failures.length > 0) console.log(`failed: ${failures.join(", ")}`);
const results = path.join(ROOT, "bench", "results");
mkdirSync(results, { recursive: true });
writeFileSync(path.join(results, "latest.jsonl"), `${figures.map((f) => JSON.stringify(f)).join("\n")}\n`);
writeFileSync(path.join(results, "latest.md"), `${header}\n\n${markdownTable(rows)}\n`);
console.log("written: bench/results/latest.jsonl, bench/results/latest.md");
// the doc's table: not from --quick (its shortened loads say less) nor with --no-doc
if (!flags.has("--quick") && !flags.has("--no-doc")) {
  const shown = figures.filter((f) => !f.name.startsWith("orders_plan_"));
  writePerformanceDoc({
    file: path.join(ROOT, "docs", "PERFORMANCE.md"),
    rows: shown.map((f) => ({ bench: f.bench, cells: rowsOf([f])[0] })),
    benches: selected.map((b) => b.name),
    order: BENCHES.map((b) => b.name),
    runLine: machineLine(started, `npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}`, loadAtStart),
    started,
  });
  console.log("written: docs/PERFORMANCE.md (its figures table)");
}
process.exit(failures.length > 0 ? 1 : 0);
