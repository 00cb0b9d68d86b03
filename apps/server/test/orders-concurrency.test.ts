import { ORDER_STATUS } from "@haiyun/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestHash } from "../src/plugins/idempotency";
import { createOrder } from "./factories";
import { defined, queryRows } from "./helpers";
import { call, confirmBody, countOrders, eventsOf, fclBooking, orderRow, orderTestApp, type SignedIn } from "./order-fixtures";

// Every state change is checked inside its transaction, so racing requests make one
// transition; on both engines (PGlite runs one transaction at a time, PostgreSQL locks the row).
// And the Idempotency-Key of POST /order/booking and the other state-changing POSTs.
const { app, db, refs, signIn, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;

const book = (body: unknown, key?: string, who: SignedIn = owner) =>
  call(app, who.token, "POST", "/api/order/booking", body, { headers: key === undefined ? {} : { "idempotency-key": key } });
const keysOf = (userId: number) =>
  queryRows<{ key: string; state: string }>(db, sql`select key, state from idempotency_keys where user_id = ${userId}`);

describe("racing transitions", () => {
  it("two submits of one draft at once: one 200, one 409, one submit event", async () => {
    const draft = (await book({ ...fclBooking(refs), action: "save" })).json().data;
    const [a, b] = await Promise.all(
      [1, 2].map(() => call(app, owner.token, "PUT", `/api/order/booking/${draft.id}`, fclBooking(refs))),
    );
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(
      defined(
        [a, b].find((res) => res.statusCode === 409),
        "a 409",
      ).json().error_code,
    ).toBe("ORDER_INVALID_TRANSITION");
    expect((await eventsOf(db, draft.id)).filter((e) => e.action === "submit")).toHaveLength(1);
    expect((await orderRow(db, draft.id)).status).toBe(1);
  });

  it("two confirms at once: one 200, one 409, one confirm event", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BOOKING });
    const responses = await Promise.all(
      [refs.maersk, refs.cosco].map((carrier) =>
        call(app, operator.token, "PUT", `/api/ops/order/${order.id}/confirm`, confirmBody(carrier)),
      ),
    );
    expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await eventsOf(db, order.id)).map((e) => e.action)).toEqual(["confirm_booking"]);
  });

  it("a customer's cancel racing operations' confirm: exactly one of them happens", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BOOKING });
    const responses = await Promise.all([
      call(app, owner.token, "POST", `/api/order/${order.id}/cancel`, { reason: "CHANGED" }),
      call(app, operator.token, "PUT", `/api/ops/order/${order.id}/confirm`, confirmBody(refs.maersk)),
    ]);
    expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const events = await eventsOf(db, order.id);
    expect(events).toHaveLength(1);
    expect((await orderRow(db, order.id)).status).toBe(events[0].to_status);
  });
});

