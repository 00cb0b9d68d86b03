import { containerNoProblem, DOCUMENT_TYPE, ORDER_STATUS, PARTY_TYPE } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { createDocument } from "./factories";
import {
  call,
  confirmBody,
  dayFromToday,
  fclBooking,
  type Lang,
  orderRow,
  orderTestApp,
  submittedOrder as submittedOrderOf,
  supplyBody,
} from "./order-fixtures";

// Shipping-instruction revisions (docs/PRODUCT-RULES.md, "SI revisions" and "Fee tiers"): the
// preview's difference and fee at an injected clock, asking with the fee accepted, operations'
// decision, the charge it leaves, and the list both sides read.
let clock = new Date();
const { app, db, refs, people } = await orderTestApp(
  { owner: ["shipper"], operator: ["operator"], other: ["shipper"] },
  { now: () => clock },
);
const { owner, operator, other } = people;
const S = ORDER_STATUS;

/** A valid ISO 6346 number for the owner code and serial given (its check digit computed). */
function containerNo(prefix: string): string {
  const problem = containerNoProblem(`${prefix}0`);
  return problem?.problem === "check_digit" ? `${prefix}${problem.expected}` : `${prefix}0`;
}

const submittedOrder = () => submittedOrderOf(app, refs, { owner, operator });

/** The instruction as the form sends it back: the stored one, its rows with their ids. */
async function currentBody(id: number) {
  const { data } = (await call(app, owner.token, "GET", `/api/order/shipment/${id}`)).json();
  const { action: _action, ...fields } = supplyBody(refs);
  return {
    ...fields,
    containers: data.containers.map((row: Record<string, unknown>) => ({
      id: row.id,
      container_no: row.container_no,
      seal_no: row.seal_no,
      container_id: row.container_id,
      package: row.package,
      package_uid: row.package_uid,
      weight: row.weight,
      volume: row.volume,
      vgm: row.vgm,
    })),
  };
}

const preview = (id: number, body: unknown, lang: Lang = "en", token = owner.token) =>
  call(app, token, "POST", `/api/order/shipment/${id}/revision/preview`, body, { lang });
const revise = (id: number, body: unknown, lang: Lang = "en") =>
  call(app, owner.token, "POST", `/api/order/shipment/${id}/revision`, body, { lang });
const decide = (id: number, body: unknown) => call(app, operator.token, "PUT", `/api/ops/order/${id}/revision`, body);
const revisions = (id: number, token = owner.token) => call(app, token, "GET", `/api/order/shipment/${id}/revisions`);

async function publishBill(id: number) {
  const file = (await createDocument(db, { id, owner_id: owner.user.id }, DOCUMENT_TYPE.BILL_DRAFT)).id;
  const res = await call(app, operator.token, "PUT", `/api/ops/order/${id}/bill`, { mbl_no: "MAEU261234567", file });
  expect(res.statusCode, res.body).toBe(200);
}

