import { ORDER_STATUS as S } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import { orderSpaces, orders } from "../src/db/schema";
import { createOrder } from "./factories";
import { call, orderRow, orderTestApp, type Refs } from "./order-fixtures";

// GET /dashboard (a customer's own orders) and GET /ops/dashboard (the desk), on a
// clock fixed at NOW; months are read in the business time zone (Asia/Shanghai). Kept answers
// are off here (LIST_MEMORY_MB=0): each call is written from the rows the test just made.
const NOW = new Date("2026-06-15T04:00:00Z");
const { app, db, refs, people } = await orderTestApp(
  { owner: ["shipper"], other: ["shipper"], operator: ["operator"] },
  { now: () => NOW },
  { LIST_MEMORY_MB: "0" },
);
const { owner, other, operator } = people;

const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
const cutOff = (code: string, h: number) => ({ code, at: hours(h).toISOString() });

async function withSpaces(db: Db, orderId: number, spaces: [number, number][]) {
  await db.insert(orderSpaces).values(spaces.map(([container_id, count]) => ({ order_id: orderId, container_id, count })));
}

/** The seeded set: the owner's orders in seven statuses, and another customer's two. */
async function seed(refs: Refs) {
  const own = (overrides: Parameters<typeof createOrder>[2]) => createOrder(db, owner.user.id, overrides);
  const sha = { pol_id: refs.shanghai, pod_id: refs.rotterdam };
  const shipped = {
    ...sha,
    status: S.AWAITING_SUPPLY,
    create_time: new Date("2026-06-01T01:00:00Z"),
    status_time: hours(-2),
    etd: "2026-06-20",
    cut_offs: [cutOff("DCO", 10), cutOff("VCO", 80)],
  };
  const supply = await own(shipped);
  await withSpaces(db, supply.id, [
    [refs.hq40, 2],
    [refs.gp20, 1],
  ]);
  // 2026-05-31T17:00Z is already 1 June in Shanghai: June's
  const bill = await own({
    pol_id: refs.shanghai,
    pod_id: refs.hamburg,
    status: S.AWAITING_BILL_CHECK,
    create_time: new Date("2026-05-31T17:00:00Z"),
    status_time: hours(-240),
  });
  await withSpaces(db, bill.id, [[refs.hq40, 1]]);
  const payment = await own({
    pol_id: refs.ningbo,
    pod_id: refs.rotterdam,
    status: S.AWAITING_PAYMENT,
    create_time: new Date("2025-07-10T02:00:00Z"),
  });
  await withSpaces(db, payment.id, [[refs.gp20, 1]]);
  const cancelled = await own({ ...sha, status: S.CANCELLED, create_time: new Date("2026-06-02T00:00:00Z") });
  await withSpaces(db, cancelled.id, [[refs.hq40, 3]]);
  await own({ status: S.DRAFT, create_time: new Date("2026-06-03T00:00:00Z") });
  // a year and more ago: before the chart's first month (July 2025)
  const old = await own({ ...sha, status: S.COMPLETED, create_time: new Date("2025-06-10T00:00:00Z") });
  await withSpaces(db, old.id, [[refs.hq40, 5]]);
  const billing = await own({
    ...sha,
    status: S.AWAITING_BILL,
    create_time: new Date("2026-06-05T00:00:00Z"),
    status_time: hours(-120),
    etd: "2026-06-18",
    cut_offs: [cutOff("FCO", -1), cutOff("VCO", 71)],
  });
  const theirs = await createOrder(db, other.user.id, {
    ...shipped,
    status_time: hours(-48),
    cut_offs: [cutOff("DCO", 5)],
    create_time: new Date("2026-06-10T00:00:00Z"),
  });
  await withSpaces(db, theirs.id, [[refs.hq40, 4]]);
  await createOrder(db, other.user.id, { status: S.AWAITING_BILL_CHECK, status_time: hours(-12) });
  return { supply, bill, payment, billing, theirs };
}
const seeded = await seed(refs);

const get = (token: string, url: string, lang: "en" | "cn" = "en") => call(app, token, "GET", url, undefined, { lang });

