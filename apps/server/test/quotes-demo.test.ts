import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rates } from "../src/db/schema";
import { seedAll } from "../src/db/seed";
import { DEMO_PASSWORD } from "../src/db/seed/demo";
import { findUserByUsername } from "../src/modules/users/users.service";
import { defined, loginAs, setupApp } from "./helpers";
import { call, dayFromToday } from "./order-fixtures";

// The demo forwarder's live rate sheets, so a first start shows quotes to book from.
const ctx = await setupApp();
const { db } = ctx.db;

describe("demo rates", () => {
  it("gives the demo forwarder a dozen live rate sheets the demo shipper sees as quotes and can book from, once", async () => {
    await seedAll(db, { demo: true });
    const forwarder = defined(await findUserByUsername(db, "forwarder@haiyun.demo"), "the demo forwarder");
    const seeded = await db.select().from(rates).where(eq(rates.owner_id, forwarder.id));
    expect(seeded).toHaveLength(12);
    // live for weeks from the day of seeding
    expect(seeded.every((rate) => rate.edate >= dayFromToday(21) && rate.sdate <= dayFromToday(2))).toBe(true);

    const shipper = await loginAs(ctx.app, "shipper@haiyun.demo", DEMO_PASSWORD);
    const quotes = (await call(ctx.app, shipper, "GET", "/api/quote?size=50")).json().data;
    expect(quotes.total).toBe(12);
    expect(quotes.list.every((q: { spaces: unknown[] }) => q.spaces.length >= 2)).toBe(true);

    const quote = quotes.list[0];
    const estimate = await call(ctx.app, shipper, "POST", "/api/quote/estimate", {
      quote_id: quote.id,
      spaces: quote.spaces.map((space: { container_id: number }) => ({ container_id: space.container_id, count: 1 })),
    });
    expect(estimate.statusCode).toBe(200);

    await seedAll(db, { demo: true });
    expect(await db.$count(rates, eq(rates.owner_id, forwarder.id))).toBe(12);
  });
});
