import { ORDER_STATUS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderCharges, users } from "../src/db/schema";
import { createOrder } from "./factories";
import { defined } from "./helpers";
import { call, confirmBody, eventsOf, mailsTo, orderRow, orderState, orderTestApp, type SignedIn } from "./order-fixtures";

const S = ORDER_STATUS;
const DAY_MS = 86_400_000;

// Cancellation requests after confirmation: the owner sees the fee, asks with a reason, and
// operations accept (cancelled, the fee charged as it was asked) or decline (the order goes on).
// The clock the fee is judged by is the app's, injected here.
let now = new Date();
const { app, db, refs, signIn, people } = await orderTestApp({ operator: ["operator"] }, { now: () => now });
const { operator } = people;

async function customerIn(lang: "cn" | "en"): Promise<SignedIn> {
  const who = await signIn();
  await db.update(users).set({ lang }).where(eq(users.id, who.user.id));
  return who;
}

/** An order operations confirmed (status 2) with the fixtures' documentation cut-off and ETD. */
async function confirmedOrder(owner: SignedIn) {
  const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING }, true);
  const confirmation = confirmBody(refs.maersk);
  now = new Date();
  const res = await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/confirm`, confirmation);
  expect(res.statusCode, res.body).toBe(200);
  const cutOff = new Date(confirmation.si_cutoff).getTime();
  // the ETD's day is over at midnight in the business time zone (Asia/Shanghai by default)
  const etdOver = Date.parse(`${confirmation.etd}T00:00:00+08:00`) + DAY_MS;
  return { ...order, cutOff, etdOver };
}

const feeOf = (owner: SignedIn, id: number, lang: "cn" | "en" = "en") =>
  call(app, owner.token, "GET", `/api/order/${id}/cancellation/fee`, undefined, { lang });
const ask = (owner: SignedIn, id: number, reason = "CARGO NOT READY", lang: "cn" | "en" = "en") =>
  call(app, owner.token, "POST", `/api/order/${id}/cancellation`, { reason }, { lang });
const decide = (id: number, body: Record<string, unknown>, lang: "cn" | "en" = "en") =>
  call(app, operator.token, "PUT", `/api/ops/order/${id}/cancellation`, body, { lang });
const chargesOf = (orderId: number) => db.select().from(orderCharges).where(eq(orderCharges.order_id, orderId));

describe("the cancellation fee, by tier at the app's clock", () => {
  const points = [
    { name: "a moment before the documentation cut-off", at: (o: { cutOff: number }) => o.cutOff - 1, tier: 0, amount: "0.00" },
    { name: "at the documentation cut-off", at: (o: { cutOff: number }) => o.cutOff, tier: 1, amount: "100.00" },
    { name: "the last moment of the ETD's day", at: (o: { etdOver: number }) => o.etdOver - 1, tier: 1, amount: "100.00" },
    { name: "the day after the ETD", at: (o: { etdOver: number }) => o.etdOver, tier: 2, amount: "200.00" },
  ];

  it.each(points)("$name: tier $tier, USD $amount, previewed and then asked", async ({ at, tier, amount }) => {
    const owner = await customerIn("en");
    const order = await confirmedOrder(owner);
    now = new Date(at(order));
    const preview = await feeOf(owner, order.id);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({ tier, amount, currency: "USD" });

    const asked = await ask(owner, order.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ status: "requested", fee: { tier, amount, currency: "USD" } });
    const row = await orderRow(db, order.id);
    expect(row).toMatchObject({ status: S.AWAITING_SUPPLY, cancellation_status: "requested" });
    const event = defined((await eventsOf(db, order.id)).at(-1), "the request's event");
    expect(event).toMatchObject({ action: "request_cancellation", reason: "CARGO NOT READY", amount: amount, currency: "USD" });
    expect(event.detail).toEqual({ fee: { tier, amount, currency: "USD" } });
  });

  it("follows the admin's amounts and currency", async () => {
    await app.configService.set({ cancellation_fee_tier1: "150", cancellation_fee_currency: "CNY" });
    try {
      const owner = await customerIn("en");
      const order = await confirmedOrder(owner);
      now = new Date(order.cutOff + 1);
      expect((await feeOf(owner, order.id)).json().data).toEqual({ tier: 1, amount: "150.00", currency: "CNY" });
    } finally {
      await app.configService.set({ cancellation_fee_tier1: "100", cancellation_fee_currency: "USD" });
    }
  });

  it("is previewed only by the owner, and only where a request is the way to cancel", async () => {
    const owner = await customerIn("en");
    const stranger = await customerIn("en");
    const order = await confirmedOrder(owner);
    const foreign = await feeOf(stranger, order.id);
    const missing = await feeOf(stranger, order.id + 1_000_000);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await call(app, operator.token, "GET", `/api/order/${order.id}/cancellation/fee`)).statusCode).toBe(403);

    const waiting = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING }, true);
    const early = await feeOf(owner, waiting.id, "cn");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error_code: "ORDER_INVALID_TRANSITION", msg: "订单当前状态（待订舱）不允许此操作" });
    const done = await createOrder(db, owner.user.id, { status: S.COMPLETED }, true);
    expect((await feeOf(owner, done.id)).json().error_code).toBe("ORDER_INVALID_TRANSITION");
  });
});

describe("operations decide", () => {
  it("accepting cancels the order and charges the fee the request named, even after the tier moved", async () => {
    const owner = await customerIn("cn");
    const order = await confirmedOrder(owner);
    now = new Date(order.cutOff + 60_000);
    expect((await ask(owner, order.id, "买家取消")).json().data.fee).toEqual({ tier: 1, amount: "100.00", currency: "USD" });
    // operations decide after departure: tier 2 by now, yet the customer was shown tier 1
    now = new Date(order.etdOver + DAY_MS);
    const res = await decide(order.id, { decision: "accept" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: order.id, order_no: order.order_no, status: S.CANCELLED });
    expect(await orderRow(db, order.id)).toMatchObject({ status: S.CANCELLED, cancellation_status: "accepted" });
    expect(await chargesOf(order.id)).toMatchObject([
      { kind: "cancellation", amount: "100.00", currency: "USD", note: "买家取消" },
    ]);
    const detail = await call(app, owner.token, "GET", `/api/order/${order.id}`);
    expect(detail.json().data).toMatchObject({ status: S.CANCELLED, cancellation_status: "accepted" });

    const mails = await mailsTo(db, owner.user.username);
    const kinds = mails.map((mail) => mail.kind);
    expect(kinds).toEqual(expect.arrayContaining(["order_request_cancellation", "order_accept_cancellation"]));
    const asked = defined(
      mails.find((mail) => mail.kind === "order_request_cancellation"),
      "the acknowledgement",
    );
    expect(asked.text).toContain(`我们已收到您取消订单 ${order.order_no} 的申请`);
    expect(asked.text).toContain("取消费（如获同意）：USD 100.00");
    const accepted = defined(
      mails.find((mail) => mail.kind === "order_accept_cancellation"),
      "the acceptance",
    );
    expect(accepted).toMatchObject({ lang: "cn", subject: `订单 ${order.order_no}：已取消` });
    expect(accepted.text).toContain("取消费：USD 100.00");
  });

  it("a free cancellation leaves no charge", async () => {
    const owner = await customerIn("en");
    const order = await confirmedOrder(owner);
    now = new Date(order.cutOff - 60_000);
    await ask(owner, order.id);
    expect((await decide(order.id, { decision: "accept", reason: "OK" })).statusCode).toBe(200);
    expect(await chargesOf(order.id)).toEqual([]);
  });

  it("declining needs a reason, keeps the status, and lets the owner ask again", async () => {
    const owner = await customerIn("en");
    const order = await confirmedOrder(owner);
    await ask(owner, order.id);
    const before = await orderState(db, order.id);
    for (const [lang, message] of [
      ["cn", "此项为必填项"],
      ["en", "This field is required"],
    ] as const) {
      const bare = await decide(order.id, { decision: "decline" }, lang);
      expect(bare.statusCode, bare.body).toBe(400);
      expect(JSON.stringify(bare.json())).toContain(message);
    }
    expect((await decide(order.id, { decision: "maybe", reason: "X" })).statusCode).toBe(400);
    expect(await orderState(db, order.id)).toBe(before);

    const res = await decide(order.id, { decision: "decline", reason: "CONTAINERS ALREADY LOADED" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(db, order.id)).toMatchObject({ status: S.AWAITING_SUPPLY, cancellation_status: "declined" });
    expect(await chargesOf(order.id)).toEqual([]);
    const declined = defined(
      (await mailsTo(db, owner.user.username)).find((mail) => mail.kind === "order_decline_cancellation"),
      "the decline mail",
    );
    expect(declined.text).toContain(`Your request to cancel ${order.order_no} was declined`);
    expect(declined.text).toContain("Reason: CONTAINERS ALREADY LOADED");
    // a declined request is closed: the owner may ask again
    expect((await ask(owner, order.id)).statusCode).toBe(200);
  });

  it("asking twice is refused while the first is open, in both languages", async () => {
    const owner = await customerIn("en");
    const order = await confirmedOrder(owner);
    expect((await ask(owner, order.id)).statusCode).toBe(200);
    const before = await orderState(db, order.id);
    const cn = await ask(owner, order.id, "AGAIN", "cn");
    const en = await ask(owner, order.id, "AGAIN", "en");
    expect(cn.statusCode).toBe(409);
    expect(cn.json()).toMatchObject({ error_code: "ORDER_REQUEST_OPEN", msg: "此订单已有一个待运营处理的取消申请" });
    expect(en.json()).toMatchObject({
      error_code: "ORDER_REQUEST_OPEN",
      msg: "This order already has a cancellation request awaiting operations",
    });
    expect(await orderState(db, order.id)).toBe(before);
  });

  it("before confirmation the owner cancels directly; asking is refused", async () => {
    const owner = await customerIn("en");
    const waiting = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING }, true);
    const res = await ask(owner, waiting.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe("ORDER_INVALID_TRANSITION");
    const cancel = await call(app, owner.token, "POST", `/api/order/${waiting.id}/cancel`, { reason: "PLANS CHANGED" });
    expect(cancel.json().data.status).toBe(S.CANCELLED);
  });

  it.each([0, 1, 2])("accept and decline at once: exactly one wins (round %s)", async () => {
    const owner = await customerIn("en");
    const order = await confirmedOrder(owner);
    now = new Date(order.cutOff + 1);
    await ask(owner, order.id);
    const [accept, decline] = await Promise.all([
      decide(order.id, { decision: "accept" }),
      decide(order.id, { decision: "decline", reason: "NOT NOW" }),
    ]);
    const codes = [accept.statusCode, decline.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = accept.statusCode === 409 ? accept : decline;
    expect(["ORDER_INVALID_TRANSITION", "ORDER_REQUEST_NOT_OPEN"]).toContain(loser.json().error_code);
    const row = await orderRow(db, order.id);
    const decisions = (await eventsOf(db, order.id)).filter((event) => event.action.endsWith("_cancellation"));
    if (accept.statusCode === 200) {
      expect(row).toMatchObject({ status: S.CANCELLED, cancellation_status: "accepted" });
      expect(await chargesOf(order.id)).toHaveLength(1);
    } else {
      expect(row).toMatchObject({ status: S.AWAITING_SUPPLY, cancellation_status: "declined" });
      expect(await chargesOf(order.id)).toHaveLength(0);
    }
    // the request and one decision, never two
    expect(decisions.map((event) => event.action)).toHaveLength(2);
  });
});
