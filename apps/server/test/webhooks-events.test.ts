import { ORDER_ACTIONS, ORDER_STATUS, WEBHOOK_EVENTS } from "@haiyun/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as resources from "../src/modules/dcsa/resources";
import { sendReminderOnce } from "../src/modules/notifications/reminders.service";
import { transition } from "../src/modules/orders/core/order-transition.service";
import { ACTION_EVENTS, queueOrderWebhooks } from "../src/modules/webhooks/webhook-events";
import { dcsaErrors } from "./dcsa-schema";
import { createOrder } from "./factories";
import { queryRows } from "./helpers";
import { call, fclBooking, orderTestApp } from "./order-fixtures";

// Which changes make which events, and that they are written with the change: the kind table
// names every action of the order transition table, a transition that rolls back leaves no event,
// a resource the standard does not have yet makes none, and reminders make theirs once.

vi.mock("../src/modules/dcsa/resources", async () => (await import("./webhook-resources")).mockedResources());
const calls = (resources as unknown as { calls: Record<"booking" | "si" | "td" | "vgm", number> }).calls;

const { app, db, refs, people, signIn } = await orderTestApp({ owner: ["shipper"] });
const { owner } = people;
let webhookId = 0;

beforeAll(async () => {
  await app.configService.set({ webhook_allow_private: "true" });
  const res = await call(app, owner.token, "POST", "/api/userinfo/webhooks", {
    url: "http://127.0.0.1:9/hook",
    events: [...WEBHOOK_EVENTS],
  });
  expect(res.statusCode, res.body).toBe(200);
  webhookId = res.json().data.id;
});

interface Row {
  event_id: string;
  event: string;
  event_type: string;
  subject: string;
  body: string;
}
const rowsAfter = (lastId: number) =>
  queryRows<Row & { id: number }>(
    db,
    sql`SELECT * FROM webhook_deliveries WHERE webhook_id = ${webhookId} AND id > ${lastId} ORDER BY id`,
  );
const lastDeliveryId = async () =>
  (await queryRows<{ n: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS n FROM webhook_deliveries`))[0]?.n ?? 0;

describe("the event kinds of the order actions", () => {
  it("name every action of the transition table, with kinds that exist", () => {
    expect(Object.keys(ACTION_EVENTS).sort()).toEqual([...ORDER_ACTIONS].sort());
    for (const kinds of Object.values(ACTION_EVENTS)) for (const kind of kinds) expect(WEBHOOK_EVENTS).toContain(kind);
  });
});

describe("events of a transition", () => {
  it("are written in the transition's transaction: one that rolls back leaves none", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BOOKING }, true);
    const last = await lastDeliveryId();
    const rolledBack = new Error("the caller's transaction fails after the transition");
    await expect(
      db.transaction(async (tx) => {
        await transition(tx, {
          orderId: order.id,
          action: "cancel",
          actor: { id: owner.user.id, role: "owner", lang: "en" },
          apply: async (_tx, step) => ({ orderId: step.order?.id ?? order.id, reason: "PLANS CHANGED" }),
          publicUrl: "http://localhost",
        });
        // inside the transaction the event is there, beside the change
        const inside = await queryRows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE id > ${last}`,
        );
        expect(inside[0]?.n).toBe(1);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await rowsAfter(last)).toEqual([]);
    const [row] = await queryRows<{ status: number }>(db, sql`SELECT status FROM orders WHERE id = ${order.id}`);
    expect(row?.status).toBe(ORDER_STATUS.AWAITING_BOOKING);

    // the same transition committed writes its event
    const done = await call(app, owner.token, "POST", `/api/order/${order.id}/cancel`, { reason: "plans changed" });
    expect(done.statusCode, done.body).toBe(200);
    const rows = await rowsAfter(last);
    expect(rows.map((r) => [r.event, JSON.parse(r.body).data.bookingStatus])).toEqual([["booking", "CANCELLED"]]);
  });

  it("make none of a resource the standard does not have yet (a draft's booking)", async () => {
    const last = await lastDeliveryId();
    const before = calls.booking;
    const draft = await call(app, owner.token, "POST", "/api/order/booking", { ...fclBooking(refs), action: "save" });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(calls.booking).toBe(before + 1);
    expect(await rowsAfter(last)).toEqual([]);
    const submitted = await call(app, owner.token, "PUT", `/api/order/booking/${draft.json().data.id}`, fclBooking(refs));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await rowsAfter(last)).map((r) => r.event_type)).toEqual(["org.dcsa.booking.v2"]);
  });

  it("build nothing for an owner without a subscription", async () => {
    const other = await signIn(["shipper"]);
    const before = { ...calls };
    const last = await lastDeliveryId();
    expect((await call(app, other.token, "POST", "/api/order/booking", fclBooking(refs))).statusCode).toBe(200);
    expect(calls).toEqual(before);
    expect(await lastDeliveryId()).toBe(last);
  });

  it("carry the shipping instructions, VGM and transport document as the standards' notifications", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BILL });
    const last = await lastDeliveryId();
    await queueOrderWebhooks(db, { action: "supply_submit", order });
    await queueOrderWebhooks(db, { action: "publish_bill", order });
    const rows = await rowsAfter(last);
    expect(rows.map((r) => r.event_type)).toEqual([
      "org.dcsa.shipping-instructions.v3",
      "org.dcsa.vgm.v1",
      "org.dcsa.transport-document.v3",
    ]);
    const [si, vgm, td] = rows.map((r) => JSON.parse(r.body));
    expect(si.subject).toBe(`SI${order.dcsa_reference}`);
    expect(vgm.subject).toBe(order.dcsa_reference);
    expect(td.data).toMatchObject({ transportDocumentReference: `TD${order.dcsa_reference}`, transportDocumentStatus: "DRAFT" });
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(3);
    expect(dcsaErrors("EBL", "ShippingInstructionsNotification", si)).toEqual([]);
    expect(dcsaErrors("EBL", "TransportDocumentNotification", td)).toEqual([]);
    expect(dcsaErrors("VGM", "PostVGMDeclarationsRequest", vgm.data)).toEqual([]);
  });
});

describe("reminders", () => {
  it("make one reminder event each, however often they are sent", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_SUPPLY });
    const last = await lastDeliveryId();
    const cutOff = new Date(Date.now() + 20 * 3_600_000);
    const reminder = {
      order_id: order.id,
      owner_id: owner.user.id,
      order_no: order.order_no,
      code: "DCO" as const,
      hours: 24 as const,
      cut_off_at: cutOff,
      time_zone: "Asia/Shanghai",
    };
    const ctx = { now: new Date(), publicUrl: "http://localhost" };
    expect(await sendReminderOnce(db, reminder, ctx)).toBe(true);
    expect(await sendReminderOnce(db, reminder, ctx)).toBe(false);
    const rows = await rowsAfter(last);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.body ?? "{}")).toMatchObject({
      specversion: "1.0",
      type: "com.haiyun.reminder",
      subject: order.dcsa_reference,
      data: {
        carrierBookingRequestReference: order.dcsa_reference,
        cutOffDateTimeCode: "DCO",
        hoursBefore: 24,
        cutOffDateTime: cutOff.toISOString(),
      },
    });
  });
});
