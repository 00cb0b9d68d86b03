// The load shared by the request-path and orders-list benchmarks: autocannon against a server
// process, the server's CPU time per request read from /proc, and the ceiling — a plain Fastify
// JSON route in a child process, measured in the same run.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { emit, ROOT, stopServer } from "./lib.mjs";

/** User + system CPU time of a process so far, in µs (Linux; null elsewhere). */
export function cpuMicros(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return null;
  const fields = readFileSync(stat, "utf8").split(") ")[1].split(" ");
  // utime and stime, in clock ticks of 10 ms
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function waitFor(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

/** `measure` and `measureCeiling` with the run's port, duration, warm-up and connections. */
export function loadRunner({ port, duration, warmup, connections }) {
  /** One autocannon run; refuses a run in which an answer other than 2xx came back. */
  async function measure(url, pid, headers = {}, seconds = duration) {
    const cpuBefore = cpuMicros(pid);
    const result = await autocannon({ url, connections, duration: seconds, headers });
    const cpuAfter = cpuMicros(pid);
    if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers other than 2xx`);
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpu_us: cpuBefore === null ? null : Math.round((cpuAfter - cpuBefore) / result.requests.total),
      // a request still unanswered after autocannon's 10 s, or a dropped connection: far past any budget
      ...(result.errors > 0 ? { errors: result.errors, timeouts: result.timeouts } : {}),
    };
  }

  /** The ceiling's req/s, emitted as `<prefix>_ceiling_plain_fastify_rps`. */
  async function measureCeiling(prefix, engine) {
    const source = `
import Fastify from "fastify";
const app = Fastify({ logger: false });
app.get("/plain", async () => ({ code: 0, msg: "ok", data: { status: "ok" } }));
await app.listen({ port: ${port}, host: "127.0.0.1" });
`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", source], { cwd: ROOT, stdio: "inherit" });
    try {
      const url = `http://127.0.0.1:${port}/plain`;
      await waitFor(url);
      await measure(url, child.pid, {}, warmup);
      const figure = await measure(url, child.pid);
      emit(`${prefix}_ceiling_plain_fastify_rps`, figure.rps, "req/s", {
        database: engine,
        p50: figure.p50,
        p99: figure.p99,
        cpu_us: figure.cpu_us,
      });
      return figure.rps;
    } finally {
      await stopServer(child);
    }
  }

  return { measure, measureCeiling };
}

/** A load figure's fields in a JSON line: its share of the ceiling, latencies, processor time, errors. */
export function loadFields(figure, ceiling) {
  return {
    ratio: Math.round((figure.rps / ceiling) * 10_000) / 10_000,
    p50: figure.p50,
    p99: figure.p99,
    cpu_us: figure.cpu_us,
    ...(figure.errors ? { errors: figure.errors, timeouts: figure.timeouts } : {}),
    ceiling,
  };
}
