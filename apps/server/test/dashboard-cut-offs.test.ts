import { ORDER_STATUS as S } from "@haiyun/shared";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../src/db/schema";
import { createOrder } from "./factories";
import { call, orderTestApp } from "./order-fixtures";

// order_cut_offs (migration 0031): every cut-off of the orders confirmed and not closed, one row
// each, kept by triggers on orders; the dashboards' cut-offs due are read from it. Held here to
// what the orders' own cut-off lists say, through every kind of write.
const NOW = new Date("2026-06-15T04:00:00Z");
const { app, db, refs, people } = await orderTestApp(
  { owner: ["shipper"], other: ["shipper"], operator: ["operator"] },
  { now: () => NOW },
  { LIST_MEMORY_MB: "0" },
);
const { owner, other, operator } = people;

const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What order_cut_offs holds, and what the orders' lists say it should. */
async function expectKept() {
  const kept = await rows(sql`select order_id, owner_id, status, etd::text as etd, code, at from order_cut_offs
    order by 1, 5, 6`);
  const counted =
    await rows(sql`select o.id as order_id, o.owner_id, o.status, o.etd::text as etd, c.code, c.at::timestamptz as at
    from orders o cross join lateral jsonb_to_recordset(o.cut_offs) as c(code text, at text)
    where o.status in (2, 3, 4, 5, 6, 7, 8, 20) order by 1, 5, 6`);
  expect(kept).toEqual(counted);
  return kept;
}

const dueIds = async (token: string, url: string) => {
  const { cut_offs } = (await call(app, token, "GET", url)).json().data.due;
  return {
    total: cut_offs.total,
    list: cut_offs.list.map((c: { id: number; cut_off: { code: string } }) => [c.id, c.cut_off.code]),
  };
};

describe("order_cut_offs", () => {
  it("follows inserts, confirmations, changes of cut-offs, ETD, owner and status, and deletes", async () => {
    const confirmed = { status: S.AWAITING_SUPPLY, etd: "2026-06-20", pol_id: refs.shanghai, pod_id: refs.rotterdam };
    const first = await createOrder(db, owner.user.id, { ...confirmed, cut_offs: [{ code: "DCO", at: hours(10) }] });
    const pending = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    const draft = await createOrder(db, owner.user.id, { status: S.DRAFT, cut_offs: [{ code: "VCO", at: hours(5) }] });
    await createOrder(db, other.user.id, { ...confirmed, cut_offs: [{ code: "VCO", at: hours(20) }] });
    expect(await expectKept()).toHaveLength(2);
    expect(await dueIds(owner.token, "/api/dashboard")).toEqual({ total: 1, list: [[first.id, "DCO"]] });

    // confirmed with cut-offs; another moved, its ETD and owner changed
    await db
      .update(orders)
      .set({
        status: S.AWAITING_SUPPLY,
        etd: "2026-06-18",
        cut_offs: [
          { code: "VCO", at: hours(30) },
          { code: "DCO", at: hours(2) },
        ],
      })
      .where(eq(orders.id, pending.id));
    await db
      .update(orders)
      .set({ cut_offs: [{ code: "DCO", at: hours(100) }] })
      .where(eq(orders.id, first.id));
    await db.update(orders).set({ status: S.AWAITING_BOOKING }).where(eq(orders.id, draft.id));
    await db.update(orders).set({ remark: "no cut-off changes" }).where(eq(orders.id, pending.id));
    await expectKept();
    expect(await dueIds(owner.token, "/api/dashboard")).toEqual({
      total: 2,
      list: [
        [pending.id, "DCO"],
        [pending.id, "VCO"],
      ],
    });
    await db.update(orders).set({ owner_id: other.user.id }).where(eq(orders.id, pending.id));
    await db.update(orders).set({ etd: "2026-06-01" }).where(eq(orders.id, first.id));
    await expectKept();
    expect(await dueIds(owner.token, "/api/dashboard")).toEqual({ total: 0, list: [] });
    expect((await dueIds(operator.token, "/api/ops/dashboard")).total).toBe(3);

    // closed (completed, cancelled), opened again, then deleted, several in one statement
    await db
      .update(orders)
      .set({ status: S.CANCELLED })
      .where(inArray(orders.id, [pending.id, first.id]));
    expect(await expectKept()).toHaveLength(1);
    await db.update(orders).set({ status: S.AWAITING_BILL }).where(eq(orders.id, pending.id));
    await expectKept();
    expect((await dueIds(operator.token, "/api/ops/dashboard")).total).toBe(3);
    await db.delete(orders).where(inArray(orders.id, [pending.id, draft.id]));
    expect(await expectKept()).toHaveLength(1);
    expect((await dueIds(operator.token, "/api/ops/dashboard")).total).toBe(1);
  });
});
