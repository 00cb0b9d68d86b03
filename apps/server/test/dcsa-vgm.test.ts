import { ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { confirmedOrder, type Desk } from "./dcsa-ebl-fixtures";
import { apiKeyFor, dcsa } from "./dcsa-fixtures";
import { dcsaErrors } from "./dcsa-schema";
import { call, orderRow, orderState, orderTestApp, supplyBody } from "./order-fixtures";

// DCSA VGM 1.0 over the portal's container rows: declarations posted for one and several
// containers in one transaction (all or nothing), read back by booking and container, each request
// and answer valid against the standard's schemas.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"], other: ["shipper"] });
const { owner, operator, other } = people;
const desk: Desk = { app, db, refs, owner, operator };
const key = await apiKeyFor(app, owner.token);
const URL = "/dcsa/vgm/v1/vgm-declarations";
type Json = Record<string, any>;

/** A confirmed order whose instruction (3 containers) is saved on the portal's screen, or submitted. */
async function orderWithInstruction(action: "save" | "submit") {
  const order = await confirmedOrder(desk);
  const res = await call(app, owner.token, "PUT", `/api/order/shipment/${order.id}`, supplyBody(refs, { action }));
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

const declaration = (cbr: string, equipmentReference: string, kg: number, extra: Json = {}): Json => ({
  shipmentDetails: { carrierBookingReference: cbr },
  equipmentDetails: { equipmentReference, tareWeight: { value: 3900, unit: "KGM" } },
  VGM: { weight: { value: kg, unit: "KGM" }, method: "SM2", dateTime: "2026-11-20T08:00:00Z" },
  authorizedPersonSignatory: "LI MING",
  weighingParty: { partyName: "NINGBO WEIGHING CO" },
  ...extra,
});

async function post(body: Json, withKey = key, lang?: "cn" | "en") {
  expect(dcsaErrors("VGM", "PostVGMDeclarationsRequest", body)).toEqual([]);
  const res = await dcsa(app, withKey, "POST", URL, body, lang);
  if (res.statusCode === 200) expect(dcsaErrors("VGM", "PostVGMDeclarationsResponse", res.json())).toEqual([]);
  else {
    expect(dcsaErrors("EBL", "ErrorResponse", res.json()), res.body).toEqual([]);
    expect(dcsaErrors("VGM", "PostVGMDeclarationsError", res.json())).toEqual([]);
  }
  return res;
}

async function read(query: string, withKey = key): Promise<Json[]> {
  const res = await dcsa(app, withKey, "GET", `${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(dcsaErrors("VGM", "GetVGMDeclarationsResponse", res.json())).toEqual([]);
  for (const item of res.json().VGMDeclarations) expect(dcsaErrors("VGM", "VGMDeclaration", item)).toEqual([]);
  return res.json().VGMDeclarations;
}

describe("posting and reading VGM declarations", () => {
  it("writes one container's VGM with its SOLAS method, signatory, tare and weighing party, and reads it back", async () => {
    const order = await orderWithInstruction("save");
    const res = await post({ VGMDeclarations: [declaration(order.cbr, "MSKU9070323", 12_500)] });
    expect(res.statusCode, res.body).toBe(200);
    const [one] = await read(`carrierBookingReference=${order.cbr}&equipmentReference=MSKU9070323`);
    expect(one).toMatchObject({
      VGM: { weight: { value: 12_500, unit: "KGM" }, method: "SM2", dateTime: "2026-11-20T00:00:00Z" },
      equipmentDetails: { equipmentReference: "MSKU9070323", tareWeight: { value: 3900, unit: "KGM" } },
      shipmentDetails: { carrierBookingReference: order.cbr },
      authorizedPersonSignatory: "LI MING",
      weighingParty: { partyName: "NINGBO WEIGHING CO" },
    });
    // the portal's instruction holds it
    const supply = (await call(app, owner.token, "GET", `/api/order/shipment/${order.id}`)).json().data;
    const row = supply.containers.find((c: Json) => c.container_no === "MSKU9070323");
    expect(row.vgm).toBe(12_500);
    expect(row.vgm_declaration).toMatchObject({
      method: "SM2",
      signatory: "LI MING",
      tare_weight: 3900,
      weighed_at: "2026-11-20",
    });
    expect(await read(`carrierBookingReference=${order.cbr}`)).toHaveLength(3);
    expect(await read("equipmentReference=MSKU9070323")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ equipmentDetails: expect.objectContaining({ equipmentReference: "MSKU9070323" }) }),
      ]),
    );
  });

  it("writes several containers in one request, pounds converted to kilograms", async () => {
    const order = await orderWithInstruction("save");
    const body = {
      VGMDeclarations: [
        declaration(order.cbr, "CSQU3054383", 13_000),
        declaration(order.cbr, "CSQU3054070", 22_046.2262, {
          VGM: { weight: { value: 22_046.2262, unit: "LBR" }, method: "SM1" },
        }),
      ],
    };
    expect((await post(body)).statusCode).toBe(200);
    const all = await read(`carrierBookingReference=${order.cbr}`);
    const weightOf = (no: string) => all.find((d) => d.equipmentDetails.equipmentReference === no)?.VGM.weight.value;
    expect(weightOf("CSQU3054383")).toBe(13_000);
    expect(weightOf("CSQU3054070")).toBeCloseTo(10_000, 2);
  });

  it("writes nothing when one declaration of several is bad, naming it", async () => {
    const order = await orderWithInstruction("save");
    const before = await orderState(db, order.id);
    const rowsBefore = await read(`carrierBookingReference=${order.cbr}`);
    const body = {
      VGMDeclarations: [declaration(order.cbr, "CSQU3054383", 13_000), declaration(order.cbr, "TGHU0000000", 9_000)],
    };
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      property: "equipmentReference",
      jsonPath: "$.VGMDeclarations[1].equipmentDetails.equipmentReference",
    });
    expect(await orderState(db, order.id)).toBe(before);
    expect(await read(`carrierBookingReference=${order.cbr}`)).toEqual(rowsBefore);
    const repeated = await post({
      VGMDeclarations: [declaration(order.cbr, "CSQU3054383", 1_000), declaration(order.cbr, "CSQU3054383", 13_000)],
    });
    expect(repeated.statusCode).toBe(400);
    expect(await read(`carrierBookingReference=${order.cbr}`)).toEqual(rowsBefore);
  });

  it("after the submit a VGM change is a revision with its fee, as on the portal", async () => {
    const order = await orderWithInstruction("submit");
    expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_BILL);
    const res = await post({ VGMDeclarations: [declaration(order.cbr, "CSQU3054383", 12_900)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().feedbackElements[0].message).toContain("revision 2");
    const revisions = (await call(app, owner.token, "GET", `/api/order/shipment/${order.id}/revisions`)).json().data;
    expect(revisions.at(-1)).toMatchObject({ revision: 2, status: "requested", fee: { currency: "USD" } });
    // in force only once operations accept it
    const weight = async () =>
      (await read(`carrierBookingReference=${order.cbr}&equipmentReference=CSQU3054383`))[0]?.VGM.weight.value;
    expect(await weight()).toBe(12_100);
    expect(
      (await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/revision`, { decision: "accept" })).statusCode,
    ).toBe(200);
    expect(await weight()).toBe(12_900);
  });
});

