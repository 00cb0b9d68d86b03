import { ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { createOrder } from "./factories";
import { call, orderTestApp } from "./order-fixtures";

const S = ORDER_STATUS;

// The desk's "open requests" view: orders whose amendment, cancellation, SI revision or special
// cargo awaits operations, in whatever status (the default waiting statuses do not hold 2, 4, 5 or 7);
// and its cargo filter: orders carrying dangerous goods, a reefer or out-of-gauge cargo.
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
    const special = await createOrder(db, owner, {
      status: S.AWAITING_BOOKING,
      special_cargo_status: "requested",
      has_dg: true,
      cust_ref_no: "REQ-S",
    });
    await createOrder(db, owner, { status: S.AWAITING_SUPPLY, amendment_status: "declined", cust_ref_no: "REQ-DECIDED" });
    await createOrder(db, owner, { status: S.AWAITING_SUPPLY, special_cargo_status: "accepted", cust_ref_no: "REQ-APPROVED" });
    await createOrder(db, owner, { status: S.AWAITING_BOOKING, cust_ref_no: "REQ-NONE" });

    expect(await ids("request=open")).toEqual([special.id, revising.id, cancelling.id, amended.id]);
    // with statuses too: both hold
    expect(await ids("request=open&status=2,5")).toEqual([cancelling.id, amended.id]);
    expect(await ids("request=open&status=1")).toEqual([special.id]);
    // without it the list is as before
    expect(await ids("")).toHaveLength(7);
  });

  it("refuses another value of `request` with a 400 naming it, in the caller's language", async () => {
    const res = await call(app, operator.token, "GET", "/api/ops/order?request=all", undefined, { lang: "cn" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: "request", message: "格式不正确" })]);
  });
});

describe("GET /ops/order?cargo=", () => {
  const cargoIds = (query: string) =>
    call(app, operator.token, "GET", `/api/ops/order?keyword=CARGO-&${query}`).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json().data;
      // the total counts the matching orders, not the customer's or the status's
      expect(body.total).toBe(body.list.length);
      return body.list.map((row: { id: number }) => row.id);
    });

  it("lists the orders carrying the flag, or any flag of a comma list, each row answering its flags", async () => {
    const owner = customer.user.id;
    const base = { status: S.AWAITING_BOOKING } as const;
    const dg = await createOrder(db, owner, {
      ...base,
      has_dg: true,
      special_cargo_status: "requested",
      cust_ref_no: "CARGO-DG",
    });
    const reefer = await createOrder(db, owner, { ...base, has_reefer: true, cust_ref_no: "CARGO-RF" });
    const oogReefer = await createOrder(db, owner, { ...base, has_oog: true, has_reefer: true, cust_ref_no: "CARGO-OR" });
    const dry = await createOrder(db, owner, { ...base, cust_ref_no: "CARGO-DRY" });

    expect(await cargoIds("cargo=dg")).toEqual([dg.id]);
    expect(await cargoIds("cargo=reefer")).toEqual([oogReefer.id, reefer.id]);
    expect(await cargoIds("cargo=oog")).toEqual([oogReefer.id]);
    expect(await cargoIds("cargo=dg,oog")).toEqual([oogReefer.id, dg.id]);
    expect(await cargoIds("cargo=dg&request=open")).toEqual([dg.id]);
    expect(await cargoIds("cargo=reefer&status=2")).toEqual([]);
    expect(await cargoIds("")).toEqual([dry.id, oogReefer.id, reefer.id, dg.id]);

    const res = await call(app, operator.token, "GET", "/api/ops/order?keyword=CARGO-OR&cargo=oog");
    expect(res.json().data.list[0]).toMatchObject({ cargo_flags: ["reefer", "oog"], special_cargo_status: null });
  });

  it("refuses an unknown flag with a 400 naming the field, in the caller's language", async () => {
    for (const cargo of ["hazmat", "dg,", "dg;oog"]) {
      const res = await call(app, operator.token, "GET", `/api/ops/order?cargo=${cargo}`, undefined, { lang: "en" });
      expect(res.statusCode, cargo).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: "cargo", message: "Invalid value" })]);
    }
  });
});
