import { describe, expect, it } from "vitest";
import { call, confirmBody, dayFromToday, fclBooking, type Lang, orderTestApp, supplyBody } from "./order-fixtures";

// The VGM cut-off locks the customer's VGM: after it, a save, a submission or a revision that
// changes a container's VGM or its declaration is refused and nothing changes; operations may
// still amend it, and an order confirmed without a VGM cut-off is never locked.
let clock = new Date();
const { app, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] }, { now: () => clock });
const { owner, operator } = people;

// confirmBody's VGM cut-off: 10:00 UTC eight days from today, 18:00 at Shanghai
const VCO = `${dayFromToday(8)}T10:00:00Z`;
const beforeCutOff = () => {
  clock = new Date(Date.parse(VCO) - 60_000);
};
const afterCutOff = () => {
  clock = new Date(Date.parse(VCO) + 60_000);
};

async function confirmedOrder(confirm: Record<string, unknown> = confirmBody(refs.maersk)): Promise<number> {
  const booked = await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs));
  expect(booked.statusCode, booked.body).toBe(200);
  const id = booked.json().data.id as number;
  const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirm);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return id;
}

const DECLARATION = {
  method: "SM2",
  tare_weight: 3900,
  signatory: "LI NA",
  weighed_at: dayFromToday(5),
  weighing_party: "CNSHA CFS",
};

/** The stored instruction as the form sends it back (rows with their ids), `action` added. */
async function storedBody(id: number, action: string) {
  const { data } = (await call(app, owner.token, "GET", `/api/order/shipment/${id}`)).json();
  const { action: _action, ...fields } = supplyBody(refs);
  const keys = ["id", "container_no", "seal_no", "container_id", "package", "package_uid", "weight", "volume", "vgm"];
  const containers = data.containers.map((row: Record<string, unknown>) => ({
    ...Object.fromEntries(keys.map((key) => [key, row[key]])),
    vgm_declaration: row.vgm_declaration ?? null,
  }));
  return { ...fields, ...(action ? { action } : {}), containers };
}

const shipment = async (id: number) => (await call(app, owner.token, "GET", `/api/order/shipment/${id}`)).json().data.containers;
const put = (id: number, body: unknown, lang: Lang = "en") =>
  call(app, owner.token, "PUT", `/api/order/shipment/${id}`, body, { lang });

