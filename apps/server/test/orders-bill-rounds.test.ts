import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { createDocument, createOrder } from "./factories";
import { call, orderTestApp } from "./order-fixtures";

// GET /order/{id}/bill-rounds: every bill draft operations published and the customer's decision,
// read off the timeline, for the order's owner and for operations alike.
const { app, db, people } = await orderTestApp({ owner: ["shipper"], stranger: ["shipper"], operator: ["operator"] });
const { owner, stranger, operator } = people;

const rounds = (token: string, id: number) => call(app, token, "GET", `/api/order/${id}/bill-rounds`);

async function publish(orderId: number, mblNo: string) {
  const file = (await createDocument(db, { id: orderId, owner_id: owner.user.id }, DOCUMENT_TYPE.BILL_DRAFT)).id;
  const res = await call(app, operator.token, "PUT", `/api/ops/order/${orderId}/bill`, { mbl_no: mblNo, file });
  expect(res.statusCode, res.body).toBe(200);
}

describe("bill rounds", () => {
  it("numbers each published draft, with its decision, time and reason; the same for operations", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BILL });
    expect((await rounds(owner.token, order.id)).json().data).toEqual([]);

    await publish(order.id, "MAEU261234567");
    const waiting = (await rounds(owner.token, order.id)).json().data;
    expect(waiting).toEqual([
      { round: 1, published_at: expect.any(String), decided_at: null, decision: null, reason: "", comments: [] },
    ]);

    const fail = await call(app, owner.token, "PUT", "/api/order/fail", { id: order.id, reason: "CONSIGNEE ADDRESS WRONG" });
    expect(fail.statusCode, fail.body).toBe(200);
    await publish(order.id, "MAEU261234568");
    expect((await call(app, owner.token, "PUT", "/api/order/pass", { id: order.id })).statusCode).toBe(200);

    const res = await rounds(owner.token, order.id);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toMatchObject([
      { round: 1, decision: "fail", reason: "CONSIGNEE ADDRESS WRONG", comments: [] },
      { round: 2, decision: "pass", reason: "", comments: [] },
    ]);
    for (const round of list) {
      expect(Date.parse(round.decided_at)).toBeGreaterThanOrEqual(Date.parse(round.published_at));
    }
    expect(Date.parse(list[1].published_at)).toBeGreaterThanOrEqual(Date.parse(list[0].decided_at));
    expect((await rounds(operator.token, order.id)).json().data).toEqual(list);
  });

  it("is a 404 like a missing order for another customer, and for operations on a draft", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BILL_CHECK });
    const missing = await rounds(stranger.token, order.id + 1_000_000);
    const theirs = await rounds(stranger.token, order.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    const draft = await createOrder(db, owner.user.id, { status: ORDER_STATUS.DRAFT });
    expect((await rounds(operator.token, draft.id)).statusCode).toBe(404);
    expect((await rounds(owner.token, draft.id)).json().data).toEqual([]);
  });
});
