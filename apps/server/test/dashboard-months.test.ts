import { ORDER_STATUS as S, zonedToInstant } from "@haiyun/shared";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import { orderSpaces, orders } from "../src/db/schema";
import { customerDashboard } from "../src/modules/dashboard/dashboard.service";
import { monthsUntil } from "../src/modules/dashboard/dashboard-window";
import { createOrder } from "./factories";
import { orderTestApp } from "./order-fixtures";

// order_months (migration 0030): each customer's bookings and TEU by UTC month, kept by triggers on
// orders; the customer dashboard's months are read from it and corrected at the edges of the
// business zone's months. Held here to what the orders themselves say, through every kind of write.
const NOW = new Date("2026-06-15T04:00:00Z");
const { db, refs, people } = await orderTestApp(
  { owner: ["shipper"], other: ["shipper"] },
  { now: () => NOW },
  { LIST_MEMORY_MB: "0" },
);
const { owner, other } = people;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What order_months holds (months summing to nothing left out) and what the orders say it should. */
async function keptAndCounted() {
  const kept = await rows(sql`select owner_id, month::text as month, orders, teu::float8 as teu from order_months
    where orders <> 0 or teu <> 0 order by 1, 2`);
  const counted = await rows(sql`select owner_id, to_char(create_time at time zone 'UTC', 'YYYY-MM-01') as month,
      count(*)::int as orders, sum(teu)::float8 as teu
    from orders where status not in (0, 40) group by 1, 2 order by 1, 2`);
  return { kept, counted };
}

async function expectKept() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  return kept;
}

async function withSpaces(orderId: number, spaces: [number, number][]) {
  await db.insert(orderSpaces).values(spaces.map(([container_id, count]) => ({ order_id: orderId, container_id, count })));
}

/** The dashboard's months and lanes in `zone`, and the same counted from the orders in plain SQL. */
async function dashboardAndCounted(ownerId: number, zone: string) {
  const answer = await customerDashboard(db as Db, ownerId, "en", NOW, zone);
  const { months, until } = monthsUntil(NOW, zone);
  const byMonth = await rows<{ month: string; orders: number; teu: number }>(
    sql`select to_char(create_time at time zone ${zone}, 'YYYY-MM') as month, count(*)::int as orders,
        coalesce(sum(teu), 0)::float8 as teu
      from orders where owner_id = ${ownerId} and status not in (0, 40) group by 1`,
  );
  const lanes = await rows<{ pol_id: number; pod_id: number; orders: number; teu: number }>(
    sql`select pol_id, pod_id, count(*)::int as orders, coalesce(sum(teu), 0)::float8 as teu from orders
      where owner_id = ${ownerId} and status not in (0, 40) and pol_id is not null and pod_id is not null
        and create_time >= ${months[0].from.toISOString()}::timestamptz and create_time < ${until.toISOString()}::timestamptz
      group by 1, 2 order by 4 desc, 3 desc, 1, 2 limit 5`,
  );
  const counted = months.map((m) => {
    const found = byMonth.find((row) => row.month === m.month);
    return { month: m.month, orders: found?.orders ?? 0, teu: found?.teu ?? 0 };
  });
  const shown = answer.top_lanes.map(({ pol_id, pod_id, orders, teu }) => ({ pol_id, pod_id, orders, teu }));
  return { months: answer.teu_by_month, counted, lanes: shown, countedLanes: lanes };
}