describe("GET /dashboard", () => {
  it("counts the customer's own orders in every status, zero included", async () => {
    const res = await get(owner.token, "/api/dashboard");
    expect(res.statusCode).toBe(200);
    const counts = Object.fromEntries(
      res.json().data.by_status.map((s: { status: number; count: number }) => [s.status, s.count]),
    );
    expect(counts).toEqual({ 0: 1, 1: 0, 2: 1, 3: 1, 4: 1, 5: 1, 6: 0, 7: 0, 8: 0, 10: 1, 20: 0, 40: 1 });
  });

  it("sums TEU by month of the business time zone over twelve months, cancelled and drafts left out", async () => {
    const { teu_by_month, time_zone, as_of } = (await get(owner.token, "/api/dashboard")).json().data;
    expect(time_zone).toBe("Asia/Shanghai");
    expect(as_of).toBe(NOW.toISOString());
    expect(teu_by_month).toHaveLength(12);
    expect(teu_by_month[0]).toEqual({ month: "2025-07", orders: 1, teu: 1 });
    // June: 2×40' + 1×20' = 5, 1×40' = 2 (booked 1 June in Shanghai), and one without spaces
    expect(teu_by_month[11]).toEqual({ month: "2026-06", orders: 3, teu: 7 });
    expect(teu_by_month.slice(1, 11).every((m: { orders: number; teu: number }) => m.orders === 0 && m.teu === 0)).toBe(true);
  });

  it("names the top lanes by TEU, in the caller's language", async () => {
    const en = (await get(owner.token, "/api/dashboard")).json().data.top_lanes;
    expect(
      en.map((l: { pol_id: number; pod_id: number; orders: number; teu: number }) => [l.pol_id, l.pod_id, l.orders, l.teu]),
    ).toEqual([
      [refs.shanghai, refs.rotterdam, 2, 5],
      [refs.shanghai, refs.hamburg, 1, 2],
      [refs.ningbo, refs.rotterdam, 1, 1],
    ]);
    expect(en[0].pol_name).toMatch(/Shanghai/);
    const cn = (await get(owner.token, "/api/dashboard", "cn")).json().data;
    expect(cn.top_lanes[0].pol_name).toBe("上海");
    expect(cn.by_status[0].status_name).toBe("草稿");
  });

  it("lists the cut-offs of the next 72 hours in port time, and what waits on the customer", async () => {
    const { due } = (await get(owner.token, "/api/dashboard")).json().data;
    expect(due.cut_offs.total).toBe(2);
    expect(due.cut_offs.list.map((c: { id: number; cut_off: { code: string } }) => [c.id, c.cut_off.code])).toEqual([
      [seeded.supply.id, "DCO"],
      [seeded.billing.id, "VCO"],
    ]);
    // 14:00 UTC is 22:00 in Shanghai
    expect(due.cut_offs.list[0].cut_off).toEqual({ code: "DCO", at: "2026-06-15T22:00:00+08:00", time_zone: "Asia/Shanghai" });
    expect(due.bills_to_check).toEqual({
      total: 1,
      list: [expect.objectContaining({ id: seeded.bill.id, order_no: seeded.bill.order_no, since: hours(-240).toISOString() })],
    });
    expect(due.payments.total).toBe(1);
    expect(due.payments.list[0].id).toBe(seeded.payment.id);
  });

  it("shows another customer nothing of these orders", async () => {
    const data = (await get(other.token, "/api/dashboard")).json().data;
    expect(data.by_status.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(2);
    expect(data.due.cut_offs.list.map((c: { id: number }) => c.id)).toEqual([seeded.theirs.id]);
    expect(data.teu_by_month[11]).toEqual({ month: "2026-06", orders: 1, teu: 8 });
  });

  it("is refused to operations without the order authority, to no one signed in, and with a query", async () => {
    expect((await get(operator.token, "/api/dashboard")).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/dashboard" })).statusCode).toBe(401);
    const res = await get(owner.token, "/api/dashboard?status=1", "cn");
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1);
  });
});

describe("GET /ops/dashboard", () => {
  it("counts every customer's orders but drafts, by status", async () => {
    const res = await get(operator.token, "/api/ops/dashboard");
    expect(res.statusCode).toBe(200);
    const counts = Object.fromEntries(
      res.json().data.by_status.map((s: { status: number; count: number }) => [s.status, s.count]),
    );
    expect(counts).toEqual({ 1: 0, 2: 2, 3: 1, 4: 2, 5: 1, 6: 0, 7: 0, 8: 0, 10: 1, 20: 0, 40: 1 });
  });

  it("buckets the open orders by how long they have waited in their status", async () => {
    const { by_age } = (await get(operator.token, "/api/ops/dashboard")).json().data;
    const of = (status: number) => by_age.find((a: { status: number }) => a.status === status);
    expect(by_age.map((a: { status: number }) => a.status)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 20]);
    expect(of(S.AWAITING_SUPPLY)).toMatchObject({ count: 2, buckets: { lt_1d: 1, d1_3: 1, d3_7: 0, gt_7d: 0 } });
    expect(of(S.AWAITING_BILL)).toMatchObject({ count: 1, buckets: { lt_1d: 0, d1_3: 0, d3_7: 1, gt_7d: 0 } });
    expect(of(S.AWAITING_BILL_CHECK)).toMatchObject({ count: 2, buckets: { lt_1d: 1, d1_3: 0, d3_7: 0, gt_7d: 1 } });
  });

  it("lists every customer's cut-offs of the next 72 hours with the customer", async () => {
    const { cut_offs } = (await get(operator.token, "/api/ops/dashboard", "cn")).json().data.due;
    expect(cut_offs.total).toBe(3);
    expect(cut_offs.list.map((c: { id: number }) => c.id)).toEqual([seeded.theirs.id, seeded.supply.id, seeded.billing.id]);
    expect(cut_offs.list[0].customer_name).not.toBe("");
    expect(cut_offs.list[0].status_name).toBe("待补料");
  });

  it("is refused to a customer", async () => {
    expect((await get(owner.token, "/api/ops/dashboard")).statusCode).toBe(403);
  });
});

describe("what the dashboards read, kept by the database", () => {
  it("keeps an order's TEU with its spaces", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    await withSpaces(db, order.id, [[refs.hq40, 2]]);
    expect((await orderRow(db, order.id)).teu).toBe(4);
    await db.update(orderSpaces).set({ count: 1, container_id: refs.gp20 }).where(eq(orderSpaces.order_id, order.id));
    expect((await orderRow(db, order.id)).teu).toBe(1);
    await db.delete(orderSpaces).where(eq(orderSpaces.order_id, order.id));
    expect((await orderRow(db, order.id)).teu).toBe(0);
  });

  it("stamps the time an order enters a status, and only then", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING, status_time: hours(-100) });
    await db.update(orders).set({ remark: "unchanged status" }).where(eq(orders.id, order.id));
    expect((await orderRow(db, order.id)).status_time).toEqual(hours(-100));
    await db.update(orders).set({ status: S.AWAITING_SUPPLY }).where(eq(orders.id, order.id));
    expect((await orderRow(db, order.id)).status_time.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
