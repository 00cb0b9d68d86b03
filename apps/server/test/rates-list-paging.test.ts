import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertRates, type RateValues } from "../src/modules/rates/rates.repository";
import { referenceIds } from "./factories";
import { auth, createTestUser, loginAs, queryRows, setupApp } from "./helpers";

// The rate list costs what a page costs: a page read by its ids, the sheet's total kept by
// triggers (rate_counts). Paging stays right: order, total, the last page, a page past the end,
// and the kept total follows every insert, delete and cascade.
const ctx = await setupApp();
const { db } = ctx.db;

const ids: Record<string, number> = {};
beforeAll(async () => {
  Object.assign(ids, await referenceIds(db));
});

const value = (i: number, overrides: Partial<RateValues> = {}): RateValues => ({
  carrier_id: ids.COSU,
  pol_id: i % 4 === 0 ? ids.CNNGB : ids.CNSHA,
  pod_id: ids.DEHAM,
  to_id: ids.DEHAM,
  sdate: "2026-12-01",
  edate: "2026-12-31",
  transit_days: 30,
  currency: "USD",
  remark: `p${i}`,
  spaces: [{ container_id: ids["20GP"], price: `${1000 + i}.00` }],
  ...overrides,
});

async function forwarder() {
  const user = await createTestUser(ctx.db, ["forwarder"]);
  return { id: user.id, username: user.username, token: await loginAs(ctx.app, user.username) };
}

const list = async (token: string, query: string) => {
  const res = await ctx.app.inject({ method: "GET", url: `/api/rate${query}`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: { id: number; remark: string; spaces: { price: string }[] }[]; total: number };
};

const kept = async (ownerId: number) =>
  (await queryRows<{ n: number }>(db, sql`select n from rate_counts where owner_id = ${ownerId}`))[0]?.n ?? 0;

describe("rate list: paging", () => {
  it("pages newest first with the whole sheet's total, a short last page and an empty one past the end", async () => {
    const owner = await forwarder();
    const other = await forwarder();
    const made = await insertRates(
      db,
      owner.id,
      Array.from({ length: 250 }, (_, i) => value(i)),
    );
    await insertRates(db, other.id, [value(0), value(1)]);
    const newestFirst = [...made].sort((a, b) => b - a);

    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await list(owner.token, `?page=${page}&size=100`));
    expect(pages.map((p) => p.total)).toEqual([250, 250, 250]);
    expect(pages.map((p) => p.list.length)).toEqual([100, 100, 50]);
    expect(pages.flatMap((p) => p.list.map((r) => r.id))).toEqual(newestFirst);
    expect(pages[0].list[0]).toMatchObject({ remark: "p249", spaces: [{ price: "1249.00" }] });
    expect(pages[2].list.at(-1)?.remark).toBe("p0");

    const past = await list(owner.token, "?page=4&size=100");
    expect(past).toEqual({ list: [], total: 250 });

    // a filter counts its own matches; a filter matching nothing is 0, on every page
    const ningbo = await list(owner.token, `?pol_id=${ids.CNNGB}&size=50`);
    expect(ningbo.total).toBe(63);
    expect(ningbo.list.map((r) => r.remark).slice(0, 3)).toEqual(["p248", "p244", "p240"]);
    const lastNingbo = await list(owner.token, `?pol_id=${ids.CNNGB}&size=50&page=2`);
    expect(lastNingbo.list.map((r) => r.remark).at(-1)).toBe("p0");
    expect(lastNingbo.list).toHaveLength(13);
    expect(await list(owner.token, `?pol_id=${ids.USLAX}`)).toEqual({ list: [], total: 0 });
    expect(await list(owner.token, `?pol_id=${ids.USLAX}&page=3`)).toEqual({ list: [], total: 0 });

    // the other forwarder sees their own two only
    expect((await list(other.token, "")).total).toBe(2);
  });

  it("keeps the total right through adds, edits, deletes and an account's removal", async () => {
    const owner = await forwarder();
    expect(await list(owner.token, "")).toEqual({ list: [], total: 0 });
    const made = await insertRates(
      db,
      owner.id,
      Array.from({ length: 12 }, (_, i) => value(i)),
    );
    expect((await list(owner.token, "")).total).toBe(12);

    const body = { ...value(99), spaces: [{ container_id: ids["40HQ"], price: "10" }] };
    const created = await ctx.app.inject({ method: "POST", url: "/api/rate", headers: auth(owner.token), payload: body });
    expect(created.statusCode).toBe(200);
    const edited = await ctx.app.inject({
      method: "PUT",
      url: `/api/rate/${made[0]}`,
      headers: auth(owner.token),
      payload: { ...body, remark: "edited" },
    });
    expect(edited.statusCode).toBe(200);
    expect((await list(owner.token, "")).total).toBe(13);

    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: "/api/rate",
      headers: auth(owner.token),
      payload: made.slice(0, 5),
    });
    expect(deleted.json().data).toEqual({ deleted: 5 });
    const after = await list(owner.token, "?size=100");
    expect(after.total).toBe(8);
    expect(after.list).toHaveLength(8);

    // a refused batch (one id not theirs) rolls the count back with the rows
    const refused = await ctx.app.inject({
      method: "DELETE",
      url: "/api/rate",
      headers: auth(owner.token),
      payload: [made[6], 2 ** 31 - 1],
    });
    expect(refused.statusCode).toBe(404);
    expect((await list(owner.token, "")).total).toBe(8);

    // the kept count is the table's own count, for every owner
    const mismatched = await queryRows<{ owner_id: number }>(
      db,
      sql`select owner_id from (select owner_id, count(*)::int as n from rates group by owner_id) r
          full join rate_counts c using (owner_id) where coalesce(r.n, 0) <> coalesce(c.n, 0)`,
    );
    expect(mismatched).toEqual([]);

    // the account removed: its rates go by cascade, and their count with them
    await db.execute(sql`delete from users where id = ${owner.id}`);
    expect(await kept(owner.id)).toBe(0);
  });

  it("answers the whole sheet's total from the kept count, never by counting the sheet; a filter counts its matches", async () => {
    const owner = await forwarder();
    await insertRates(
      db,
      owner.id,
      Array.from({ length: 8 }, (_, i) => value(i)),
    );
    expect((await list(owner.token, "")).total).toBe(8);
    // a count the list could only answer by reading rate_counts: 8 rows, 5,000 kept
    await db.execute(sql`update rate_counts set n = 5000 where owner_id = ${owner.id}`);
    expect((await list(owner.token, "?size=5")).total).toBe(5000);
    expect((await list(owner.token, `?pol_id=${ids.CNNGB}`)).total).toBe(2);
    await db.execute(sql`update rate_counts set n = 8 where owner_id = ${owner.id}`);
  });
});
