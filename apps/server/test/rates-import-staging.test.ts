import { readFileSync } from "node:fs";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateImportRows, rateSpaces, rates } from "../src/db/schema";
import { auth, createTestUser, loginAs, multipart, queryRows, setupApp } from "./helpers";

// A rate import is staged batch by batch (its prices already in rate_spaces, under rate ids no rate
// holds yet), then its rates are moved in one transaction (migration 0032). A failure in
// that move, or a process that dies before it, must leave nothing anyone sees, now or later;
// importing the file again then stores it once.
const ctx = await setupApp();
const { db } = ctx.db;
const file = readFileSync(new URL("./fixtures/rates/rates-3.xlsx", import.meta.url));

async function forwarder() {
  const user = await createTestUser(ctx.db, ["forwarder"]);
  return { id: user.id, token: await loginAs(ctx.app, user.username) };
}

function importFile(token: string) {
  const { payload, headers } = multipart([{ name: "file", filename: "rates-3.xlsx", data: file }]);
  return ctx.app.inject({ method: "POST", url: "/api/rate/import", headers: { ...headers, ...auth(token) }, payload });
}

const ratesOf = async (ownerId: number) => (await db.select({ n: count() }).from(rates).where(eq(rates.owner_id, ownerId)))[0].n;
const listTotal = async (token: string) =>
  (await ctx.app.inject({ method: "GET", url: "/api/rate?page=1&size=20", headers: auth(token) })).json().data.total;
const counted = async (ownerId: number) => queryRows(db, sql`select n from rate_counts where owner_id = ${ownerId}`);
const staged = async () => (await db.select({ n: count() }).from(rateImportRows))[0].n;
/** prices whose rate does not exist */
const orphanPrices = async () =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${rateSpaces} where not exists (select 1 from ${rates} where ${rates.id} = ${rateSpaces.rate_id})`,
    )
  )[0].n;

describe("a rate import's move from staging into the rates", () => {
  it("leaves no rate, price or staged row when the move fails, and a second try stores the file once", async () => {
    const importer = await forwarder();
    // the rates are inserted, then the move's transaction fails: it must take them back
    await db.execute(
      sql.raw(`create function refuse_rates() returns trigger language plpgsql as $$
      begin raise exception 'rates refused by the test'; end $$`),
    );
    await db.execute(
      sql.raw("create trigger refuse_rates after insert on rates for each statement execute function refuse_rates()"),
    );
    const failed = await importFile(importer.token);
    await db.execute(sql.raw("drop trigger refuse_rates on rates"));

    expect(failed.statusCode).toBe(500);
    expect(await ratesOf(importer.id)).toBe(0);
    expect(await listTotal(importer.token)).toBe(0);
    expect(await counted(importer.id)).toEqual([]);
    expect(await staged()).toBe(0);
    expect(await orphanPrices()).toBe(0);

    const res = await importFile(importer.token);
    expect(res.json()).toMatchObject({ code: 0, data: { imported: 3 } });
    expect(await ratesOf(importer.id)).toBe(3);
    expect(await listTotal(importer.token)).toBe(3);
    const [prices] = await db
      .select({ n: count() })
      .from(rateSpaces)
      .innerJoin(rates, eq(rates.id, rateSpaces.rate_id))
      .where(eq(rates.owner_id, importer.id));
    expect(prices.n).toBeGreaterThanOrEqual(3);
    expect(await staged()).toBe(0);

    // rate_spaces no longer references rates: a rate deleted still takes its prices with it
    await db.delete(rates).where(eq(rates.owner_id, importer.id));
    expect(await orphanPrices()).toBe(0);
  });

  it("sweeps what an import that died left staged, which never becomes a rate", async () => {
    const dead = await forwarder();
    // what a process killed between two batches leaves: a staged rate and its price, two hours old
    await db.execute(sql`insert into ${rateImportRows}
      (import_id, rate_id, owner_id, carrier_id, pol_id, pod_id, to_id, sdate, edate, currency, remark, create_time)
      values ('dead', nextval(pg_get_serial_sequence('rates', 'id')), ${dead.id}, 1, 1, 2, 2, '2027-01-01', '2027-01-31', 'USD', '',
        now() - interval '2 hours')`);
    await db.execute(sql`insert into ${rateSpaces} (rate_id, container_id, price)
      select rate_id, 1, 100 from ${rateImportRows} where import_id = 'dead'`);
    expect(await orphanPrices()).toBe(1);
    const other = await forwarder();

    const res = await importFile(other.token);

    expect(res.json()).toMatchObject({ code: 0, data: { imported: 3 } });
    expect(await staged()).toBe(0);
    expect(await orphanPrices()).toBe(0);
    expect(await ratesOf(dead.id)).toBe(0);
    expect(await counted(dead.id)).toEqual([]);
  });
});
