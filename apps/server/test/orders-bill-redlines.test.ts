import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { orderContainers } from "../src/db/schema";
import { createDocument, createOrder } from "./factories";
import { defined } from "./helpers";
import { call, eventsOf, type Lang, mailsTo, orderRow, orderTestApp } from "./order-fixtures";

// Bill redlines: PUT /order/fail takes comments pinned to fields of the draft; they are checked
// (known paths, a row of the order, 1–500 characters, at most 50, each field once), kept in the
// event's detail, answered by the bill rounds, and flagged on the order while it waits for the
// next draft (status 20).
const { app, db, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;

/** An order awaiting the bill check, with `rows` container rows. */
async function awaitingCheck(rows = 2) {
  const order = await createOrder(db, owner.user.id, {
    status: ORDER_STATUS.AWAITING_BILL,
    marks_no: "N/M",
    description: "TOYS",
  });
  await db.insert(orderContainers).values(
    Array.from({ length: rows }, (_, i) => ({
      order_id: order.id,
      container_no: "",
      seal_no: `SEAL${i}`,
      package: 10,
      volume: 1,
    })),
  );
  await publish(order.id, "MAEU261234567");
  return order;
}

async function publish(orderId: number, mblNo: string) {
  const file = (await createDocument(db, { id: orderId, owner_id: owner.user.id }, DOCUMENT_TYPE.BILL_DRAFT)).id;
  const res = await call(app, operator.token, "PUT", `/api/ops/order/${orderId}/bill`, { mbl_no: mblNo, file });
  expect(res.statusCode, res.body).toBe(200);
}

const fail = (id: number, body: Record<string, unknown>, lang: Lang = "en") =>
  call(app, owner.token, "PUT", "/api/order/fail", { id, reason: "PLEASE FIX", ...body }, { lang });

const COMMENTS = [
  { field: "consignee.address1", text: "Street number is 12, not 21" },
  { field: "containers[1].seal_no", text: "Seal is SEAL9" },
  { field: "marks_no", text: "Add N/M" },
];

describe("bill redlines: the comments of a returned draft", () => {
  it("keeps the comments in the event, canonical paths, and answers them with the order", async () => {
    const order = await awaitingCheck();
    const res = await fail(order.id, {
      comments: [
        ...COMMENTS,
        { field: "notify_1.address", text: "  Wrong city  " },
        { field: "vessel", text: "Vessel is EVER GIVEN" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.BILL_REJECTED);
    const expected = [
      ...COMMENTS,
      { field: "notify1.address1", text: "Wrong city" },
      { field: "vessel", text: "Vessel is EVER GIVEN" },
    ];
    const event = defined(
      (await eventsOf(db, order.id)).find((row) => row.action === "bill_fail"),
      "the bill_fail event",
    );
    expect(event.reason).toBe("PLEASE FIX");
    expect(event.detail).toEqual({ comments: expected });

    const detail = (await call(app, owner.token, "GET", `/api/order/${order.id}`)).json().data;
    expect(detail.bill_redlines).toEqual(expected);
    const supply = (await call(app, owner.token, "GET", `/api/order/shipment/${order.id}`)).json().data;
    expect(supply.bill_redlines).toEqual(expected);
    const desk = (await call(app, operator.token, "GET", `/api/ops/order/${order.id}`)).json().data;
    expect(desk.bill_redlines).toEqual(expected);
    expect(desk.bill_fail_reason).toBe("PLEASE FIX");

    // the owner's mail lists them, named as the reader reads them
    const mail = defined((await mailsTo(db, owner.user.username)).at(-1), "the owner's mail");
    expect(mail.text).toContain("Consignee");
    expect(mail.text).toContain("Street number is 12, not 21");
    expect(mail.text).toContain("Container row 2 · Seal number: Seal is SEAL9");
  });

  it("takes no comments as before (the reason alone)", async () => {
    const order = await awaitingCheck();
    expect((await fail(order.id, {})).statusCode).toBe(200);
    const event = defined(
      (await eventsOf(db, order.id)).find((row) => row.action === "bill_fail"),
      "the bill_fail event",
    );
    expect(event.detail).toEqual({ comments: [] });
    expect((await call(app, owner.token, "GET", `/api/order/${order.id}`)).json().data.bill_redlines).toEqual([]);
  });

  it.each([
    ["an unknown field", [{ field: "shipper.fax", text: "x" }], "comments.0.field", "Comment 1", "第 1 条批注"],
    ["an unknown top field", [{ field: "carrier", text: "x" }], "comments.0.field", "Comment 1", "第 1 条批注"],
    [
      "a row the order does not have",
      [COMMENTS[0], { field: "containers[2].seal_no", text: "x" }],
      "comments.1.field",
      "no container row 3",
      "第 3 个集装箱行",
    ],
    [
      "a field twice",
      [COMMENTS[0], COMMENTS[2], { field: "consignee.address", text: "again" }],
      "comments.2.field",
      "Comment 3",
      "第 3 条批注",
    ],
    ["an empty text", [{ field: "description", text: "   " }], "comments.0.text", "Comment 1", "第 1 条批注"],
    ["a text too long", [{ field: "description", text: "x".repeat(501) }], "comments.0.text", "1 to 500", "1–500"],
  ])("refuses %s with a 400 naming the comment, in both languages", async (_name, comments, field, en, cn) => {
    const order = await awaitingCheck();
    for (const [lang, text] of [
      ["en", en],
      ["cn", cn],
    ] as const) {
      const res = await fail(order.id, { comments }, lang);
      expect(res.statusCode, res.body).toBe(400);
      const error = defined(
        res.json().errors?.find((e: { field: string }) => e.field === field),
        `an error of ${field}`,
      );
      expect(error.message).toContain(text);
    }
    expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_BILL_CHECK);
  });

  it("refuses more than 50 comments, and still requires the reason", async () => {
    const order = await awaitingCheck(60);
    const many = Array.from({ length: 51 }, (_, i) => ({ field: `containers[${i}].seal_no`, text: "x" }));
    const tooMany = await fail(order.id, { comments: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe("comments");
    expect((await fail(order.id, { comments: many.slice(0, 50) })).statusCode).toBe(200);
    const other = await awaitingCheck();
    const noReason = await call(app, owner.token, "PUT", "/api/order/fail", { id: other.id, comments: [COMMENTS[0]] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe("reason");
  });

  it("numbers the rounds with their comments; a republished draft clears the flags and opens round 2", async () => {
    const order = await awaitingCheck();
    expect((await fail(order.id, { comments: COMMENTS })).statusCode).toBe(200);
    await publish(order.id, "MAEU261234568");
    // round 2 is waiting: nothing is flagged any more, the first round keeps its comments
    expect((await call(app, operator.token, "GET", `/api/ops/order/${order.id}`)).json().data.bill_redlines).toEqual([]);
    const second = [{ field: "shipper", text: "Whole shipper block is outdated" }];
    expect((await fail(order.id, { reason: "STILL WRONG", comments: second })).statusCode).toBe(200);
    const rounds = (await call(app, owner.token, "GET", `/api/order/${order.id}/bill-rounds`)).json().data;
    expect(rounds).toMatchObject([
      { round: 1, decision: "fail", reason: "PLEASE FIX", comments: COMMENTS },
      { round: 2, decision: "fail", reason: "STILL WRONG", comments: second },
    ]);
    expect((await call(app, owner.token, "GET", `/api/order/${order.id}`)).json().data.bill_redlines).toEqual(second);
    await publish(order.id, "MAEU261234569");
    expect((await call(app, owner.token, "PUT", "/api/order/pass", { id: order.id })).statusCode).toBe(200);
    const after = (await call(app, operator.token, "GET", `/api/order/${order.id}/bill-rounds`)).json().data;
    expect(after.map((round: { decision: string }) => round.decision)).toEqual(["fail", "fail", "pass"]);
    expect(after[2].comments).toEqual([]);
  });
});
