import { ORDER_STATUS, PARTY_TYPE } from "@haiyun/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "./factories";
import {
  call,
  countOrders,
  fclBooking,
  type Lang,
  lclBooking,
  orderState,
  orderTestApp,
  party,
  type SignedIn,
} from "./order-fixtures";

// Bad input: each refused with a 400 (an edit of a submitted order: 409) whose message
// names the field in the caller's language, and nothing stored.
const { app, db, refs, signIn, people } = await orderTestApp({ shipper: ["shipper"] });
const { shipper } = people;

const cargo = (overrides: Record<string, unknown>) => ({
  hs_code: "940360",
  description: "WOODEN FURNITURE",
  package: 10,
  package_uid: refs.carton,
  weight: 100,
  volume: 1,
  ...overrides,
});

/** POSTs the body and expects a 400 naming exactly these fields, and no new order. */
async function refused(body: unknown, lang: Lang = "en") {
  const before = await countOrders(db, shipper.user.id);
  const res = await call(app, shipper.token, "POST", "/api/order/booking", body, { lang });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 1, error_code: "VALIDATION_FAILED" });
  expect(await countOrders(db, shipper.user.id)).toBe(before);
  return res.json().errors as { field: string; message: string }[];
}

describe("bad input on a booking", () => {
  it("refuses a ready date in the past, in English and in Chinese", async () => {
    expect(await refused(fclBooking(refs, { ready_date: "2020-01-01" }))).toEqual([
      { field: "ready_date", message: "The date cannot be in the past" },
    ]);
    expect(await refused(fclBooking(refs, { ready_date: "2020-01-01" }), "cn")).toEqual([
      { field: "ready_date", message: "日期不能早于今天" },
    ]);
  });

  it("refuses a remark of 256 characters", async () => {
    expect(await refused({ ...fclBooking(refs, { remark: "R".repeat(256) }), action: "save" })).toEqual([
      { field: "remark", message: "At most 255 characters" },
    ]);
  });

  it("normalises lowercase in pattern fields and refuses Chinese there, naming the field", async () => {
    const errors = await refused(
      fclBooking(refs, {
        cust_ref_no: "订单一",
        contacts: [party(refs, PARTY_TYPE.SHIPPER, { company1: "宁波永辉" }), party(refs, PARTY_TYPE.CONSIGNEE)],
      }),
      "cn",
    );
    expect(errors).toEqual([
      { field: "cust_ref_no", message: "客户参考号只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格" },
      {
        field: "contacts.0.company1",
        message: "公司名称1只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格",
      },
    ]);
    const lower = await call(
      app,
      shipper.token,
      "POST",
      "/api/order/booking",
      lclBooking(refs, { cargos: [cargo({ description: "wooden chairs" })] }),
    );
    const detail = await call(app, shipper.token, "GET", `/api/order/${lower.json().data.id}`);
    expect(detail.json().data.cargos[0].description).toBe("WOODEN CHAIRS");
  });

  it("refuses zero and negative weights and volumes", async () => {
    const errors = await refused(lclBooking(refs, { cargos: [cargo({ weight: 0 }), cargo({ weight: -5, volume: -1 })] }));
    expect(errors).toEqual([
      { field: "cargos.0.weight", message: "must be greater than 0" },
      { field: "cargos.1.weight", message: "must be greater than 0" },
      { field: "cargos.1.volume", message: "must be greater than 0" },
    ]);
  });

  it("refuses an HS code of 4 digits", async () => {
    expect(await refused(lclBooking(refs, { cargos: [cargo({ hs_code: "9403" })] }))).toEqual([
      { field: "cargos.0.hs_code", message: "An HS code is 6 to 10 digits" },
    ]);
  });

  it("refuses ids the lists do not offer, every one named at once", async () => {
    const errors = await refused(
      fclBooking(refs, {
        pol_id: 2_000_000,
        carrier_id: 2_000_001,
        spaces: [{ container_id: 2_000_002, count: 1 }],
        contacts: [party(refs, PARTY_TYPE.SHIPPER, { country_id: 2_000_003 }), party(refs, PARTY_TYPE.CONSIGNEE)],
      }),
    );
    expect(errors).toEqual([
      { field: "pol_id", message: "The selected option does not exist or is no longer offered" },
      { field: "carrier_id", message: "The selected option does not exist or is no longer offered" },
      { field: "contacts.0.country_id", message: "Unknown country or region" },
      { field: "spaces.0.container_id", message: "The selected option does not exist or is no longer offered" },
    ]);
  });

  it("refuses a package unit that is not a package unit (a unit of weight)", async () => {
    expect(await refused(lclBooking(refs, { cargos: [cargo({ package_uid: refs.kilogram })] }), "cn")).toEqual([
      { field: "cargos.0.package_uid", message: "所选项不存在或已停用" },
    ]);
  });

  it("refuses the same container type twice in spaces", async () => {
    const spaces = [
      { container_id: refs.gp20, count: 1 },
      { container_id: refs.gp20, count: 2 },
    ];
    expect(await refused(fclBooking(refs, { spaces }))).toEqual([
      { field: "spaces.1.container_id", message: "May appear only once" },
    ]);
  });

  it("refuses 10,000 cargo rows quickly, with one error", async () => {
    const started = Date.now();
    const errors = await refused(lclBooking(refs, { cargos: Array.from({ length: 10_000 }, () => cargo({})) }));
    expect(errors).toEqual([{ field: "cargos", message: "At most 200 items" }]);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses a submit without shipper and consignee", async () => {
    expect(await refused(fclBooking(refs, { contacts: [] }))).toEqual([
      { field: "contacts.shipper", message: "Please select the shipper" },
      { field: "contacts.consignee", message: "Please select the consignee" },
    ]);
  });

  it.each(["status", "owner_id", "order_no"])("refuses a body carrying `%s`", async (field) => {
    expect(await refused({ ...fclBooking(refs), [field]: 1 })).toEqual([{ field, message: "Unknown field" }]);
  });

  it("refuses an edit of a submitted order with a 409, leaving it as it was", async () => {
    const created = await call(app, shipper.token, "POST", "/api/order/booking", fclBooking(refs));
    const { id } = created.json().data;
    const before = await orderState(db, id);
    for (const action of ["save", "submit"]) {
      const res = await call(app, shipper.token, "PUT", `/api/order/booking/${id}`, {
        ...fclBooking(refs, { remark: "CHANGED" }),
        action,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe("This order's status (Awaiting booking) does not allow this action");
    }
    expect(await orderState(db, id)).toBe(before);
  });

  it("refuses bad input on an edit and keeps the draft as it was", async () => {
    const draft = await createOrder(db, shipper.user.id, { status: ORDER_STATUS.DRAFT });
    const before = await orderState(db, draft.id);
    const res = await call(app, shipper.token, "PUT", `/api/order/booking/${draft.id}`, fclBooking(refs, { pod_id: 2_000_000 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "pod_id", message: "The selected option does not exist or is no longer offered" },
    ]);
    expect(await orderState(db, draft.id)).toBe(before);
  });
});

describe("bad input on operations' calls", () => {
  let operator: SignedIn;
  beforeAll(async () => {
    operator = await signIn(["operator"]);
  });

  it("refuses an ETA before the ETD and a cut-off after departure, changing nothing", async () => {
    const order = await createOrder(db, shipper.user.id, { status: ORDER_STATUS.AWAITING_BOOKING });
    const before = await orderState(db, order.id);
    const res = await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/confirm`, {
      so_no: "SO1",
      carrier_id: refs.maersk,
      vessel: "V",
      voyage: "1",
      etd: "2030-05-10",
      eta: "2030-05-01",
      si_cutoff: "2030-05-09T10:00:00Z",
      vgm_cutoff: "2030-05-09T10:00:00Z",
      cy_cutoff: "2030-05-12T10:00:00Z",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(["eta"]);
    // the cut-off's day is judged at the port of loading, once the rest of the body is well formed
    const late = await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/confirm`, {
      so_no: "SO1",
      carrier_id: refs.maersk,
      vessel: "V",
      voyage: "1",
      etd: "2030-05-10",
      eta: "2030-06-01",
      si_cutoff: "2030-05-09T10:00:00Z",
      vgm_cutoff: "2030-05-09T10:00:00Z",
      cy_cutoff: "2030-05-12T10:00:00Z",
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.map((e: { field: string }) => e.field)).toEqual(["cy_cutoff"]);
    expect(await orderState(db, order.id)).toBe(before);
  });

  it("refuses a blank reason", async () => {
    const order = await createOrder(db, shipper.user.id, { status: ORDER_STATUS.AWAITING_BOOKING });
    const res = await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/reject`, { reason: "   " }, { lang: "cn" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "reason", message: "此项为必填项" }]);
  });
});
