import { ORDER_STATUS, ORDER_TRANSITIONS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, users } from "../src/db/schema";
import { NOTIFY_AUDIENCE } from "../src/modules/notifications/notify-rules";
import { createOrder } from "./factories";
import { call, confirmBody, fclBooking, orderTestApp, type SignedIn } from "./order-fixtures";

// The bell: every transition tells whom the notification rules name, in its transaction; each
// reader lists, counts and marks only their own rows, in the language of the request.

const { app, db, refs, signIn, people } = await orderTestApp({ operator: ["operator"], admin: ["admin"] });
const { operator, admin } = people;

const list = (who: SignedIn, lang: "cn" | "en" = "en", query = "") =>
  call(app, who.token, "GET", `/api/notifications${query}`, undefined, { lang });
const unread = async (who: SignedIn) => (await call(app, who.token, "GET", "/api/notifications/unread-count")).json().data.unread;

describe("who is told", () => {
  it("never tells only the acting side of its own kind of action: the other side hears of it, or nobody", () => {
    const selfTold = ORDER_TRANSITIONS.filter((row) => NOTIFY_AUDIENCE[row.action] === (row.actor === "owner" ? "owner" : "ops"));
    expect(selfTold.map((row) => row.action)).toEqual([]);
  });

  it("tells every operations user of a submission, never its customer; the customer of operations' confirmation", async () => {
    const owner = await signIn();
    const disabled = await signIn(["operator"]);
    await db.update(users).set({ enabled: false }).where(eq(users.id, disabled.user.id));
    const opsBefore = await unread(operator);
    const adminBefore = await unread(admin);

    const created = await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs));
    expect(created.statusCode, created.body).toBe(200);
    const { id, order_no } = created.json().data;
    expect(await unread(operator)).toBe(opsBefore + 1);
    expect(await unread(admin)).toBe(adminBefore + 1);
    expect(await unread(owner)).toBe(0);
    const rows = await db.select().from(notifications).where(eq(notifications.order_id, id));
    expect(rows.some((row) => row.user_id === disabled.user.id)).toBe(false);

    const [newest] = (await list(operator)).json().data.list;
    expect(newest).toMatchObject({ kind: "order", action: "submit", audience: "ops", order_id: id, order_no, read: false });
    expect(newest.title).toBe("Booking submitted");
    expect(newest.body).toBe(`Order ${order_no} · status now: Awaiting booking`);

    const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirmBody(refs.maersk));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const mine = (await list(owner, "cn")).json().data;
    expect(mine).toMatchObject({ total: 1, unread: 1 });
    expect(mine.list[0]).toMatchObject({ action: "confirm_booking", audience: "owner", title: "确认订舱" });
    expect(mine.list[0].body).toBe(`订单 ${order_no}，当前状态：待补料`);
  });

  it("tells nobody of a draft saved or deleted, nor operations of a draft cancelled, and nothing of a refused action", async () => {
    const owner = await signIn();
    const before = await unread(operator);
    const draft = (await call(app, owner.token, "POST", "/api/order/booking", { ...fclBooking(refs), action: "save" })).json()
      .data;
    await call(app, owner.token, "PUT", "/api/order/cancel", { id: draft.id, reason: "CHANGED" });
    const other = (await call(app, owner.token, "POST", "/api/order/booking", { ...fclBooking(refs), action: "save" })).json()
      .data;
    await call(app, owner.token, "DELETE", `/api/order/${other.id}`);
    const refused = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_SUPPLY });
    expect((await call(app, operator.token, "PUT", `/api/ops/order/${refused.id}/reject`, { reason: "LATE" })).statusCode).toBe(
      409,
    );
    expect(await unread(operator)).toBe(before);
    expect(await unread(owner)).toBe(0);
  });

  it("keeps the reason of a rejection in the owner's text", async () => {
    const owner = await signIn();
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BOOKING });
    await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/reject`, { reason: "NO SPACE" });
    const [row] = (await list(owner)).json().data.list;
    expect(row).toMatchObject({ action: "reject_booking", title: "Booking rejected" });
    expect(row.body).toBe(`Order ${order.order_no} · status now: Cancelled · reason: NO SPACE`);
  });
});

describe("reading and marking", () => {
  async function ownerWithThree() {
    const owner = await signIn();
    for (const reason of ["A", "B", "C"]) {
      const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BOOKING });
      await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/reject`, { reason });
    }
    return owner;
  }

  it("pages newest first with the total and the unread count", async () => {
    const owner = await ownerWithThree();
    const first = (await list(owner, "en", "?page=1&limit=2")).json().data;
    expect(first).toMatchObject({ total: 3, unread: 3 });
    expect(first.list.map((row: { body: string }) => row.body.slice(-1))).toEqual(["C", "B"]);
    const second = (await list(owner, "en", "?page=2&limit=2")).json().data;
    expect(second.list.map((row: { body: string }) => row.body.slice(-1))).toEqual(["A"]);
    expect((await list(owner, "en", "?page=9&limit=2")).json().data).toMatchObject({ list: [], total: 3 });
  });

  it("refuses a page size over 50 or a bad page with a 400 in the caller's language", async () => {
    const owner = await signIn();
    const res = await list(owner, "cn", "?limit=51");
    expect(res.statusCode).toBe(400);
    expect((await list(owner, "en", "?page=0")).statusCode).toBe(400);
    expect((await list(owner, "en", "?size=5")).statusCode).toBe(400);
  });

  it("marks one read, again without change; another's or a missing id is the same 404", async () => {
    const owner = await ownerWithThree();
    const stranger = await signIn();
    const [newest] = (await list(owner)).json().data.list;
    const read = await call(app, owner.token, "PUT", `/api/notifications/${newest.id}/read`);
    expect(read.json().data).toEqual({ unread: 2 });
    expect((await call(app, owner.token, "PUT", `/api/notifications/${newest.id}/read`)).json().data).toEqual({ unread: 2 });
    expect((await list(owner)).json().data.list[0].read).toBe(true);

    const [second] = (await list(owner)).json().data.list.slice(1);
    const foreign = await call(app, stranger.token, "PUT", `/api/notifications/${second.id}/read`);
    const missing = await call(app, stranger.token, "PUT", "/api/notifications/99999999/read");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(await unread(owner)).toBe(2);
  });

  it("marks all read", async () => {
    const owner = await ownerWithThree();
    const res = await call(app, owner.token, "PUT", "/api/notifications/read-all");
    expect(res.json().data).toEqual({ unread: 0 });
    expect((await list(owner)).json().data.list.every((row: { read: boolean }) => row.read)).toBe(true);
  });

  it("is closed to a caller without a token", async () => {
    expect((await app.inject({ method: "GET", url: "/api/notifications/unread-count" })).statusCode).toBe(401);
  });
});