describe("Idempotency-Key on POST /order/booking", () => {
  it("deletes keys past their 24 hours and treats such a key as new", async () => {
    const who = await signIn();
    await queryRows(
      db,
      sql`insert into idempotency_keys (user_id, key, method, path, request_hash, state, response_status, response_body, create_time)
          values (${who.user.id}, 'stale-key', 'POST', '/api/order/booking', 'x', 'done', 200, '{}', now() - interval '25 hours')`,
    );
    const res = await book(fclBooking(refs), "fresh-key", who);
    expect(res.statusCode).toBe(200);
    expect((await keysOf(who.user.id)).map((k) => k.key)).toEqual(["fresh-key"]);
  });

  it("replays the first answer for the same key and body: one order, the same data, marked replayed", async () => {
    const who = await signIn();
    const first = await book(fclBooking(refs), "booking-001", who);
    expect(first.statusCode).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    // the same body with its keys in another order is the same request
    const reordered = Object.fromEntries(Object.entries(fclBooking(refs)).reverse());
    const again = await book(reordered, "booking-001", who);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
    expect(await countOrders(db, who.user.id)).toBe(1);
  });

  it("answers 422 for the same key with a different body, and keeps the first request's answer", async () => {
    const who = await signIn();
    await book(fclBooking(refs), "booking-002", who);
    const other = await book(fclBooking(refs, { cust_ref_no: "ANOTHER" }), "booking-002", who);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error_code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await countOrders(db, who.user.id)).toBe(1);
    const elsewhere = await call(
      app,
      who.token,
      "POST",
      "/api/order/1/cancel",
      { reason: "X" },
      { headers: { "idempotency-key": "booking-002" } },
    );
    expect(elsewhere.statusCode).toBe(422);
  });

  it("makes one order of two identical requests sent at once", async () => {
    const who = await signIn();
    const responses = await Promise.all([1, 2].map(() => book(fclBooking(refs), "booking-003", who)));
    expect(await countOrders(db, who.user.id)).toBe(1);
    for (const res of responses) {
      if (res.statusCode === 200)
        expect(res.json().data).toEqual(
          defined(
            responses.find((r) => r.statusCode === 200),
            "a 200",
          ).json().data,
        );
      else expect(res.json()).toMatchObject({ error_code: "IDEMPOTENCY_IN_PROGRESS" });
    }
    expect(responses.some((res) => res.statusCode === 200)).toBe(true);
  });

  it("answers 409 while the first request with the key still runs, and takes over a claim its process abandoned", async () => {
    const who = await signIn();
    const hash = requestHash("POST", "/api/order/booking", fclBooking(refs));
    const claim = (key: string, age: string) =>
      queryRows(
        db,
        sql`insert into idempotency_keys (user_id, key, method, path, request_hash, create_time)
            values (${who.user.id}, ${key}, 'POST', '/api/order/booking', ${hash}, now() - ${age}::interval)`,
      );
    await claim("running-key", "1 second");
    const busy = await book(fclBooking(refs), "running-key", who);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error_code: "IDEMPOTENCY_IN_PROGRESS" });
    expect(busy.headers["retry-after"]).toBe("1");
    await claim("abandoned-key", "10 minutes");
    const taken = await book(fclBooking(refs), "abandoned-key", who);
    expect(taken.statusCode).toBe(200);
    expect(await countOrders(db, who.user.id)).toBe(1);
  });

  it("keys are per user: another customer's same key is their own", async () => {
    const [a, b] = [await signIn(), await signIn()];
    const first = await book(fclBooking(refs), "shared-key", a);
    const second = await book(fclBooking(refs), "shared-key", b);
    expect(second.statusCode).toBe(200);
    expect(second.headers["idempotent-replayed"]).toBeUndefined();
    expect(second.json().data.id).not.toBe(first.json().data.id);
  });

  it("gives the key back when the request is refused, so a corrected retry runs", async () => {
    const who = await signIn();
    const invalid = await book(fclBooking(refs, { ready_date: "2020-01-01" }), "booking-004", who);
    expect(invalid.statusCode).toBe(400);
    const unknownPort = await book(fclBooking(refs, { pol_id: 2_000_000 }), "booking-004", who);
    expect(unknownPort.statusCode).toBe(400);
    expect(await keysOf(who.user.id)).toEqual([]);
    const fixed = await book(fclBooking(refs), "booking-004", who);
    expect(fixed.statusCode).toBe(200);
    expect(await keysOf(who.user.id)).toEqual([{ key: "booking-004", state: "done" }]);
  });

  it.each([
    ["empty", ""],
    ["101 characters", "k".repeat(101)],
    ["a space", "two words"],
    ["non-ASCII", "订舱-1"],
  ])("refuses a key that is %s with a 400 naming the header, creating nothing", async (_what, key) => {
    const who = await signIn();
    const res = await call(app, who.token, "POST", "/api/order/booking", fclBooking(refs), {
      headers: { "idempotency-key": encodeURIComponent(key) === key ? key : Buffer.from(key).toString("latin1") },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "Idempotency-Key", message: "Invalid value" }]);
    expect(await countOrders(db, who.user.id)).toBe(0);
  });

  it("works without a key as before: two requests, two orders", async () => {
    const who = await signIn();
    await book(fclBooking(refs), undefined, who);
    await book(fclBooking(refs), undefined, who);
    expect(await countOrders(db, who.user.id)).toBe(2);
  });
});

describe("Idempotency-Key on the cancel POST", () => {
  it("replays a cancel instead of refusing the second as a transition from cancelled", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BOOKING });
    const send = () =>
      call(
        app,
        owner.token,
        "POST",
        `/api/order/${order.id}/cancel`,
        { reason: "CHANGED" },
        { headers: { "idempotency-key": `cancel-${order.id}` } },
      );
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.body).toBe(first.body);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await eventsOf(db, order.id)).toHaveLength(1);
  });
});
