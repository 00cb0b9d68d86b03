// A PostgreSQL database of a benchmark's own: BENCH_DATABASE_URL when set (kept afterwards), else
// a new one on the local server (127.0.0.1:5432), dropped at the end. `run` gets its URL; nothing
// answering is reported as the benchmark skipped, not as a failure.
import pg from "pg";
import { emit } from "./lib.mjs";

const SERVER = "postgres://postgres@127.0.0.1:5432";

export async function withScratchDatabase(prefix, run) {
  if (process.env.BENCH_DATABASE_URL) return run(process.env.BENCH_DATABASE_URL);
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    emit(`${prefix}_postgres_skipped`, 0, "", { reason: "no BENCH_DATABASE_URL and nothing answers on 127.0.0.1:5432" });
    return undefined;
  }
  const name = `haiyun_bench_${prefix}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await run(`${SERVER}/${name}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
