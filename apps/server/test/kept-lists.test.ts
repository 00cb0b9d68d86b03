import { ORDER_STATUS as S } from "@haiyun/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import { contacts, orders, ports, users } from "../src/db/schema";
import { firstCutOffPassing } from "../src/modules/orders/list/order-views.service";
import { createContact, createOrder } from "./factories";
import { waitFor } from "./helpers";
import { call, confirmBody, orderTestApp } from "./order-fixtures";

// List pages are kept by the process that wrote them (plugins/kept-lists.ts) and dropped
// when the database says their data changed (migration 0027's triggers). Both engines: on the
// embedded database the change is heard within the committing statement; on PostgreSQL a moment
// later, so a write made behind the app's back is waited for there — a write through the app is
// on the next page at once on both.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;
const onPostgres = process.env.TEST_ENGINE === "postgres";

const ownList = (query = "", lang: "en" | "cn" = "en") =>
  call(app, owner.token, "GET", `/api/order${query}`, undefined, { lang });
const deskList = (query = "") => call(app, operator.token, "GET", `/api/ops/order${query}`);
const contactList = () => call(app, owner.token, "GET", "/api/customer/contact");
type Row = { id: number; cust_ref_no: string; status: number; pol_name: string; next_cut_off: { code: string } | null };
const rowsOf = async (res: Promise<{ json: () => { data: { list: Row[] } } }>) => (await res).json().data.list;
const rowOf = async (res: Promise<{ json: () => { data: { list: Row[] } } }>, id: number) =>
  (await rowsOf(res)).find((row) => row.id === id);

/** A write the triggers do not see (replica role): what the list then shows tells whether it was kept. */
async function unheard(write: (tx: Db) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx as unknown as Db);
  });
}

/** The check on the next page: at once on the embedded database; on PostgreSQL once the notification arrived. */
async function eventually(check: () => Promise<boolean>) {
  if (onPostgres) await waitFor(check, 5000);
  else expect(await check()).toBe(true);
}

