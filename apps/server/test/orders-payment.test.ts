import { ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it, vi } from "vitest";
import { orderEvents } from "../src/db/schema";
import { createOrder } from "./factories";
import { call, orderTestApp } from "./order-fixtures";

const S = ORDER_STATUS;

// The Pay dialog's figures (GET /order/{id}/payment): what is owed — the invoice once issued,
// else the booking's estimate — the change fees charged, and the payee an admin configured.
// operations' one access rule, made stricter by a test to show the route asks it and nothing else
const accessRule = vi.hoisted(() => ({ hideEverything: false }));
vi.mock("../src/modules/orders/core/order-access", async (importActual) => {
  const actual = await importActual<typeof import("../src/modules/orders/core/order-access")>();
  return {
    ...actual,
    maySee: (...[scope, order]: Parameters<typeof actual.maySee>) =>
      order.owner_id === scope.ownerId || (!accessRule.hideEverything && actual.maySee(scope, order)),
  };
});

const { app, db, people } = await orderTestApp({ owner: ["shipper"], stranger: ["shipper"], operator: ["operator"] });
const { owner, stranger, operator } = people;
const payment = (token: string, id: number) => call(app, token, "GET", `/api/order/${id}/payment`);

describe("what the customer owes", () => {
  it("is the booking's estimate until an invoice is issued, then the invoice, with the change fees beside", async () => {
    const order = await createOrder(db, owner.user.id, {
      status: S.AWAITING_PAYMENT,
      quote_amount: "6200.50",
      quote_currency: "USD",
    });
    await app.configService.set({ payee_name: "HAIYUN LOGISTICS", payee_account: "3581 0000", payee_swift: "bkchcnbj" });
    const estimate = await payment(owner.token, order.id);
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json().data).toEqual({
      basis: "estimate",
      amount: "6200.50",
      currency: "USD",
      change_fees: [],
      payee: { name: "HAIYUN LOGISTICS", bank: "", account: "3581 0000", swift: "BKCHCNBJ", bank_address: "", note: "" },
    });

    await db.insert(orderEvents).values({
      order_id: order.id,
      action: "amend_si",
      from_status: 5,
      to_status: 5,
      actor_id: operator.user.id,
      actor_role: "ops",
      amount: "150.00",
      currency: "CNY",
    });
    const invoiced = await createOrder(db, owner.user.id, {
      status: 5,
      quote_amount: "6200.50",
      quote_currency: "USD",
      invoice_amount: "6480.00",
      invoice_currency: "USD",
    });
    expect((await payment(owner.token, order.id)).json().data.change_fees).toEqual([
      { amount: "150.00", currency: "CNY", create_time: expect.any(String) },
    ]);
    expect((await payment(owner.token, invoiced.id)).json().data).toMatchObject({
      basis: "invoice",
      amount: "6480.00",
      currency: "USD",
    });
    // operations read the same figures
    expect((await payment(operator.token, invoiced.id)).json().data.amount).toBe("6480.00");
  });

  it("is the invoice alone once issued: the change fees it includes are not listed beside it again", async () => {
    const invoiced = await createOrder(db, owner.user.id, {
      status: 5,
      quote_amount: "6200.50",
      quote_currency: "USD",
      invoice_amount: "6480.00",
      invoice_currency: "USD",
    });
    await db.insert(orderEvents).values({
      order_id: invoiced.id,
      action: "amend_si",
      from_status: 5,
      to_status: 5,
      actor_id: operator.user.id,
      actor_role: "ops",
      amount: "150.00",
      currency: "CNY",
    });
    for (const reader of [owner, operator]) {
      expect((await payment(reader.token, invoiced.id)).json().data).toMatchObject({
        basis: "invoice",
        amount: "6480.00",
        currency: "USD",
        change_fees: [],
      });
    }
  });

  it("says none is known for an order booked without a quote", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    expect((await payment(owner.token, order.id)).json().data).toMatchObject({ basis: "none", amount: null, currency: "" });
  });

  it("answers another customer's order, a missing one and operations asking for a draft alike: 404", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_PAYMENT });
    const draft = await createOrder(db, owner.user.id, { status: S.DRAFT });
    const theirs = await payment(stranger.token, order.id);
    const missing = await payment(stranger.token, order.id + 1_000_000);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect((await payment(operator.token, draft.id)).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/api/order/${order.id}/payment` })).statusCode).toBe(401);
  });
});

describe("operations' access", () => {
  it("follows the one access rule of the operations desk", async () => {
    const order = await createOrder(db, owner.user.id, {
      status: S.AWAITING_PAYMENT,
      quote_amount: "100.00",
      quote_currency: "USD",
    });
    expect((await payment(operator.token, order.id)).statusCode).toBe(200);
    accessRule.hideEverything = true;
    try {
      expect((await payment(operator.token, order.id)).statusCode).toBe(404);
      // the customer's own order is theirs whatever the desk's rule
      expect((await payment(owner.token, order.id)).statusCode).toBe(200);
    } finally {
      accessRule.hideEverything = false;
    }
  });
});
