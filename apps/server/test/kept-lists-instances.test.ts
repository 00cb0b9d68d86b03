import { ORDER_STATUS as S } from "@haiyun/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { LISTENER_NAME } from "../src/db/notify-listener";
import { orders } from "../src/db/schema";
import { createOrder, createUser } from "./factories";
import { twoInstances } from "./faults-postgres";
import { auth, loginAs, waitFor } from "./helpers";

// Two server processes on one PostgreSQL, each keeping the list pages it wrote
// (plugins/kept-lists.ts). A change made through one reaches the other's pages through the
// triggers' NOTIFY; while an instance does not listen, it keeps nothing.
const onPostgres = process.env.TEST_ENGINE === "postgres";
describe.runIf(onPostgres)("the kept list pages of two instances on one PostgreSQL", async () => {
  // a skipped suite's body still runs to collect its tests: set nothing up on PGlite
  if (!onPostgres) return;
  const { a, b, db } = await twoInstances();
  const owner = await createUser(db);
  const tokens = new Map<FastifyInstance, string>([
    [a, await loginAs(a, owner.username)],
    [b, await loginAs(b, owner.username)],
  ]);
  const refOn = async (app: FastifyInstance, id: number) => {
    const res = await app.inject({ method: "GET", url: "/api/order", headers: auth(tokens.get(app) ?? "") });
    return (res.json().data.list as { id: number; cust_ref_no: string }[]).find((row) => row.id === id)?.cust_ref_no;
  };
  const setRef = (id: number, ref: string) => db.update(orders).set({ cust_ref_no: ref }).where(eq(orders.id, id));

  it("shows a change written through one instance on the other's kept page", async () => {
    const order = await createOrder(db, owner.id, { status: S.AWAITING_BOOKING, cust_ref_no: "FIRST" });
    await waitFor(async () => (await refOn(b, order.id)) === "FIRST");
    // written through the first instance's pool, outside any request: only the NOTIFY tells the other
    await setRef(order.id, "SECOND");
    const start = performance.now();
    await waitFor(async () => (await refOn(b, order.id)) === "SECOND", 5000, 5);
    console.log(`the other instance showed the change ${(performance.now() - start).toFixed(1)} ms after the write returned`);
  });

  it("keeps nothing while its listener is down", async () => {
    const order = await createOrder(db, owner.id, { status: S.AWAITING_BOOKING, cust_ref_no: "BEFORE" });
    await waitFor(async () => (await refOn(b, order.id)) === "BEFORE");
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_NAME}`);
    // one listener hears for both memories: the session memory shows its state
    await waitFor(() => !b.sessionMemory.isTrusted, 5000);
    // a write nobody hears: only the database knows
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(orders).set({ cust_ref_no: "UNHEARD" }).where(eq(orders.id, order.id));
    });
    expect(await refOn(b, order.id)).toBe("UNHEARD");
    await waitFor(() => b.sessionMemory.isTrusted, 10_000);
    expect(await refOn(b, order.id)).toBe("UNHEARD");
  });
});
