import { describe, expect, it } from "vitest";
import {
  call,
  confirmBody,
  countOrders,
  FROZEN,
  fclBooking,
  LITHIUM,
  lclBooking,
  orderRow,
  orderTestApp,
  supplyBody,
} from "./order-fixtures";

// Cargo beyond dry general cargo through the API: reefer settings required at submit, dangerous
// goods awaiting operations' approval before confirmation, and the carrier-ready check's answers.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"], other: ["shipper"] });
const { owner, operator, other } = people;

const post = (body: unknown, who = owner, lang: "cn" | "en" = "en") =>
  call(app, who.token, "POST", "/api/order/booking", body, { lang });
const check = (body: unknown, who = owner, lang: "cn" | "en" = "en") =>
  call(app, who.token, "POST", "/api/order/check", body, { lang });
const fieldsOf = (problems: { field: string; rule: string }[]) => problems.map((problem) => `${problem.field} ${problem.rule}`);

describe("a reefer booking", () => {
  it("submits with its settings and answers them; without them the submit names the field and saves nothing", async () => {
    const res = await post(fclBooking(refs, { spaces: [{ container_id: refs.rh40, count: 1, reefer: FROZEN }] }));
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await call(app, owner.token, "GET", `/api/order/${res.json().data.id}`)).json().data;
    expect(detail.spaces[0].reefer).toMatchObject({ temperature: -18, temperature_unit: "CEL", is_non_operating: false });
    expect(detail.cargo_flags).toEqual(["reefer"]);
    // a reefer alone needs no approval
    expect(detail.special_cargo_status).toBeNull();

    for (const lang of ["en", "cn"] as const) {
      const refused = await post(fclBooking(refs, { spaces: [{ container_id: refs.rh40, count: 1 }] }), owner, lang);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error_code).toBe("CARRIER_CHECK_FAILED");
      expect(refused.json().errors.map((error: { field: string }) => error.field)).toEqual(["spaces.0.reefer"]);
      expect(refused.json().errors[0].message).toMatch(lang === "en" ? /[a-z]/ : /[\u4e00-\u9fff]/);
    }
    // non-operating: carried as dry, no settings needed
    const nor = await post(
      fclBooking(refs, { spaces: [{ container_id: refs.rh40, count: 1, reefer: { is_non_operating: true } }] }),
    );
    expect(nor.statusCode, nor.body).toBe(200);
  });

  it("a draft keeps half-filled settings (the check warns, nothing blocks)", async () => {
    const body = fclBooking(refs, { action: "save", spaces: [{ container_id: refs.rh40, count: 1 }] });
    expect((await post(body)).statusCode).toBe(200);
    const problems = (await check(body)).json().data.problems;
    expect(problems).toContainEqual(
      expect.objectContaining({ field: "spaces.0.reefer", rule: "reefer_settings", severity: "warning" }),
    );
  });
});