describe("kept list pages", () => {
  it("answers a page asked again from memory, and drops it when a change is heard", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING, cust_ref_no: "KEPT-1" });
    // the insert's own notification heard first (on PostgreSQL it may arrive after the page is kept)
    await app.catchUpNotifications();
    expect((await rowOf(ownList(), order.id))?.cust_ref_no).toBe("KEPT-1");
    expect((await rowOf(deskList(), order.id))?.cust_ref_no).toBe("KEPT-1");
    await unheard((tx) => tx.update(orders).set({ cust_ref_no: "UNHEARD" }).where(eq(orders.id, order.id)));
    expect((await rowOf(ownList(), order.id))?.cust_ref_no).toBe("KEPT-1");
    expect((await rowOf(deskList(), order.id))?.cust_ref_no).toBe("KEPT-1");
    // a heard write (the triggers on): the customer's pages and the desk's go
    await db.update(orders).set({ cust_ref_no: "HEARD" }).where(eq(orders.id, order.id));
    await eventually(async () => (await rowOf(ownList(), order.id))?.cust_ref_no === "HEARD");
    await eventually(async () => (await rowOf(deskList(), order.id))?.cust_ref_no === "HEARD");
  });

  it("keeps each language and query apart", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING, pol_id: refs.shanghai });
    const en = await rowOf(ownList(), order.id);
    const cn = await rowOf(ownList("", "cn"), order.id);
    expect(en?.pol_name).not.toBe(cn?.pol_name);
    expect((await rowOf(ownList(`?status=${S.AWAITING_BOOKING}`), order.id))?.id).toBe(order.id);
    expect(await rowOf(ownList(`?status=${S.COMPLETED}`), order.id)).toBeUndefined();
  });

  it("keeps the dashboards apart from the lists of the same orders, and drops them with them", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    const dashboard = async () => (await call(app, owner.token, "GET", "/api/dashboard")).json().data;
    const paying = async () =>
      (await dashboard()).by_status.find((s: { status: number }) => s.status === S.AWAITING_PAYMENT).count;
    const before = await paying();
    // the bare list and the dashboard take the same query (none) in the same scope
    expect((await call(app, owner.token, "GET", "/api/order")).json().data.list).toBeDefined();
    expect((await dashboard()).teu_by_month).toHaveLength(12);
    await db.update(orders).set({ status: S.AWAITING_INVOICE }).where(eq(orders.id, order.id));
    await eventually(async () => (await paying()) === before - 1);
    const desk = async () => (await call(app, operator.token, "GET", "/api/ops/dashboard")).json().data;
    expect((await desk()).by_age).toBeDefined();
    expect((await call(app, operator.token, "GET", "/api/ops/order")).json().data.list).toBeDefined();
  });

  it("shows an operator's action on the next page of the customer and of the desk, at once", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    await eventually(async () => (await rowOf(ownList(), order.id))?.status === S.AWAITING_BOOKING);
    await eventually(async () => (await rowOf(deskList(), order.id))?.status === S.AWAITING_BOOKING);
    const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/confirm`, confirmBody(refs.maersk));
    expect(confirmed.statusCode).toBe(200);
    expect((await rowOf(ownList(), order.id))?.status).toBe(S.AWAITING_SUPPLY);
    expect((await rowOf(deskList(), order.id))?.status).toBe(S.AWAITING_SUPPLY);
  });

  it("shows the customer's own new contact on the next page, at once", async () => {
    await createContact(db, owner.user.id, { company1: "FIRST CONTACT LTD." });
    await eventually(async () => (await contactList()).json().data.total === 1);
    const res = await call(app, owner.token, "POST", "/api/customer/contact", {
      type: 1,
      company1: "SECOND CONTACT LTD.",
      company2: "",
      linkman: "LI NA",
      phone: "+8621000000",
      email: "",
      address1: "NO. 1 ROAD",
      address2: "",
      city: "SHANGHAI",
      province: "",
      country_id: refs.china,
      zip_code: "",
      e_code: "",
    });
    expect(res.statusCode).toBe(200);
    const page = (await contactList()).json().data;
    expect(page.total).toBe(2);
    expect(page.list[0].company1).toBe("SECOND CONTACT LTD.");
    await unheard((tx) => tx.delete(contacts).where(eq(contacts.owner_id, owner.user.id)));
    expect((await contactList()).json().data.total).toBe(2);
    await createContact(db, owner.user.id, { company1: "THIRD CONTACT LTD." });
    await eventually(async () => (await contactList()).json().data.total === 1);
  });

  it("drops every page when a name they show changes", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING, pol_id: refs.ningbo });
    const before = (await rowOf(ownList(), order.id))?.pol_name;
    await rowOf(deskList(), order.id);
    await db.update(ports).set({ name_en: "NINGBO RENAMED" }).where(eq(ports.id, refs.ningbo));
    await eventually(async () => (await rowOf(ownList(), order.id))?.pol_name === "NINGBO RENAMED");
    await eventually(async () => (await rowOf(deskList(), order.id))?.pol_name === "NINGBO RENAMED");
    await db
      .update(ports)
      .set({ name_en: before ?? "" })
      .where(eq(ports.id, refs.ningbo));
  });

  it("drops the desk's pages when a customer's name changes", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    const customerOf = async () =>
      ((await rowOf(deskList(), order.id)) as unknown as { customer_name: string } | undefined)?.customer_name;
    await eventually(async () => (await customerOf()) !== undefined);
    await db.update(users).set({ company1: "RENAMED TRADING LTD." }).where(eq(users.id, owner.user.id));
    await eventually(async () => (await customerOf()) === "RENAMED TRADING LTD.");
  });

  it("does not keep a page past the next cut-off it shows", async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const later = new Date(Date.now() + 48 * 3600_000).toISOString();
    const order = await createOrder(db, owner.user.id, {
      status: S.AWAITING_SUPPLY,
      cut_offs: [
        { code: "VCO", at: soon },
        { code: "FCO", at: later },
      ],
    });
    await eventually(async () => (await rowOf(ownList(), order.id))?.next_cut_off?.code === "VCO");
    await waitFor(async () => (await rowOf(ownList(), order.id))?.next_cut_off?.code === "FCO", 5000);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(soon));
  });
});

describe("when a page's next cut-off passes", () => {
  const row = (cutOff: string) => `{"id":1,"next_cut_off":${cutOff},"create_time":"2026-11-27T00:00:00Z"}`;
  it("is the earliest of the page's, read in their zones; none, never; an unreadable one, at once", () => {
    const page = `{"list":[${row('{"code" : "VCO", "at" : "2026-12-01T18:00:00+08:00", "time_zone" : "Asia/Shanghai"}')},${row(
      '{"code" : "FCO", "at" : "2026-12-01T11:00:00+01:00", "time_zone" : "Europe/Rotterdam"}',
    )},${row("null")}],"total":3}`;
    expect(firstCutOffPassing(page)).toBe(Date.parse("2026-12-01T10:00:00Z"));
    expect(firstCutOffPassing(`{"list":[${row("null")}],"total":1}`)).toBe(Number.POSITIVE_INFINITY);
    expect(firstCutOffPassing(`{"list":[${row('{"code" : "VCO", "at" : "soon"}')}],"total":1}`)).toBe(0);
    // a customer's reference holding the field's name is a string, its quotes escaped
    expect(firstCutOffPassing(`{"list":[{"cust_ref_no":"\\"next_cut_off\\":{"}],"total":1}`)).toBe(Number.POSITIVE_INFINITY);
  });
});
