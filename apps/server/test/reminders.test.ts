import { ORDER_STATUS } from "@haiyun/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications, orderContainers, orders, remindersSent, users } from "../src/db/schema";
import { startReminderScheduler } from "../src/modules/notifications/reminder-scheduler";
import { findDueReminders } from "../src/modules/notifications/reminders.service";
import { createOrder } from "./factories";
import { buildExtraApp, setupApp, waitFor } from "./helpers";
import { startMailSink } from "./mail-sink";
import { mailsTo, signedIn } from "./order-fixtures";

// 48 and 24 hours before the documentation and VGM cut-offs, while what they need is missing, the
// owner gets exactly one mail (in their language) and one notification per reminder, however many
// scans, restarts or instances run. The clock is the test's.

const sink = await startMailSink();
const env = { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL: "https://haiyun.example" };
const ctx = await setupApp(
  { mail: { start: true, worker: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 3 } } },
  env,
);
const { app } = ctx;
const { db } = ctx.db;
// two more instances on the same database (their mail queued for the first one's worker)
const restartedApp = await buildExtraApp(ctx.db, {}, env);
const otherApp = await buildExtraApp(ctx.db, {}, env);
const signIn = () => signedIn(ctx);
afterAll(() => sink.close());

const HOUR = 3_600_000;
const T0 = new Date("2027-03-01T02:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
/** The order's cut-offs as it keeps them: codes and instants. */
const cutOffs = (byCode: Record<string, Date>) =>
  Object.entries(byCode).map(([code, instant]) => ({ code, at: instant.toISOString() }));

async function customer(lang: "cn" | "en") {
  const who = await signIn();
  await db.update(users).set({ lang }).where(eq(users.id, who.user.id));
  return who;
}

/** An FCL order awaiting its shipping instruction, DCO 40 h and VCO 30 h after T0. */
async function awaitingSupply(ownerId: number) {
  return createOrder(db, ownerId, { status: ORDER_STATUS.AWAITING_SUPPLY, cut_offs: cutOffs({ DCO: at(40), VCO: at(30) }) });
}

const scheduler = (target: typeof app, now: () => Date) => {
  const running = startReminderScheduler(target, { now, intervalMs: 3_600_000 });
  afterAll(() => running.stop());
  return running;
};

describe("which reminders are due", () => {
  it("gives the 48-hour reminder between 48 and 24 hours before, the 24-hour one after, none once passed", async () => {
    const owner = await customer("en");
    const order = await awaitingSupply(owner.user.id);
    const dueOf = async (hours: number) =>
      (await findDueReminders(db, at(hours))).filter((r) => r.order_id === order.id).map((r) => `${r.code}-${r.hours}h`);
    expect(await dueOf(-20)).toEqual([]);
    expect(await dueOf(-10)).toEqual(["VCO-48h"]);
    expect(await dueOf(0)).toEqual(["DCO-48h", "VCO-48h"]);
    expect(await dueOf(10)).toEqual(["DCO-48h", "VCO-24h"]);
    expect(await dueOf(20)).toEqual(["DCO-24h", "VCO-24h"]);
    expect(await dueOf(35)).toEqual(["DCO-24h"]);
    expect(await dueOf(41)).toEqual([]);
  });

  it("asks for the VGM after the instruction only when a container row has none, and never for an LCL order", async () => {
    const owner = await customer("en");
    const given = await createOrder(db, owner.user.id, {
      status: ORDER_STATUS.AWAITING_BILL,
      cut_offs: cutOffs({ VCO: at(30) }),
    });
    await db.insert(orderContainers).values({ order_id: given.id, container_no: "CSQU3054383", vgm: 12100 });
    const missing = await createOrder(db, owner.user.id, {
      status: ORDER_STATUS.AWAITING_BILL,
      cut_offs: cutOffs({ VCO: at(30) }),
    });
    await db.insert(orderContainers).values([
      { order_id: missing.id, container_no: "CSQU3054383", vgm: 12100 },
      { order_id: missing.id, container_no: "MSKU9070323", vgm: null },
    ]);
    const lcl = await createOrder(db, owner.user.id, {
      status: ORDER_STATUS.AWAITING_SUPPLY,
      container_mode: 2,
      cut_offs: cutOffs({ DCO: at(40), VCO: at(30) }),
    });
    const passed = await createOrder(db, owner.user.id, {
      status: ORDER_STATUS.AWAITING_BILL,
      cut_offs: cutOffs({ DCO: at(40) }),
    });
    const due = (await findDueReminders(db, at(0))).filter((r) => [given.id, missing.id, lcl.id, passed.id].includes(r.order_id));
    expect(due.map((r) => [r.order_id, r.code])).toEqual([
      [missing.id, "VCO"],
      [lcl.id, "DCO"],
    ]);
  });
});

describe("a reminder is sent once", () => {
  it("across two scans, a restart and a second instance: one mail per reminder, in the owner's language", async () => {
    const owner = await customer("cn");
    const order = await awaitingSupply(owner.user.id);
    let now = at(0);
    const clock = () => now;
    const first = scheduler(app, clock);
    await first.runOnce();
    await first.runOnce();
    // a restart (the first instance's scheduler gone, a new instance on the same database) and a
    // second instance scanning at the same time
    await first.stop();
    const restarted = scheduler(restartedApp, clock);
    const other = scheduler(otherApp, clock);
    await Promise.all([restarted.runOnce(), other.runOnce(), restarted.runOnce()]);

    now = at(20);
    await Promise.all([restarted.runOnce(), other.runOnce()]);
    await Promise.all([restarted.runOnce(), other.runOnce()]);
    await Promise.all([restarted.stop(), other.stop()]);

    const kinds = (await mailsTo(db, owner.user.username)).map((mail) => mail.kind);
    expect(kinds.sort()).toEqual(["reminder_DCO-24h", "reminder_DCO-48h", "reminder_VCO-24h", "reminder_VCO-48h"]);
    const sent = await db.select().from(remindersSent).where(eq(remindersSent.order_id, order.id));
    expect(sent).toHaveLength(4);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.order_id, order.id), eq(notifications.user_id, owner.user.id)));
    expect(told.map((row) => row.action).sort()).toEqual(["DCO-24h", "DCO-48h", "VCO-24h", "VCO-48h"]);

    const received = await waitFor(() => sink.to(owner.user.username).length === 4 && sink.to(owner.user.username));
    const dco48 = received.find((mail) => mail.subject?.includes("补料截止提醒：还剩 48 小时"));
    expect(dco48?.subject).toBe(`订单 ${order.order_no}：补料截止提醒：还剩 48 小时`);
    // 40 h after 02:00 UTC on 1 March is 18:00 UTC on 2 March: 3 March 02:00 in Shanghai
    expect(dco48?.text).toContain("补料截止时间为 2027-03-03 02:00 上海");
    expect(dco48?.text).toContain(`https://haiyun.example/bookings/${order.id}`);
  });

  it("mails an English owner in English and lists the reminder in the bell", async () => {
    const owner = await customer("en");
    const order = await createOrder(db, owner.user.id, {
      status: ORDER_STATUS.AWAITING_SUPPLY,
      cut_offs: cutOffs({ DCO: at(100) }),
    });
    const running = scheduler(app, () => at(80));
    await running.runOnce();
    await running.stop();
    const [mail] = await mailsTo(db, owner.user.username);
    expect(mail).toMatchObject({ lang: "en", subject: `Order ${order.order_no}: Shipping instructions due within 24 hours` });
    const res = await app.inject({
      method: "GET",
      url: "/api/notifications",
      headers: { authorization: `Bearer ${owner.token}`, lang: "cn" },
    });
    expect(res.json().data.list[0]).toMatchObject({
      kind: "reminder",
      action: "DCO-24h",
      order_id: order.id,
      order_no: order.order_no,
      title: "补料截止提醒：还剩 24 小时",
    });
    // the English bell writes the date as every English screen does (MM/DD/YYYY), never ISO
    const english = await app.inject({
      method: "GET",
      url: "/api/notifications",
      headers: { authorization: `Bearer ${owner.token}`, lang: "en" },
    });
    const body: string = english.json().data.list[0].body;
    expect(body).toMatch(/the documentation cut-off is \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} /);
    expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("sends the reminders of a moved cut-off again (its own key)", async () => {
    const owner = await customer("en");
    const order = await createOrder(db, owner.user.id, {
      status: ORDER_STATUS.AWAITING_SUPPLY,
      cut_offs: cutOffs({ DCO: at(200) }),
    });
    const running = scheduler(app, () => at(180));
    await running.runOnce();
    await db
      .update(orders)
      .set({ cut_offs: cutOffs({ DCO: at(201) }) })
      .where(eq(orders.id, order.id));
    await running.runOnce();
    await running.stop();
    expect((await mailsTo(db, owner.user.username)).map((mail) => mail.kind)).toEqual(["reminder_DCO-24h", "reminder_DCO-24h"]);
  });
});
