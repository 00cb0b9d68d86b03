import { count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderEvents, orders, outbox } from "../src/db/schema";
import { seedAll } from "../src/db/seed";
import { DEMO_PASSWORD } from "../src/db/seed/demo";
import { findUserByUsername } from "../src/modules/users/users.service";
import { loginAs, setupApp } from "./helpers";
import { call } from "./order-fixtures";

// Issue 9 item 8: the demo shipper's orders, booked through the services and transition().
const ctx = await setupApp();
const { db } = ctx.db;

describe("demo orders", () => {
  it("gives the demo shipper FCL and LCL orders in several statuses, with their events, once", async () => {
    await seedAll(db, { demo: true });
    const shipper = (await findUserByUsername(db, "shipper@haiyun.demo"))!;
    const seeded = await db.select().from(orders).where(eq(orders.owner_id, shipper.id));
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seeded.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3, 5, 10, 40]));
    expect(new Set(seeded.map((o) => o.container_mode))).toEqual(new Set([1, 2]));
    const confirmed = seeded.filter((o) => o.status === 2);
    expect(confirmed.every((o) => o.so_no !== "" && o.si_cutoff && o.vgm_cutoff && o.cy_cutoff)).toBe(true);
    const [{ n: events }] = await db.select({ n: count() }).from(orderEvents);
    expect(events).toBeGreaterThan(seeded.length);
    // replayed history, not news: nothing in the outbox
    expect(await db.$count(outbox, like(outbox.kind, "order_%"))).toBe(0);

    await seedAll(db, { demo: true });
    expect(await db.$count(orders, eq(orders.owner_id, shipper.id))).toBe(seeded.length);
    expect(await db.$count(orderEvents)).toBe(events);

    const token = await loginAs(ctx.app, "shipper@haiyun.demo", DEMO_PASSWORD);
    const list = (await call(ctx.app, token, "GET", "/api/order")).json().data;
    expect(list.total).toBe(seeded.length);
    expect(list.list[0].status).toBe(0);
  });
});