describe("the fee tier at the injected clock", () => {
  const cutOff = new Date(`${dayFromToday(7)}T10:00:00Z`).getTime();
  // the ETD's day is over at midnight in Shanghai (UTC+8): 16:00 UTC of the ETD
  const sailed = new Date(`${dayFromToday(10)}T16:00:00Z`).getTime();
  it.each([
    { at: cutOff - 1, tier: 0, amount: "0.00" },
    { at: cutOff, tier: 1, amount: "50.00" },
    { at: sailed - 1, tier: 1, amount: "50.00" },
    { at: sailed, tier: 2, amount: "100.00" },
  ])("at $at: tier $tier, USD $amount", async ({ at, tier, amount }) => {
    const id = await submittedOrder();
    clock = new Date(at);
    const res = await preview(id, { ...(await currentBody(id)), marks_no: "NEW MARKS" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.fee).toEqual({ tier, amount, currency: "USD" });
    clock = new Date();
  });
});

describe("the preview's difference", () => {
  it("names a changed party field, a row changed, removed and added", async () => {
    const id = await submittedOrder();
    const body = await currentBody(id);
    const added = containerNo("TGHU123456");
    const [first, second, third] = body.containers;
    const proposed = {
      ...body,
      contacts: body.contacts.map((contact) =>
        contact.type === PARTY_TYPE.CONSIGNEE ? { ...contact, company1: "HAMBURG IMPORTS GMBH" } : contact,
      ),
      containers: [first, { ...second, seal_no: "SL-NEW" }, { ...third, id: undefined, container_no: added }],
    };
    const res = await preview(id, proposed);
    expect(res.statusCode, res.body).toBe(200);
    const diff = res.json().data.diff as { field: string; before: unknown; after: unknown }[];
    expect(diff).toContainEqual({ field: "consignee.company1", before: "ROTTERDAM IMPORTS B.V.", after: "HAMBURG IMPORTS GMBH" });
    expect(diff).toContainEqual({ field: "containers[MSKU9070323].seal_no", before: "SL-778813", after: "SL-NEW" });
    expect(diff).toContainEqual(
      expect.objectContaining({
        field: "containers[CSQU3054070]",
        after: null,
        before: expect.objectContaining({ seal_no: "SL-778814" }),
      }),
    );
    expect(diff).toContainEqual(expect.objectContaining({ field: `containers[${added}]`, before: null }));
    expect(diff.map((change) => change.field)).not.toContain("containers[CSQU3054383].seal_no");
    // nothing was written
    expect((await orderRow(db, id)).revision_status).toBeNull();
  });

  it("is refused as the table refuses revise_si: another's order 404, status 2 409", async () => {
    const id = await submittedOrder();
    const body = await currentBody(id);
    expect((await preview(id, body, "en", other.token)).statusCode).toBe(404);
    const booked = await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs));
    const early = booked.json().data.id as number;
    await call(app, operator.token, "PUT", `/api/ops/order/${early}/confirm`, confirmBody(refs.maersk));
    const res = await preview(early, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe("ORDER_INVALID_TRANSITION");
  });
});