/** A saved instruction whose first row declares DECLARATION, before the cut-off. */
async function savedOrder(confirm?: Record<string, unknown>): Promise<number> {
  beforeCutOff();
  const id = await confirmedOrder(confirm);
  const body = supplyBody(refs);
  body.containers[0] = { ...body.containers[0], vgm_declaration: DECLARATION } as (typeof body.containers)[0];
  const saved = await put(id, body);
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

describe("the VGM after the VGM cut-off", () => {
  it("refuses a changed VGM on save, naming the cut-off in Shanghai time in both languages, and changes nothing", async () => {
    const id = await savedOrder();
    afterCutOff();
    const before = await shipment(id);
    const body = await storedBody(id, "save");
    body.containers[1].vgm = 12500;
    const english = await put(id, body, "en");
    expect(english.statusCode, english.body).toBe(409);
    const at = `${dayFromToday(8)} 18:00`;
    expect(english.json().msg).toBe(
      `The VGM cut-off passed at ${at} Shanghai: the VGM can no longer be changed; please contact us to change it`,
    );
    expect(english.json().errors.map((error: { field: string }) => error.field)).toEqual(["containers.1.vgm"]);
    const chinese = await put(id, body, "cn");
    expect(chinese.statusCode).toBe(409);
    expect(chinese.json().msg).toBe(`VGM 截止时间（${at} 上海）已过，不能再修改；如需更改请联系客服`);
    expect(await shipment(id)).toEqual(before);
  });

  it("refuses a changed declaration, and a new row that brings a VGM", async () => {
    const id = await savedOrder();
    afterCutOff();
    const changed = await storedBody(id, "save");
    changed.containers[0].vgm_declaration = { ...DECLARATION, signatory: "WANG FANG" };
    const refused = await put(id, changed);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors.map((error: { field: string }) => error.field)).toEqual(["containers.0.vgm_declaration"]);

    const replaced = await storedBody(id, "save");
    const { id: _id, ...fresh } = replaced.containers[2];
    replaced.containers[2] = fresh as (typeof replaced.containers)[2];
    const added = await put(id, replaced);
    expect(added.statusCode, added.body).toBe(409);
    expect(added.json().errors.map((error: { field: string }) => error.field)).toEqual(["containers.2.vgm"]);
  });

  it("takes the instruction with the VGM unchanged, other fields changed (save and submit)", async () => {
    const id = await savedOrder();
    afterCutOff();
    const body = await storedBody(id, "save");
    body.containers[0].seal_no = "SL-NEW-1";
    const saved = await put(id, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shipment(id))[0]).toMatchObject({ seal_no: "SL-NEW-1", vgm: 12100, vgm_declaration: DECLARATION });
    const submitted = await put(id, { ...body, action: "submit" });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it("refuses a VGM change on submission", async () => {
    const id = await savedOrder();
    afterCutOff();
    const body = await storedBody(id, "submit");
    body.containers[0].vgm = 13000;
    const res = await put(id, body);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors[0].field).toBe("containers.0.vgm");
  });

  it("takes a VGM change before the cut-off", async () => {
    const id = await savedOrder();
    const body = await storedBody(id, "save");
    body.containers[0].vgm = 13000;
    const res = await put(id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect((await shipment(id))[0].vgm).toBe(13000);
  });

  it("refuses a revision that changes a VGM, and lets operations amend one", async () => {
    const id = await savedOrder();
    const submitted = await put(id, await storedBody(id, "submit"));
    expect(submitted.statusCode, submitted.body).toBe(200);
    afterCutOff();
    const { action: _action, ...revised } = await storedBody(id, "");
    revised.containers[0].vgm = 13000;
    const revise = await call(app, owner.token, "POST", `/api/order/shipment/${id}/revision`, {
      ...revised,
      accept_fee: true,
      reason: "NEW VGM",
    });
    expect(revise.statusCode, revise.body).toBe(409);
    expect(revise.json().errors[0].field).toBe("containers.0.vgm");

    const amended = await call(app, operator.token, "PUT", `/api/ops/order/${id}/amend-si`, {
      ...revised,
      fee: "0.00",
      currency: "CNY",
      reason: "CARRIER VGM",
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect((await shipment(id))[0].vgm).toBe(13000);
  });

  it("never locks an order confirmed without a VGM cut-off", async () => {
    const { vgm_cutoff: _vgm, ...withoutVco } = confirmBody(refs.maersk);
    const id = await savedOrder(withoutVco);
    clock = new Date(Date.parse(`${dayFromToday(9)}T12:00:00Z`));
    const body = await storedBody(id, "save");
    body.containers[0].vgm = 13000;
    const res = await put(id, body);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("an SM2 declaration without a VGM typed", () => {
  it("stores the cargo's weight plus the tare as the VGM; SM1 without one stays without", async () => {
    beforeCutOff();
    const id = await confirmedOrder();
    const rows = supplyBody(refs).containers;
    const { vgm: _sm2, ...sm2Row } = rows[0];
    const { vgm: _sm1, ...sm1Row } = rows[1];
    const sm2Declared = { ...sm2Row, vgm_declaration: DECLARATION };
    const sm1Declared = { ...sm1Row, vgm_declaration: { ...DECLARATION, method: "SM1" } };
    const body = supplyBody(refs, { containers: [sm2Declared, sm1Declared, rows[2]] });
    const saved = await put(id, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const [sm2, sm1] = await shipment(id);
    // 8200.5 kg of cargo on a 3900 kg box, to the kilogram
    expect(sm2.vgm).toBe(12101);
    expect(sm1.vgm).toBeNull();
  });
});