describe("dangerous goods", () => {
  it("wait for operations' approval before the booking can be confirmed", async () => {
    const res = await post(fclBooking(refs, { spaces: [{ container_id: refs.gp20, count: 1, dangerous_goods: [LITHIUM] }] }));
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data;
    expect(await orderRow(db, id)).toMatchObject({ status: 1, special_cargo_status: "requested", has_dg: true });
    const desk = (await call(app, operator.token, "GET", `/api/ops/order/${id}`)).json().data;
    expect(desk.spaces[0].dangerous_goods[0]).toMatchObject({ un_number: "3480", imo_class: "9", packing_group: null });

    const early = await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirmBody(refs.maersk));
    expect(early.statusCode).toBe(409);
    expect(early.json().error_code).toBe("ORDER_SPECIAL_CARGO_PENDING");

    const approved = await call(app, operator.token, "PUT", `/api/ops/order/${id}/special-cargo`, { decision: "approve" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await orderRow(db, id)).special_cargo_status).toBe("accepted");
    const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirmBody(refs.maersk));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it("refused with a reason rejects the booking; the customer cannot decide it; incomplete goods are refused at submit", async () => {
    const { id } = (
      await post(lclBooking(refs, { cargos: [{ ...lclBooking(refs).cargos[0], dangerous_goods: [LITHIUM] }] }))
    ).json().data;
    expect((await call(app, owner.token, "PUT", `/api/ops/order/${id}/special-cargo`, { decision: "approve" })).statusCode).toBe(
      403,
    );
    const noReason = await call(app, operator.token, "PUT", `/api/ops/order/${id}/special-cargo`, { decision: "refuse" });
    expect(noReason.statusCode).toBe(400);
    const refused = await call(app, operator.token, "PUT", `/api/ops/order/${id}/special-cargo`, {
      decision: "refuse",
      reason: "CLASS 9 NOT ON THIS SERVICE",
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await orderRow(db, id)).toMatchObject({ status: 40, special_cargo_status: "declined" });

    // UN 3082 has a packing group (III), UN 3480 has none: only the first is incomplete without one
    const { emergency_contact: _none, ...noContact } = LITHIUM;
    const liquid = { ...LITHIUM, un_number: "3082", proper_shipping_name: "ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S." };
    const res = await post(
      fclBooking(refs, { spaces: [{ container_id: refs.gp20, count: 1, dangerous_goods: [noContact, liquid] }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json().problems.filter((p: { severity: string }) => p.severity === "error"))).toEqual([
      "spaces.0.dangerous_goods.0.emergency_contact.name dg_incomplete",
      "spaces.0.dangerous_goods.0.emergency_contact.phone dg_incomplete",
      "spaces.0.dangerous_goods.1.packing_group dg_incomplete",
    ]);
  });

  it("refuses UN 0000 and a known UN number under another class, in both languages, and saves nothing", async () => {
    const cases = [
      {
        dg: { ...LITHIUM, un_number: "0000" },
        field: "spaces.0.dangerous_goods.0.un_number",
        en: "There is no UN 0000: UN numbers run from 0004 to 3558",
        cn: "没有 UN 0000：UN 编号从 0004 到 3558",
      },
      {
        dg: { ...LITHIUM, imo_class: "3" },
        field: "spaces.0.dangerous_goods.0.imo_class",
        en: "UN 3480 is class 9, not 3",
        cn: "UN 3480 属于第 9 类，不是 3",
      },
    ];
    const before = await countOrders(db, owner.user.id);
    for (const { dg, field, en, cn } of cases) {
      for (const [lang, message] of [
        ["en", en],
        ["cn", cn],
      ] as const) {
        const body = fclBooking(refs, { spaces: [{ container_id: refs.gp20, count: 1, dangerous_goods: [dg] }] });
        const res = await post(body, owner, lang);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual([{ field, message }]);
        // a draft is refused too: no such declaration is kept
        expect((await post({ ...body, action: "save" }, owner, lang)).statusCode).toBe(400);
      }
    }
    expect(await countOrders(db, owner.user.id)).toBe(before);
  });
});

describe("POST /order/check", () => {
  it("judges container numbers by ISO 6346, anchored", async () => {
    const row = { container_id: refs.gp20, hs_code: "940360", description: "FURNITURE" };
    const numbers = ["CSQU3054383", "CSQU3054384", "CSQA3054383", "CSQU3054383X"];
    const body = fclBooking(refs, { containers: numbers.map((container_no) => ({ ...row, container_no })) });
    const problems = (await check(body)).json().data.problems.filter((p: { rule: string }) => p.rule === "container_no");
    expect(problems.map((p: { field: string }) => p.field)).toEqual([
      "containers.1.container_no",
      "containers.2.container_no",
      "containers.3.container_no",
    ]);
    expect(problems[0].message).toContain("3");
  });

  it("refuses a body the save would refuse, with the check's fixes for text a bill cannot print", async () => {
    const shipper = { ...fclBooking(refs).contacts[0], company1: "宁波光明贸易", address1: "ＮＯ． 1 ZHONGSHAN ROAD" };
    const res = await check(fclBooking(refs, { contacts: [shipper, fclBooking(refs).contacts[1]] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { field: string }) => error.field)).toContain("contacts.0.company1");
    expect(fieldsOf(res.json().problems)).toEqual(
      expect.arrayContaining(["contacts.0.company1 non_latin", "contacts.0.address1 non_latin"]),
    );
    expect(res.json().problems.find((p: { field: string }) => p.field === "contacts.0.address1").message).toContain(
      "NO. 1 ZHONGSHAN ROAD",
    );
  });

  it("refuses a generic description for an EU discharge, not for another", async () => {
    const cargo = { ...lclBooking(refs).cargos[0], description: "GENERAL CARGO" };
    const eu = await post(lclBooking(refs, { cargos: [cargo] }));
    expect(eu.statusCode).toBe(400);
    expect(fieldsOf(eu.json().problems)).toContain("cargos.0.description generic_description");
    const asia = await post(lclBooking(refs, { pod_id: refs.shanghai, to_id: refs.shanghai, cargos: [cargo] }));
    expect(asia.statusCode, asia.body).toBe(200);
  });

  it("warns a 36-character marks line on an instruction, and needs its own order", async () => {
    const { id } = (await post(fclBooking(refs))).json().data;
    const marks = `${"M".repeat(36)}\nLINE TWO`;
    const body = { ...supplyBody(refs, { marks_no: marks }), order_id: id };
    const problems = (await check(body)).json().data.problems;
    expect(problems).toContainEqual(expect.objectContaining({ field: "marks_no", rule: "line_length", severity: "warning" }));
    expect((await check(body, other)).statusCode).toBe(404);
    const { order_id: _id, ...orphan } = body;
    expect((await check(orphan)).statusCode).toBe(400);
  });
});
