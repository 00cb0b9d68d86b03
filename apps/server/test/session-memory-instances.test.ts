import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { LISTENER_NAME } from "../src/db/notify-listener";
import { countries, sessions } from "../src/db/schema";
import { createUser } from "./factories";
import { twoInstances } from "./faults-postgres";
import { auth, loginAs } from "./helpers";

// Two server processes on one PostgreSQL, each with its own pool and session memory
// (as two processes would be: nothing but the database between them). A revoke on one reaches the
// other through NOTIFY.
const onPostgres = process.env.TEST_ENGINE === "postgres";
describe.runIf(onPostgres)("the session memories of two instances on one PostgreSQL", async () => {
  // a skipped suite's body still runs to collect its tests: set nothing up on PGlite
  if (!onPostgres) return;
  const { a, b, db } = await twoInstances();
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  const userinfo = (app: FastifyInstance, token: string) =>
    app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) });

  /** A session both instances remember. */
  async function rememberedOnBoth(username: string): Promise<string> {
    const epoch = b.sessionMemory.epoch;
    const token = await loginAs(a, username);
    // the sign-in wrote the user's row: once b has heard of it, nothing more is on its way
    await until(() => b.sessionMemory.epoch > epoch, 5000);
    for (const app of [a, b]) {
      expect((await userinfo(app, token)).statusCode).toBe(200);
      expect(app.sessionMemory.recall(sha256(token), Date.now())).toBeDefined();
    }
    return token;
  }

  async function until(condition: () => boolean, withinMs: number): Promise<void> {
    const start = Date.now();
    while (!condition()) {
      if (Date.now() - start > withinMs) throw new Error(`not so within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  // The bound is 100 ms from the revoke's answer to the other instance's refusal. On this
  // shared machine one round can stall longer for reasons that are not the mechanism (the event
  // loop, the database process descheduled), so each round must be refused within 5 s, and the
  // median of five within 100 ms. Without the NOTIFY the other instance would keep the session
  // for the memory's whole minute, and every round would fail.
  it("refuses a session revoked on one instance on the other within 100 ms", async () => {
    const user = await createUser(db);
    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const token = await rememberedOnBoth(user.username);
      expect((await a.inject({ method: "POST", url: "/api/system/logout", headers: auth(token) })).statusCode).toBe(200);
      const answeredAt = performance.now();
      for (;;) {
        const sentAt = performance.now();
        const res = await userinfo(b, token);
        if (res.statusCode === 401) {
          latencies.push(sentAt - answeredAt);
          console.log(`round ${round}: refused ${(sentAt - answeredAt).toFixed(1)} ms after the revoke answered`);
          break;
        }
        expect(res.statusCode).toBe(200);
        expect(sentAt - answeredAt).toBeLessThan(5000);
        // inject answers from memory without any I/O: let the event loop read the sockets, as
        // it does between a real server's requests
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    latencies.sort((x, y) => x - y);
    expect(latencies[2]).toBeLessThanOrEqual(100);
  });

  it("shows a profile edited on one instance on the other", async () => {
    const user = await createUser(db);
    const token = await rememberedOnBoth(user.username);
    const [china] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "CN"));
    const profile = {
      linkman: "ZHAO LEI",
      phone: "+8657487000000",
      company1: "NINGBO CO., LTD.",
      address1: "NO. 1 ROAD",
      city: "NINGBO",
      country_id: china.id,
    };
    expect((await a.inject({ method: "PUT", url: "/api/userinfo", headers: auth(token), payload: profile })).statusCode).toBe(
      200,
    );
    await until(() => !b.sessionMemory.recall(sha256(token), Date.now()), 5000);
    expect((await userinfo(b, token)).json().data.linkman).toBe("ZHAO LEI");
  });

  it("reads every session from the database while its listener is down, and remembers again once it is back", async () => {
    const user = await createUser(db);
    const token = await rememberedOnBoth(user.username);
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_NAME}`);
    await until(() => !b.sessionMemory.isTrusted, 5000);
    // a revoke nobody announced: only the database knows
    await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.token_hash, sha256(token)));
    expect((await userinfo(b, token)).statusCode).toBe(401);
    await until(() => b.sessionMemory.isTrusted, 10_000);
    const again = await rememberedOnBoth(user.username);
    expect((await userinfo(b, again)).statusCode).toBe(200);
  });
});
