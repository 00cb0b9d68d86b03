// Preloaded into a server process by a benchmark (NODE_OPTIONS=--import …/loop-monitor.mjs):
// measures the event loop's delay for the process's whole life and writes it, in milliseconds,
// to LOOP_STATS_FILE when the process exits.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

process.on("SIGUSR2", () => histogram.reset());
process.on("exit", () => {
  histogram.disable();
  const file = process.env.LOOP_STATS_FILE;
  if (!file) return;
  const stats = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
  writeFileSync(file, JSON.stringify(stats));
});
