// The figures' table in docs/PERFORMANCE.md, written by `npm run bench`: one row per figure with the
// bench that measured it and when, and one line per run saying on what (commit, processor, cores,
// memory, Node, load at its start). A run of some benches replaces only their rows; the others keep
// theirs, with their own run's line. Nothing in between the two markers is edited by hand.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./lib.mjs";

const START =
  "<!-- bench:figures — written by `npm run bench` (bench/performance-doc.mjs); edit the benches, not these lines -->";
const END = "<!-- /bench:figures -->";
const HEAD = ["bench", "figure", "value", "unit", "ratio", "p99 ms", "budget", "met", "measured"];

/** What the run happened on, said once per run. */
export function machineLine(started, command, load) {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: ROOT, encoding: "utf8" }).trim();
    if (dirty) commit += " with uncommitted changes";
  } catch {
    // not a git checkout: the commit stays unknown
  }
  const cpus = os.cpus();
  const memory = Math.round(os.totalmem() / 1024 ** 3);
  return `${stamp(started)}: commit ${commit}; ${cpus[0]?.model ?? "unknown processor"}, ${cpus.length} cores, ${memory} GB; Node ${process.version}; load average ${load.toFixed(2)} at the start; \`${command}\``;
}

const stamp = (date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
/** A Markdown table row, its cells' pipes escaped. */
export const markdownRow = (cells) => `| ${cells.map((text) => String(text).replace(/\|/g, "\\|")).join(" | ")} |`;

function parseSection(text) {
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) return null;
  const body = text.slice(from + START.length, to);
  const runs = new Map();
  const rows = [];
  for (const raw of body.split("\n")) {
    const run = /^- (\d{4}-\d\d-\d\d \d\d:\d\d UTC): (.*)$/.exec(raw);
    if (run) runs.set(run[1], raw.slice(2));
    if (!raw.startsWith("| ") || raw.startsWith("| bench ") || raw.startsWith("| ---")) continue;
    rows.push(
      raw
        .slice(2, -2)
        .split(/(?<!\\) \| /)
        .map((c) => c.trim().replace(/\\\|/g, "|")),
    );
  }
  return { from, to: to + END.length, runs, rows };
}

/**
 * Writes this run's rows into the doc. `rows` are [figure, value, unit, ratio, p99, budget, met]
 * with their bench; `benches` the benches that ran (their old rows go, even where they printed fewer).
 */
export function writePerformanceDoc({ file, rows, benches, order, runLine, started }) {
  const text = readFileSync(file, "utf8");
  const section = parseSection(text);
  if (!section) throw new Error(`${path.basename(file)} has no bench:figures markers`);
  const measured = stamp(started);
  const kept = section.rows.filter((row) => !benches.includes(row[0]));
  const fresh = rows.map(({ bench, cells }) => [bench, ...cells, measured]);
  const rank = (bench) => {
    const i = order.indexOf(bench);
    return i < 0 ? order.length : i;
  };
  const all = [...kept, ...fresh].sort((a, b) => rank(a[0]) - rank(b[0]));
  const runs = new Map(section.runs);
  runs.set(measured, runLine);
  const used = [...runs].filter(([when]) => all.some((row) => row.at(-1) === when)).sort(([a], [b]) => a.localeCompare(b));
  const body = [
    "",
    "Runs (a row's `measured` names its run):",
    "",
    ...used.map(([, said]) => `- ${said}`),
    "",
    markdownRow(HEAD),
    markdownRow(HEAD.map(() => "---")),
    ...all.map(markdownRow),
    "",
  ].join("\n");
  writeFileSync(file, `${text.slice(0, section.from)}${START}${body}${END}${text.slice(section.to)}`);
  // laid out as the linter lays out Markdown, so the suite's format check stays clean
  spawnSync(process.execPath, [path.join(ROOT, "node_modules", "@biomejs", "biome", "bin", "biome"), "format", "--write", file], {
    stdio: "ignore",
  });
}
