import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

export function emit(name, value, unit, extra = {}) {
  console.log(JSON.stringify({ name, value, unit, ...extra }));
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The p-th percentile of the values, to a tenth (null for none). */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

/** Probes `${base}/api/health` every `everyMs` until stopped; the stop answers the latencies (ms) and failures. */
export function startHealthProbe(base, everyMs = 50) {
  const latencies = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
      const wait = everyMs - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { latencies, failures };
  };
}

/**
 * Starts `npm start`'s server process directly (no build) and resolves once /api/health answers 200
 * (within BENCH_START_TIMEOUT_MS, 60 s unless set: a machine under other load may need more).
 */
export async function startServer(env, port) {
  const started = performance.now();
  // the same heap cap as `npm start` (apps/server/package.json)
  // BENCH_NODE_ARGS: more of node's options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p"
  // to see where a figure's time goes (node refuses --cpu-prof in NODE_OPTIONS)
  const extra = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const args = ["--max-old-space-size=384", ...extra, "--import", "tsx", "apps/server/src/server.ts"];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const timeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 60_000);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
}

export async function stopServer(child) {
  // stopped already (a bench that restarts its server stops the last one again when it finishes)
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

export function chromiumPath() {
  return [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p)) ?? null;
}

// Chromium as the browser benchmarks run it: no sandbox or GPU (containers, CI), and no traffic of
// its own (updates, sync, first-run pages) while a page is measured. Playwright and Puppeteer pass
// some of these by default already; here they are the same for both whatever their versions do.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Launches Chromium through `launcher` (Playwright's `chromium` or Puppeteer) with those switches and `args`. */
export function launchChromium(launcher, executablePath, { args = [], ...options } = {}) {
  return launcher.launch({ executablePath, ...options, args: [...CHROMIUM_ARGS, ...args] });
}

/** A JSON POST to the bench's server, its envelope's `data`; anything but a 200 throws with the answer. */
export async function postJson(base, pathname, body) {
  const res = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}