describe("asking for a revision", () => {
  it("needs accept_fee: true, in both languages", async () => {
    const id = await submittedOrder();
    const body = { ...(await currentBody(id)), marks_no: "NEW MARKS" };
    const en = await revise(id, body, "en");
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toContainEqual({
      field: "accept_fee",
      message: "Please accept the revision fee shown (accept_fee must be true)",
    });
    const cn = await revise(id, { ...body, accept_fee: false }, "cn");
    expect(cn.statusCode).toBe(400);
    expect(cn.json().errors).toContainEqual({ field: "accept_fee", message: "请确认已知晓修改费用（accept_fee 须为 true）" });
    expect((await orderRow(db, id)).revision_status).toBeNull();
  });

  it("refuses a revision that changes nothing, in both languages", async () => {
    const id = await submittedOrder();
    const body = { ...(await currentBody(id)), accept_fee: true };
    const en = await revise(id, body, "en");
    expect(en.statusCode).toBe(400);
    expect(en.json().errors[0].message).toBe("Nothing differs from the current shipping instruction");
    expect((await revise(id, body, "cn")).json().errors[0].message).toBe("与当前补料相比没有任何修改");
  });

  it("opens revision 2 with the fee of the moment; a second is refused while it is open", async () => {
    const id = await submittedOrder();
    clock = new Date(`${dayFromToday(8)}T00:00:00Z`);
    const body = { ...(await currentBody(id)), marks_no: "NEW MARKS", accept_fee: true, reason: "MARKS CHANGED" };
    const res = await revise(id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ revision: 2, status: "requested", fee: { tier: 1, amount: "50.00", currency: "USD" } });
    expect(await orderRow(db, id)).toMatchObject({ status: S.AWAITING_BILL, revision_status: "requested", marks_no: "NO MARKS" });
    const again = await revise(id, { ...body, marks_no: "OTHER" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe("ORDER_REQUEST_OPEN");
    const { accept_fee: _accepted, reason: _reason, ...fields } = body;
    expect((await preview(id, fields)).json().error_code).toBe("ORDER_REQUEST_OPEN");
    clock = new Date();
  });
});

describe("operations decide", () => {
  it("accept from awaiting bill check: the instruction replaced, back to awaiting bill, the fee charged", async () => {
    const id = await submittedOrder();
    await publishBill(id);
    clock = new Date(`${dayFromToday(8)}T00:00:00Z`);
    const body = await currentBody(id);
    const asked = await revise(id, { ...body, description: "STEEL FURNITURE", accept_fee: true, reason: "GOODS" });
    expect(asked.statusCode, asked.body).toBe(200);
    clock = new Date();
    const res = await decide(id, { decision: "accept" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(S.AWAITING_BILL);
    expect(await orderRow(db, id)).toMatchObject({
      status: S.AWAITING_BILL,
      revision_status: "accepted",
      description: "STEEL FURNITURE",
    });
    const charge = { kind: "si_revision", amount: "50.00", currency: "USD", note: "#2 GOODS", create_time: expect.any(String) };
    expect((await call(app, owner.token, "GET", `/api/order/${id}`)).json().data.charges).toEqual([charge]);
    expect((await call(app, owner.token, "GET", `/api/order/shipment/${id}`)).json().data.charges).toEqual([charge]);
    expect((await call(app, operator.token, "GET", `/api/ops/order/${id}`)).json().data.charges).toEqual([charge]);
    const list = (await revisions(id)).json().data;
    expect(list).toMatchObject([
      { revision: 1, status: "submitted", by: "owner", fee: null, diff: [] },
      {
        revision: 2,
        status: "accepted",
        fee: { tier: 1, amount: "50.00", currency: "USD" },
        reason: "GOODS",
        diff: [{ field: "description", before: "WOODEN FURNITURE, 120 CARTONS", after: "STEEL FURNITURE" }],
      },
    ]);
    expect((await revisions(id, operator.token)).json().data).toEqual(list);
    expect((await revisions(id, other.token)).statusCode).toBe(404);
  });

  it("decline from bill rejected: the instruction stays, the revision declined with its reason", async () => {
    const id = await submittedOrder();
    await publishBill(id);
    expect((await call(app, owner.token, "PUT", "/api/order/fail", { id, reason: "WRONG" })).statusCode).toBe(200);
    await revise(id, { ...(await currentBody(id)), marks_no: "NEW MARKS", accept_fee: true });
    const missing = await decide(id, { decision: "decline" });
    expect(missing.statusCode).toBe(400);
    const res = await decide(id, { decision: "decline", reason: "CARRIER CLOSED" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(db, id)).toMatchObject({ status: S.BILL_REJECTED, revision_status: "declined", marks_no: "NO MARKS" });
    expect((await revisions(id)).json().data.at(-1)).toMatchObject({
      revision: 2,
      status: "declined",
      decision_reason: "CARRIER CLOSED",
    });
    expect((await call(app, owner.token, "GET", `/api/order/${id}`)).json().data.charges).toEqual([]);
    // asked again after a decline: revision 3, compared with revision 1 still in force
    const again = await revise(id, { ...(await currentBody(id)), marks_no: "THIRD", accept_fee: true });
    expect(again.json().data.revision).toBe(3);
  });

  it("accept and decline at once: one wins, the other finds nothing open", async () => {
    const id = await submittedOrder();
    await revise(id, { ...(await currentBody(id)), marks_no: "NEW MARKS", accept_fee: true });
    const results = await Promise.all([decide(id, { decision: "accept" }), decide(id, { decision: "decline", reason: "NO" })]);
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().error_code).toBe("ORDER_REQUEST_NOT_OPEN");
    const states = (await revisions(id)).json().data.map((entry: { status: string }) => entry.status);
    expect(states.filter((state: string) => state === "accepted" || state === "declined")).toHaveLength(1);
  });

  it("an operations amendment is kept as a revision by operations", async () => {
    const id = await submittedOrder();
    const { containers, ...fields } = await currentBody(id);
    const res = await call(app, operator.token, "PUT", `/api/ops/order/${id}/amend-si`, {
      ...fields,
      containers,
      marks_no: "OPS MARKS",
      fee: "300.00",
      currency: "CNY",
      reason: "NEW MARKS",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await revisions(id)).json().data).toMatchObject([
      { revision: 1, status: "submitted", by: "owner" },
      { revision: 2, status: "submitted", by: "ops", reason: "NEW MARKS", diff: [{ field: "marks_no", after: "OPS MARKS" }] },
    ]);
  });
});
