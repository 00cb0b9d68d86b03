import { ORDER_STATUS } from "@haiyun/shared";
import { count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appMeta, contacts, orderEvents, orders, outbox, systemConfig } from "../src/db/schema";
import { seedAll } from "../src/db/seed";
import { DEMO_PASSWORD } from "../src/db/seed/demo";
import { seedDemoContacts } from "../src/db/seed/demo-contacts";
import { findUserByUsername } from "../src/modules/users/users.service";
import { defined, loginAs, setupApp } from "./helpers";
import { call } from "./order-fixtures";

// The demo shipper's orders, booked through the services and transition().
const S = ORDER_STATUS;
const ctx = await setupApp();
const { db } = ctx.db;

describe("demo orders", () => {
  it("gives the demo shipper FCL and LCL orders in several statuses, with their events, once", async () => {
    await seedAll(db, { demo: true });
    const shipper = defined(await findUserByUsername(db, "shipper@haiyun.demo"), "the demo shipper");
    const seeded = await db.select().from(orders).where(eq(orders.owner_id, shipper.id));
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seeded.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3, 5, 10, 40]));
    expect(new Set(seeded.map((o) => o.container_mode))).toEqual(new Set([1, 2]));
    const confirmed = seeded.filter((o) => o.status === S.AWAITING_SUPPLY);
    // the documentation, VGM and delivery cut-offs (LCO on a consolidated order)
    const codes = (o: (typeof seeded)[number]) => o.cut_offs.map((c) => c.code).sort();
    expect(
      confirmed.every((o) => o.so_no !== "" && codes(o).join() === (o.container_mode === 2 ? "DCO,LCO,VCO" : "DCO,FCO,VCO")),
    ).toBe(true);
    // past status 2 each carries a submitted instruction; the later ones real documents
    const submitted = seeded.filter((o) => o.status >= S.AWAITING_BILL && o.status !== S.CANCELLED);
    expect(submitted.length).toBeGreaterThanOrEqual(3);
    expect(submitted.every((o) => o.marks_no !== "" && o.si_submit_time !== null && o.vgm_method === 1)).toBe(true);
    const token0 = await loginAs(ctx.app, "shipper@haiyun.demo", DEMO_PASSWORD);
    for (const order of submitted) {
      const record = (await call(ctx.app, token0, "GET", `/api/order/shipment/${order.id}`)).json().data;
      expect(record.containers.length, order.order_no).toBeGreaterThan(0);
      expect(record.contacts.map((c: { type: number }) => c.type)).toEqual([1, 2, 3]);
    }
    const completed = defined(
      seeded.find((o) => o.status === S.COMPLETED),
      "a completed order",
    );
    const documents = (await call(ctx.app, token0, "GET", `/api/order/document/${completed.id}`)).json().data.list;
    // the uploads (bill, invoice, receipt, guarantee, release) and the portal's own PDFs: the
    // confirmation, the instruction and the guarantee letter to sign
    expect(documents.map((d: { type: number }) => d.type).sort()).toEqual([1, 2, 3, 4, 5, 6, 6, 7]);
    const bill = await call(ctx.app, token0, "GET", documents.find((d: { type: number }) => d.type === 3).url);
    expect(bill.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(seeded.find((o) => o.status === S.AWAITING_PAYMENT)?.mbl_no).toBe("COSU612345678");
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

  it("lays each demo order's dates on a timeline that fits its status, relative to the seed day", async () => {
    const shipper = defined(await findUserByUsername(db, "shipper@haiyun.demo"), "the demo shipper");
    const seeded = await db.select().from(orders).where(eq(orders.owner_id, shipper.id));
    const today = new Date().toISOString().slice(0, 10);
    const now = Date.now();
    const byStatus = (status: number) => seeded.filter((o) => o.status === status);
    type Order = (typeof seeded)[number];
    const day = (order: Order, field: "etd" | "eta" | "ready_date") => defined(order[field], `${order.order_no}'s ${field}`);
    const cutOff = (order: Order, code: string) => order.cut_offs.find((c) => c.code === code)?.at;
    const time = (order: Order, field: "si_submit_time" | "si_cutoff" | "cy_cutoff") =>
      field === "si_submit_time"
        ? defined(order.si_submit_time, `${order.order_no}'s instruction`)
        : new Date(
            defined(
              field === "si_cutoff" ? cutOff(order, "DCO") : (cutOff(order, "FCO") ?? cutOff(order, "LCO")),
              `${order.order_no}'s ${field}`,
            ),
          );
    // the completed order sailed and arrived in the past, its cut-offs and instruction before its sailing
    for (const order of byStatus(S.COMPLETED)) {
      expect(day(order, "etd") < today && day(order, "eta") < today, order.order_no).toBe(true);
      expect(day(order, "etd") < day(order, "eta")).toBe(true);
      expect(day(order, "ready_date") <= day(order, "etd")).toBe(true);
      expect(time(order, "si_submit_time").getTime()).toBeLessThan(time(order, "si_cutoff").getTime());
      expect(time(order, "cy_cutoff").toISOString().slice(0, 10) < day(order, "etd")).toBe(true);
    }
    // awaiting payment: its bill is out, so it has sailed; it has not arrived yet
    for (const order of byStatus(S.AWAITING_PAYMENT))
      expect(day(order, "etd") < today && day(order, "eta") > today, order.order_no).toBe(true);
    // confirmed or awaiting the bill: sails in the future, the cut-offs before the sailing
    for (const order of [...byStatus(S.AWAITING_SUPPLY), ...byStatus(S.AWAITING_BILL)]) {
      expect(day(order, "etd") > today, order.order_no).toBe(true);
      expect(time(order, "cy_cutoff").toISOString().slice(0, 10) <= day(order, "etd")).toBe(true);
      expect(time(order, "si_cutoff").getTime()).toBeLessThan(time(order, "cy_cutoff").getTime());
    }
    // not yet confirmed: the cargo is ready in the future; no sailing yet
    for (const order of [...byStatus(S.DRAFT), ...byStatus(S.AWAITING_BOOKING)]) {
      expect(day(order, "ready_date") > today, order.order_no).toBe(true);
      expect(order.etd).toBeNull();
    }
    // every order was booked before now, the older the further down the list, its events in order and in the past
    const sorted = [...seeded].sort((a, b) => a.id - b.id);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i].create_time.getTime()).toBeGreaterThan(sorted[i - 1].create_time.getTime());
    }
    // an order's number carries the day it was booked (China time)
    for (const order of seeded) {
      const bookedDay = new Date(order.create_time.getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replaceAll("-", "");
      expect(order.order_no.slice(2, 8), order.order_no).toBe(bookedDay);
    }
    const completed = byStatus(S.COMPLETED)[0];
    expect(completed.create_time.getTime()).toBeLessThan(now - 40 * 86_400_000);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.order_id, completed.id)).orderBy(orderEvents.id);
    expect(events.length).toBeGreaterThan(3);
    for (let i = 1; i < events.length; i++) {
      expect(events[i].create_time.getTime()).toBeGreaterThanOrEqual(events[i - 1].create_time.getTime());
    }
    expect(defined(events.at(-1), "an event").create_time.getTime()).toBeLessThan(now);
    expect(events[0].create_time.getTime()).toBeGreaterThanOrEqual(completed.create_time.getTime());
  });

  it("fills the demo shipper's address book with a shipper, consignees and notify parties, once", async () => {
    const token = await loginAs(ctx.app, "shipper@haiyun.demo", DEMO_PASSWORD);
    const page = async (query: string) =>
      (await call(ctx.app, token, "GET", `/api/customer/contact?size=100${query}`)).json().data;
    const all = await page("");
    expect(all.total).toBeGreaterThanOrEqual(5);
    for (const type of [1, 2, 3, 4]) expect((await page(`&type=${type}`)).total, `type ${type}`).toBeGreaterThan(0);
    const shippers = (await page("&type=1")).list;
    expect(shippers.some((c: { company2: string }) => /[\u4e00-\u9fff]/.test(c.company2))).toBe(true);
    // a deleted demo contact stays deleted at the next start
    const first = all.list[0];
    expect((await call(ctx.app, token, "DELETE", "/api/customer/contact", [first.id])).statusCode).toBe(200);
    await seedAll(db, { demo: true });
    expect((await page("")).total).toBe(all.total - 1);
  });

  it("writes the demo address book once when two instances seed it at the same time", async () => {
    const shipper = await findUserByUsername(db, "shipper@haiyun.demo");
    if (!shipper) throw new Error("no demo shipper");
    // as before a first start: no address book, no marker
    await db.delete(contacts).where(eq(contacts.owner_id, shipper.id));
    await db.delete(appMeta).where(eq(appMeta.name, "demo_contacts"));
    await Promise.all([seedDemoContacts(db), seedDemoContacts(db)]);
    const companies = (await db.select({ company1: contacts.company1 }).from(contacts).where(eq(contacts.owner_id, shipper.id)))
      .map((row) => row.company1)
      .sort();
    expect(companies.length).toBeGreaterThanOrEqual(5);
    expect(new Set(companies).size).toBe(companies.length);
    expect(await db.$count(appMeta, eq(appMeta.name, "demo_contacts"))).toBe(1);
  });

  it("gives the demo site a customer-service e-mail and phone on its first seed only", async () => {
    const contact = async () =>
      Object.fromEntries(
        (await db.select().from(systemConfig).where(like(systemConfig.name, "web_contact_%"))).map((row) => [
          row.name,
          row.value,
        ]),
      );
    expect(await contact()).toMatchObject({ web_contact_email: "service@haiyun.demo", web_contact_phone: "+86 574 8700 0000" });
    // an admin clears the e-mail: a later start with the demo keeps it cleared
    await db.update(systemConfig).set({ value: "" }).where(eq(systemConfig.name, "web_contact_email"));
    await seedAll(db, { demo: true });
    expect((await contact()).web_contact_email).toBe("");
  });
});
