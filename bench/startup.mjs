// Start-up to the first 200 on /api/health with an existing data directory, measured
// from the command line as a person types it: `npm start` (npm, the build check, node on the
// compiled server). Beside it, for the breakdown: the compiled server without npm and the build
// check, the server through the tsx loader as `npm start` ran it before, and `npm start` after a
// change (both builds invalidated, so the web app and the server are rebuilt first).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { clearStamp } from "../scripts/build-stamp.mjs";
import { emit, median, ROOT } from "./lib.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 7);
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? Math.min(3, runs));
const port = Number(process.env.BENCH_STARTUP_PORT ?? 3202);
const HEAP = "--max-old-space-size=384";
const commands = {
  npmStart: ["npm", ["start"]],
  compiled: [process.execPath, [HEAP, "--enable-source-maps", "apps/server/dist/server.js"]],
  tsx: [process.execPath, [HEAP, "--import", "tsx", "apps/server/src/server.ts"]],
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isGroupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

// On a machine shared by many processes the wall time says as much about the others as about the
// start; the processor time the start itself used (Linux /proc) does not, so it is printed beside it.
const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** Processor time used so far by a process group: its live members and the children they have reaped. */
function groupCpuMs(pgid) {
  let ticks = 0;
  try {
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      let stat;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        continue;
      }
      // after the command name: state, ppid, pgrp, …, utime, stime, cutime, cstime (fields 3, 4, 5, 14–17)
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    }
  } catch {
    return undefined;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Runs a command in its own process group; resolves with the time to the first 200 on /api/health. */
async function start([command, args], dataDir) {
  // a server left from elsewhere on the port would answer in our place
  const before = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
  if (before) throw new Error(`port ${port} is taken by another server; set BENCH_STARTUP_PORT`);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // npm's own warnings would bury the figures; they are shown only when a start fails
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  // a cold start builds the web app first, which takes a while on a busy machine
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return { child, ms: performance.now() - started, cpuMs: groupCpuMs(child.pid) };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  await stop(child, "SIGKILL");
  process.stderr.write(stderr);
  throw new Error(`${command} ${args.join(" ")} ${exited ? "exited" : "did not answer"} before /api/health said 200`);
}

/** Stops the whole group (npm, its shell, the server) and waits until the server has closed the database. */
async function stop(child, signal = "SIGTERM") {
  if (isGroupAlive(child.pid)) process.kill(-child.pid, signal);
  while (isGroupAlive(child.pid)) await sleep(50);
}

async function timeOnce(command, dataDir) {
  const { child, ms, cpuMs } = await start(command, dataDir);
  await stop(child);
  return { ms, cpuMs };
}

/** The median wall time as the figure; its spread, the median processor time and the machine's load beside it. */
function report(name, samples, extra) {
  const times = samples.map((s) => s.ms);
  const cpu = samples.map((s) => s.cpuMs).filter((v) => v !== undefined);
  emit(name, Math.round(median(times)), "ms", {
    ...extra,
    runs: times.length,
    min: Math.round(Math.min(...times)),
    max: Math.round(Math.max(...times)),
    ...(cpu.length > 0 ? { cpu_ms: Math.round(median(cpu)) } : {}),
    load_1min: Number(loadavg()[0].toFixed(1)),
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-startup-"));
try {
  // both builds current, so that only the cold runs below build
  const built = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) throw new Error("npm run build failed");

  // the first start creates, migrates and seeds the data directory
  report("startup_first_run_ms", [await timeOnce(commands.npmStart, dataDir)], { command: "npm start" });

  const times = { npmStart: [], compiled: [], tsx: [] };
  for (let i = 0; i < runs; i++) {
    // interleaved, so that a change in the machine's load weighs on all three alike
    for (const name of Object.keys(times)) times[name].push(await timeOnce(commands[name], dataDir));
  }
  report("startup_existing_data_dir_ms", times.npmStart, { command: "npm start", budget: 3000 });
  report("startup_compiled_server_ms", times.compiled, { command: "node apps/server/dist/server.js" });
  report("startup_tsx_loader_ms", times.tsx, { command: "node --import tsx apps/server/src/server.ts" });
  // The processor time of the server `npm start` runs, to its first 200 on /api/health
  // (npm's own and the build check's beside it, as npm_start_cpu_ms)
  const serverCpu = times.compiled.map((s) => s.cpuMs).filter((v) => v !== undefined);
  const npmCpu = times.npmStart.map((s) => s.cpuMs).filter((v) => v !== undefined);
  if (serverCpu.length > 0) {
    emit("startup_restart_cpu_ms", Math.round(median(serverCpu)), "ms", {
      command: "node apps/server/dist/server.js",
      budget: 1500,
      runs: serverCpu.length,
      min: Math.round(Math.min(...serverCpu)),
      max: Math.round(Math.max(...serverCpu)),
      ...(npmCpu.length > 0 ? { npm_start_cpu_ms: Math.round(median(npmCpu)) } : {}),
      load_1min: Number(loadavg()[0].toFixed(1)),
    });
  }

  const cold = [];
  for (let i = 0; i < coldRuns; i++) {
    clearStamp(path.join(ROOT, "apps/web/dist"));
    clearStamp(path.join(ROOT, "apps/server/dist"));
    cold.push(await timeOnce(commands.npmStart, dataDir));
  }
  report("startup_cold_build_ms", cold, { command: "npm start (sources changed)" });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