describe("order_months", () => {
  it("follows inserts, changes of status, TEU, booking time and owner, and deletes", async () => {
    const own = (overrides: Parameters<typeof createOrder>[2]) => createOrder(db, owner.user.id, overrides);
    const draft = await own({ status: S.DRAFT, create_time: new Date("2026-03-10T00:00:00Z") });
    const booked = await own({ status: S.AWAITING_BOOKING, create_time: new Date("2026-03-31T23:30:00Z") });
    await withSpaces(booked.id, [[refs.hq40, 2]]);
    const cancelled = await own({ status: S.CANCELLED, create_time: new Date("2026-04-02T00:00:00Z") });
    await withSpaces(cancelled.id, [[refs.gp20, 1]]);
    await createOrder(db, other.user.id, { status: S.AWAITING_SUPPLY, create_time: new Date("2026-04-05T00:00:00Z") });
    expect(await expectKept()).toContainEqual({ owner_id: owner.user.id, month: "2026-03-01", orders: 1, teu: 4 });

    // a draft submitted, a booking cancelled, a cancelled one reopened, then back to draft
    await db.update(orders).set({ status: S.AWAITING_BOOKING }).where(eq(orders.id, draft.id));
    await db.update(orders).set({ status: S.CANCELLED }).where(eq(orders.id, booked.id));
    await db.update(orders).set({ status: S.AWAITING_BOOKING }).where(eq(orders.id, cancelled.id));
    await expectKept();
    await db.update(orders).set({ status: S.DRAFT }).where(eq(orders.id, cancelled.id));
    await db.update(orders).set({ status: S.AWAITING_SUPPLY }).where(eq(orders.id, booked.id));
    await expectKept();

    // spaces changed (TEU), the booking time moved to another month, the owner and the ports changed
    await withSpaces(draft.id, [[refs.gp20, 3]]);
    await db.update(orderSpaces).set({ count: 1 }).where(eq(orderSpaces.order_id, booked.id));
    await db
      .update(orders)
      .set({ create_time: new Date("2026-05-01T00:00:00Z") })
      .where(eq(orders.id, booked.id));
    await db.update(orders).set({ owner_id: other.user.id }).where(eq(orders.id, draft.id));
    await db.update(orders).set({ pol_id: refs.shanghai, pod_id: refs.hamburg }).where(eq(orders.id, booked.id));
    await db.update(orders).set({ remark: "nothing the months count" }).where(eq(orders.id, booked.id));
    expect(await expectKept()).toContainEqual({ owner_id: other.user.id, month: "2026-03-01", orders: 1, teu: 3 });

    // several rows in one statement, then deleted
    await db
      .update(orders)
      .set({ status: S.AWAITING_BILL })
      .where(inArray(orders.id, [draft.id, booked.id, cancelled.id]));
    await expectKept();
    await db.delete(orderSpaces).where(eq(orderSpaces.order_id, draft.id));
    await db.delete(orders).where(inArray(orders.id, [draft.id, cancelled.id]));
    expect(await expectKept()).toContainEqual({ owner_id: owner.user.id, month: "2026-05-01", orders: 1, teu: 2 });
  });

  it("counts two transactions booking the same customer's month at once", async () => {
    const book = () =>
      db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) {
          await createOrder(tx as unknown as Db, other.user.id, {
            status: S.AWAITING_BOOKING,
            create_time: new Date("2026-02-14T00:00:00Z"),
          });
        }
      });
    const before = (await keptAndCounted()).kept as { owner_id: number; month: string; orders: number }[];
    const feb = (list: typeof before) =>
      list.find((row) => row.owner_id === other.user.id && row.month === "2026-02-01")?.orders ?? 0;
    await Promise.all([book(), book()]);
    const kept = (await expectKept()) as typeof before;
    expect(feb(kept)).toBe(feb(before) + 6);
  });
});

describe("the customer dashboard's months, read from order_months", () => {
  // orders booked at a month's first instant in each zone, a minute before it and a minute after (London:
  // some months begin at UTC midnight, some an hour before)
  const ZONES = [
    "Asia/Shanghai",
    "America/New_York",
    "UTC",
    "Europe/London",
    "Asia/Kolkata",
    "Pacific/Chatham",
    "Pacific/Kiritimati",
  ];

  it("are the months of the business time zone, exactly, whichever it is", async () => {
    const ownerId = owner.user.id;
    let n = 0;
    for (const zone of ZONES) {
      for (const month of ["2025-07", "2026-01", "2026-07"]) {
        const start = zonedToInstant(`${month}-01T00:00`, zone);
        for (const minutes of [-1, 0, 1]) {
          n += 1;
          const order = await createOrder(db, ownerId, {
            status: S.AWAITING_BOOKING,
            create_time: new Date(start.getTime() + minutes * 60_000),
            pol_id: n % 2 ? refs.shanghai : refs.ningbo,
            pod_id: refs.rotterdam,
          });
          await withSpaces(order.id, [[n % 3 ? refs.gp20 : refs.hq40, 1 + (n % 4)]]);
        }
      }
    }
    await expectKept();
    for (const zone of ZONES) {
      const { months, counted, lanes, countedLanes } = await dashboardAndCounted(ownerId, zone);
      expect({ zone, months }).toEqual({ zone, months: counted });
      expect({ zone, lanes }).toEqual({ zone, lanes: countedLanes });
    }
  });
});
