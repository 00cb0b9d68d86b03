import { asc, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { unnestInsert, unnestInsertIds } from "../src/db/bulk-insert";
import { rateSpaces, rates } from "../src/db/schema";
import { RATE_COLUMNS, SPACE_COLUMNS } from "../src/modules/rates/rates.repository";
import { createTestUser, setupApp } from "./helpers";

// db/bulk-insert.ts: rows sent as one array parameter a column come back exactly — text that
// array literals must escape, nulls, dates, numerics — with their ids in the rows' order.
const ctx = await setupApp();
const { db } = ctx.db;

const TRICKY = ['say "hi", {braces}', "back\\slash", "", "NULL", "多语言 ✓ émigré", "line\nbreak", "  spaced  "];

it("stores every value as given, on this engine, and answers the ids in the rows' order", async () => {
  const owner = await createTestUser(ctx.db, ["forwarder"]);
  const rows = TRICKY.map((remark, i) => ({
    owner_id: owner.id,
    carrier_id: 1,
    pol_id: 2,
    pod_id: 3,
    to_id: 3,
    sdate: "2026-12-01",
    edate: `2026-12-${String(10 + i).padStart(2, "0")}`,
    transit_days: i % 2 ? null : i,
    currency: "USD",
    remark,
  }));
  const ids = await unnestInsertIds(db, rates, RATE_COLUMNS, rows);
  expect(ids).toHaveLength(rows.length);
  const stored = await db
    .select({ id: rates.id, remark: rates.remark, edate: rates.edate, transit_days: rates.transit_days })
    .from(rates)
    .where(inArray(rates.id, ids))
    .orderBy(asc(rates.id));
  expect(stored).toEqual(
    rows.map((row, i) => ({ id: ids[i], remark: row.remark, edate: row.edate, transit_days: row.transit_days })),
  );

  await db.execute(
    unnestInsert(rateSpaces, SPACE_COLUMNS, [
      { rate_id: ids[0], container_id: 1, price: "999999.99" },
      { rate_id: ids[0], container_id: 2, price: "0.50" },
    ]),
  );
  const prices = await db
    .select({ price: rateSpaces.price })
    .from(rateSpaces)
    .where(inArray(rateSpaces.rate_id, [ids[0]]));
  expect(prices.map((row) => row.price).sort()).toEqual(["0.50", "999999.99"]);
  expect(await unnestInsertIds(db, rates, RATE_COLUMNS, [])).toEqual([]);
});
