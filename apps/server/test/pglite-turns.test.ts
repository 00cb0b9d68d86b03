import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupApp } from "./helpers";

// The embedded database runs statements on the event loop: the app's statements take turns with
// it (db/client.ts), so sockets and timers are served between two statements instead of after a
// whole queue of them, and /api/health does not wait behind a busy database that is answering.
// Order, not time, is what these tests look at.
const onPglite = process.env.TEST_ENGINE !== "postgres";

describe.runIf(onPglite)("PGlite: statements take turns with the event loop", async () => {
  if (!onPglite) return;
  const ctx = await setupApp();
  const { db } = ctx.db;

  it("runs a timer queued behind the first statements before the last of a long queue answers", async () => {
    // far more than a slice of statements (each takes well over the slice's share of a statement)
    const count = 400;
    const answered: number[] = [];
    let timerAfter = -1;
    const queue = Array.from({ length: count }, (_, i) =>
      db.execute(sql`select count(*) from generate_series(1, 2000 + ${i}::int)`).then(() => answered.push(i)),
    );
    setImmediate(() => {
      timerAfter = answered.length;
    });
    await Promise.all(queue);
    // before: the queue ran out in microtasks, the timer after every answer
    expect(timerAfter).toBeGreaterThanOrEqual(0);
    expect(timerAfter).toBeLessThan(count);
  });

  it("answers /api/health while a transaction holds the database, once a statement answered a moment ago", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await db.execute(sql`select 1`);
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
    });
    // the transaction's statement has answered: the database is up, and busy until the gate opens
    const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toEqual({ status: "ok", db: "up" });
    open();
    await held;
    // idle again: the probe asks the database itself
    expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
