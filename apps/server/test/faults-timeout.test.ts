import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { ConfigError, loadConfig } from "../src/config";
import { openDatabase } from "../src/db/open";
import { openPostgres } from "../src/db/postgres";
import { rateSpaces, rates } from "../src/db/schema";
import { isDatabaseUnavailable } from "../src/db/unavailable";
import { rateBody, referenceIds } from "./factories";
import { startBlackHoleProxy } from "./faults-blackhole";
import { postgresCopy } from "./faults-postgres";
import { auth, createTestUser, loginAs, waitFor } from "./helpers";

// Faults: a database that takes connections but never answers is a 503
// DB_UNAVAILABLE within DB_QUERY_TIMEOUT_MS, like one that refuses them (faults-database.test.ts)
// — not a request held forever — and the service comes back by itself once it answers again.

describe("DB_QUERY_TIMEOUT_MS", () => {
  it("bounds each statement to 30 s unless set, and stops the server naming it for a bad value", () => {
    expect(loadConfig({}).dbQueryTimeoutMs).toBe(30_000);
    expect(loadConfig({ DB_QUERY_TIMEOUT_MS: "5000" }).dbQueryTimeoutMs).toBe(5000);
    for (const value of ["0", "-1", "soon", "1.5"]) {
      expect(() => loadConfig({ DB_QUERY_TIMEOUT_MS: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ DB_QUERY_TIMEOUT_MS: value }), value).toThrow(/DB_QUERY_TIMEOUT_MS/);
    }
  });

  it("counts a statement past the bound as the database out of reach", () => {
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: cancelled }))).toBe(true);
  });
});

const onPostgres = process.env.TEST_ENGINE === "postgres";
describe.runIf(onPostgres)("PostgreSQL that stops answering", async () => {
  // a skipped suite's body still runs to collect its tests: set nothing up on PGlite
  if (!onPostgres) return;
  const TIMEOUT_MS = 1000;
  // the read bound is the timeout plus a second (db/client.ts); the rest is a busy machine
  const BOUND_MS = TIMEOUT_MS + 1000 + 3000;
  const POOL_SIZE = 10;

  const copy = await postgresCopy();
  const proxy = await startBlackHoleProxy({ host: copy.url.hostname, port: Number(copy.url.port || 5432) });
  const proxied = new URL(copy.url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  const env = { NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", DB_QUERY_TIMEOUT_MS: String(TIMEOUT_MS) };
  const config = loadConfig({ ...env, DATABASE_URL: proxied.toString() });
  // the server's own way in, so the variable reaches the pool
  const db = await openDatabase(config);
  const app = await buildApp({ config, db, ownsDb: false, logger: false, mail: { start: false } });
  await app.ready();
  // what is stored, seen past the proxy
  const direct = openPostgres(copy.url.toString(), 2);
  afterAll(async () => {
    await app.close();
    await db.close();
    await direct.close();
    await proxy.close();
    await copy.drop();
  });

  const rate = rateBody(await referenceIds(direct.db));
  const forwarder = await createTestUser(db, ["forwarder"]);
  const token = await loginAs(app, forwarder.username);
  // a read that asks the database (the session check may answer from memory, session-memory.ts)
  const read = (lang: "cn" | "en" = "en") => app.inject({ method: "GET", url: "/api/rate?size=1", headers: auth(token, lang) });
  const addRate = (lang: "cn" | "en" = "en") =>
    app.inject({ method: "POST", url: "/api/rate", headers: auth(token, lang), payload: rate });
  const stored = async () => {
    const ids = (await direct.db.select({ id: rates.id }).from(rates).where(eq(rates.owner_id, forwarder.id))).map((r) => r.id);
    const spaces = ids.length ? await direct.db.select().from(rateSpaces).where(inArray(rateSpaces.rate_id, ids)) : [];
    return { rates: ids.length, spaces: spaces.length };
  };

  /** no connection that lost its answer is handed out again, and none is kept for good */
  async function expectServedAgain() {
    const before = await stored();
    await waitFor(async () => (await read()).statusCode === 200, 20_000, 100);
    const reads = await Promise.all(Array.from({ length: POOL_SIZE + 2 }, () => read()));
    expect(reads.map((res) => res.statusCode)).toEqual(Array(POOL_SIZE + 2).fill(200));
    const writes = await Promise.all(Array.from({ length: POOL_SIZE + 2 }, () => addRate()));
    expect(writes.map((res) => res.statusCode)).toEqual(Array(POOL_SIZE + 2).fill(200));
    expect(await stored()).toEqual({ rates: before.rates + POOL_SIZE + 2, spaces: before.spaces + 2 * (POOL_SIZE + 2) });
  }

  const openTransactions = async () => {
    const result = await direct.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  };

  it("answers 503 DB_UNAVAILABLE within the bound, for more requests than the pool holds, and serves again once it answers", async () => {
    expect((await read()).statusCode).toBe(200);
    proxy.silence();
    let answers: Awaited<ReturnType<typeof read>>[];
    const started = performance.now();
    try {
      // reads go through pool.query, writes through a checked-out client (a transaction)
      answers = await Promise.all([
        ...Array.from({ length: POOL_SIZE + 2 }, () => addRate("cn")),
        ...Array.from({ length: POOL_SIZE + 2 }, () => read("en")),
      ]);
    } finally {
      proxy.resume();
    }
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(BOUND_MS);
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json()).toEqual({
        code: 1,
        error_code: "DB_UNAVAILABLE",
        msg:
          i < POOL_SIZE + 2
            ? "数据库暂时无法连接，请稍后重试"
            : "The database cannot be reached at the moment, please try again shortly",
      });
    }
    expect(await stored()).toEqual({ rates: 0, spaces: 0 });
    await expectServedAgain();
  });

  it("gives back every connection that fell silent at a transaction's begin, so the pool does not run dry", async () => {
    const before = await stored();
    // the checks before the transaction answer; each connection goes silent once it sends `begin`
    proxy.silenceEachFrom("begin");
    let answers: Awaited<ReturnType<typeof addRate>>[];
    try {
      // one after another, so each reaches its transaction: one more than the pool holds
      answers = [];
      for (let i = 0; i <= POOL_SIZE; i++) answers.push(await addRate());
    } finally {
      proxy.resume();
    }
    expect(answers.map((res) => res.statusCode)).toEqual(Array(POOL_SIZE + 1).fill(503));
    expect(await stored()).toEqual(before);
    await expectServedAgain();
  }, 60_000);

  it("stores nothing of a write whose connection fell silent halfway, and takes the same write once it answers", async () => {
    const before = await stored();
    // the rate's row reaches the database; from its spaces on, nothing does
    proxy.silenceEachFrom('insert into "rate_spaces"');
    const started = performance.now();
    let answer: Awaited<ReturnType<typeof addRate>>;
    try {
      answer = await addRate();
    } finally {
      proxy.resume();
    }
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json().error_code).toBe("DB_UNAVAILABLE");
    // the cut connection's transaction is rolled back, not left open holding the row
    await waitFor(async () => (await openTransactions()) === 0, 10_000, 100);
    expect(await stored()).toEqual(before);

    const again = await addRate();
    expect(again.statusCode, again.body).toBe(200);
    expect(await stored()).toEqual({ rates: before.rates + 1, spaces: before.spaces + 2 });
  });
});