describe("VGM refusals", () => {
  it("another user's booking: 404 on a post, an empty list on a read", async () => {
    const order = await orderWithInstruction("save");
    const theirs = await apiKeyFor(app, other.token);
    const before = await orderState(db, order.id);
    expect((await post({ VGMDeclarations: [declaration(order.cbr, "CSQU3054383", 13_000)] }, theirs)).statusCode).toBe(404);
    expect(await read(`carrierBookingReference=${order.cbr}`, theirs)).toEqual([]);
    expect(await read("equipmentReference=CSQU3054383", theirs)).toEqual([]);
    expect(await orderState(db, order.id)).toBe(before);
  });

  it("a read key may read but not post", async () => {
    const order = await orderWithInstruction("save");
    const reader = await apiKeyFor(app, owner.token, "read");
    expect((await post({ VGMDeclarations: [declaration(order.cbr, "CSQU3054383", 13_000)] }, reader)).statusCode).toBe(403);
    expect(await read(`carrierBookingReference=${order.cbr}`, reader)).toHaveLength(3);
  });

  it.each(["en", "cn"] as const)("names a bad unit and a missing booking in a 400 (%s)", async (lang) => {
    const order = await orderWithInstruction("save");
    const bad = declaration(order.cbr, "CSQU3054383", 13_000, { VGM: { weight: { value: 13_000, unit: "TON" } } });
    const res = await post({ VGMDeclarations: [bad, { equipmentDetails: { equipmentReference: "CSQU3054383" } }] }, key, lang);
    expect(res.statusCode, res.body).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: Json) => e.jsonPath)
        .sort(),
    ).toEqual(["$.VGMDeclarations[0].VGM.weight.unit", "$.VGMDeclarations[1].shipmentDetails"]);
    expect(res.json().errors[0].errorCodeMessage).toMatch(lang === "cn" ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
    const none = await dcsa(app, key, "GET", URL);
    expect(none.statusCode).toBe(400);
  });
});
