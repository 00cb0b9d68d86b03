import { authoritiesOf } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, orders, users } from "../src/db/schema";
import { call, confirmBody, fclBooking, orderRow, orderTestApp, supplyBody } from "./order-fixtures";
import { contactBody, tableDigest } from "./security-kit";

// Fields only the server or operations may set, sent by a customer, change
// nothing: a profile's roles and authorities, a record's owner and status, the prices and status of
// a confirmed order, and a shipping instruction once submitted. Each request is refused or the
// field ignored; the tables say which fields moved.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"], other: ["shipper"] });
const { owner, operator, other } = people;

const PRIVILEGED = {
  id: 1,
  owner_id: 0, // set per test to the other customer
  status: 10,
  roles: ["admin"],
  authorities: ["admin_user", "admin_config"],
  enabled: true,
  username: "root@example.com",
  order_no: "HY-FORGED-1",
  quote_amount: "0.01",
  invoice_amount: "0.01",
  so_no: "FORGED",
  create_time: "2020-01-01T00:00:00Z",
};

/** Each privileged field alone on top of a valid body, the other customer as owner. */
const withEach = (body: Record<string, unknown>) =>
  Object.entries({ ...PRIVILEGED, owner_id: other.user.id }).map(([key, value]) => [key, { ...body, [key]: value }] as const);

async function confirmedOrder() {
  const booked = await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs));
  expect(booked.statusCode, booked.body).toBe(200);
  const id = booked.json().data.id as number;
  const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirmBody(refs.maersk));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return id;
}

describe("a customer's profile update", () => {
  it("never changes its roles, authorities, enabled flag or username", async () => {
    const [before] = await db.select().from(users).where(eq(users.id, owner.user.id));
    const profile = { linkman: "LI MING", phone: "8657487001234" };
    for (const [key, body] of withEach(profile)) {
      const res = await call(app, owner.token, "PUT", "/api/userinfo", body);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
    }
    const [after] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect({ roles: after.roles, enabled: after.enabled, username: after.username, id: after.id }).toEqual({
      roles: before.roles,
      enabled: before.enabled,
      username: before.username,
      id: before.id,
    });
    const info = await call(app, owner.token, "GET", "/api/userinfo");
    expect([...info.json().data.authorities].sort()).toEqual(authoritiesOf(["shipper"]));
  });
});

describe("records a customer creates", () => {
  it("belong to the caller, whatever owner or status the body names", async () => {
    for (const [key, body] of withEach(contactBody(refs))) {
      const res = await call(app, owner.token, "POST", "/api/customer/contact", body);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
    }
    for (const [key, body] of withEach(fclBooking(refs))) {
      const res = await call(app, owner.token, "POST", "/api/order/booking", body);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
    }
    expect(await db.$count(contacts, eq(contacts.owner_id, other.user.id))).toBe(0);
    expect(await db.$count(orders, eq(orders.owner_id, other.user.id))).toBe(0);
    for (const order of await db.select().from(orders).where(eq(orders.owner_id, owner.user.id))) {
      expect(order.status, order.order_no).toBeLessThanOrEqual(1); // a draft or awaiting booking, as the booking flow makes them
      expect(order.order_no).not.toBe(PRIVILEGED.order_no);
      expect(order.quote_amount).toBeNull();
      expect(order.so_no ?? "").toBe("");
    }
  });
});

describe("a confirmed order", () => {
  it("keeps its spaces, prices and status whatever booking edit or privileged field the customer sends", async () => {
    const id = await confirmedOrder();
    const before = await tableDigest(db);
    const edits = [
      fclBooking(refs, { action: "save" }),
      fclBooking(refs, { spaces: [{ container_id: refs.hq40, count: 9 }] }),
      fclBooking(refs, { carrier_id: refs.cosco, pod_id: refs.hamburg, to_id: refs.hamburg }),
      ...withEach(fclBooking(refs)).map(([, body]) => body),
    ];
    for (const edit of edits) {
      const res = await call(app, owner.token, "PUT", `/api/order/booking/${id}`, edit);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(await tableDigest(db)).toEqual(before);
    expect((await orderRow(db, id)).status).toBe(2);
  });
});

describe("a shipping instruction once submitted", () => {
  it("is never changed again by the customer, whatever is sent", async () => {
    const id = await confirmedOrder();
    const submitted = await call(app, owner.token, "PUT", `/api/order/shipment/${id}`, supplyBody(refs, { action: "submit" }));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await orderRow(db, id)).status).toBe(3);
    const before = await tableDigest(db);
    const changed = { marks_no: "FORGED MARKS", description: "SOMETHING ELSE" };
    for (const body of [
      supplyBody(refs, { action: "submit" }),
      supplyBody(refs, { action: "save", ...changed }),
      supplyBody(refs, { action: "submit", ...changed }),
      ...withEach(supplyBody(refs, { action: "submit", ...changed })).map(([, forged]) => forged),
    ]) {
      const res = await call(app, owner.token, "PUT", `/api/order/shipment/${id}`, body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(await tableDigest(db)).toEqual(before);
    expect((await orderRow(db, id)).status).toBe(3);
  });
});
