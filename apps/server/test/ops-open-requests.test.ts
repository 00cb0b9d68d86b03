import { ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { createOrder } from "./factories";
import { call, orderTestApp } from "./order-fixtures";

const S = ORDER_STATUS;

// The desk's "open requests" view: orders whose amendment, cancellation or SI revision awaits
// operations, in whatever status (the default waiting statuses do not hold 2, 4, 5 or 7).
const { app, db, people } = await orderTestApp({ customer: ["shipper"], operator: ["operator"] });
const { customer, operator } = people;

const ids = (query: string) =>
  call(app, operator.token, "GET", `/api/ops/order?keyword=REQ-&${query}`).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.list.map((row: { id: number }) => row.id);
  });

describe("GET /ops/order?request=open", () => {
  it("lists the orders with a request awaiting operations, each kind, in any status, newest first", async () => {
    const owner = customer.user.id;
    const amended = await createOrder(db, owner, {
      status: S.AWAITING_SUPPLY,
      amendment_status: "requested",
      cust_ref_no: "REQ-A",
    });
    const cancelling = await createOrder(db, owner, {
      status: S.AWAITING_PAYMENT,
      cancellation_status: "requested",
      cust_ref_no: "REQ-C",
    });
    const revising = await createOrder(db, owner, {
      status: S.AWAITING_BILL_CHECK,
      revision_status: "requested",
      cust_ref_no: "REQ-R",
    });
    await createOrder(db, owner, { status: S.AWAITING_SUPPLY, amendment_status: "declined", cust_ref_no: "REQ-DECIDED" });
    await createOrder(db, owner, { status: S.AWAITING_BOOKING, cust_ref_no: "REQ-NONE" });

    expect(await ids("request=open")).toEqual([revising.id, cancelling.id, amended.id]);
    // with statuses too: both hold
    expect(await ids("request=open&status=2,5")).toEqual([cancelling.id, amended.id]);
    // without it the list is as before
    expect(await ids("")).toHaveLength(5);
  });

  it("refuses another value of `request` with a 400 naming it, in the caller's language", async () => {
    const res = await call(app, operator.token, "GET", "/api/ops/order?request=all", undefined, { lang: "cn" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: "request", message: "格式不正确" })]);
  });
});
