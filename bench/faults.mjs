// Faults that need real processes (the rest are in `npm test`: faults-*.test.ts and
// mail.test.ts "while SMTP is down"). Prints JSON lines:
// - two servers on one PostgreSQL: a session across them, transitions raced to both, each mail once;
// - SMTP down: mail waits in the outbox and leaves once when it returns;
// - PostgreSQL out of reach (a proxy taken down, never the shared server): 503s, health, recovery;
// - kill -9 during a contacts import, a rates import, uploads and a supply submit, on PGlite
//   (DATA_DIR on disk) and PostgreSQL.
// BENCH_FAULTS_PHASES picks some (cluster,db,kill-pglite,kill-postgres), as does `--only`, where
// `kill` stands for both kill phases (`node bench/faults.mjs --only kill`); BENCH_FAULTS_ROUNDS the
// kills (one per moment of bench/faults-kill.mjs unless set).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { databaseDown, twoServers } from "./faults-cluster.mjs";
import { killRounds, MOMENTS } from "./faults-kill.mjs";
import { emit, stopServer } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3231);
const ROUNDS = Number(process.env.BENCH_FAULTS_ROUNDS ?? MOMENTS.length);
const only = process.argv.indexOf("--only");
const PHASES = (only > 0 ? process.argv[only + 1] : (process.env.BENCH_FAULTS_PHASES ?? "cluster,db,kill-pglite,kill-postgres"))
  .split(",")
  .flatMap((phase) => (phase === "kill" ? ["kill-pglite", "kill-postgres"] : [phase]));
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const started = performance.now();
// restarts after a kill on a busy machine: a slow start is a figure here, not a failure (bench/lib.mjs)
process.env.BENCH_START_TIMEOUT_MS ??= "180000";

/** A scratch database on the shared PostgreSQL, dropped after `use`; null when none answers. */
async function withScratchDatabase(suffix, use) {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    emit(`faults_${suffix}_skipped`, 0, "", { reason: `nothing answers at ${ADMIN_URL}` });
    return;
  }
  const name = `haiyun_bench_faults_${suffix.replace(/\W/g, "_")}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (PHASES.includes("cluster")) {
  await withScratchDatabase("cluster", (url) => twoServers({ url, ports: [PORT, PORT + 1], smtpPort: PORT + 2 }));
}
if (PHASES.includes("db")) {
  await withScratchDatabase("db", (url) => databaseDown({ url, port: PORT }));
}
if (PHASES.includes("kill-pglite")) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "haiyun-bench-faults-"));
  try {
    // the bench's sign-ins name their own addresses (bench/faults-http.mjs freshUser)
    const env = { DATA_DIR: dataDir, NODE_ENV: "test", SEED_DEMO: "0", TRUST_PROXY: "127.0.0.1" };
    await stopServer(await killRounds({ engine: "pglite", env, port: PORT, rounds: ROUNDS }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (PHASES.includes("kill-postgres")) {
  await withScratchDatabase("kill", async (url) => {
    const env = { DATABASE_URL: url, NODE_ENV: "test", SEED_DEMO: "0", TRUST_PROXY: "127.0.0.1" };
    await stopServer(await killRounds({ engine: "postgres", env, port: PORT, rounds: ROUNDS }));
  });
}
emit("faults_total_s", Math.round((performance.now() - started) / 1000), "s", { phases: PHASES, rounds: ROUNDS });
