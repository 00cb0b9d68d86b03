import { ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { confirmedOrder, containerNo, type Desk, eblCall, goodBody } from "./dcsa-ebl-fixtures";
import { apiKeyFor } from "./dcsa-fixtures";
import { dcsaErrors } from "./dcsa-schema";
import { call, orderRow, orderTestApp } from "./order-fixtures";

// DCSA eBL 3.0.3's refusals: another user's reference is a missing one, a read key writes nothing,
// bad input is a 400 naming the request's property in the caller's language, two submits at once
// are one, and nothing malformed is a 5xx. Every answer is checked against the standard's schemas.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"], other: ["shipper"] });
const { owner, operator, other } = people;
const desk: Desk = { app, db, refs, owner, operator };
const key = await apiKeyFor(app, owner.token);
const SI = "/dcsa/ebl/v3/shipping-instructions";
const TD = "/dcsa/ebl/v3/transport-documents";
type Json = Record<string, any>;

async function postSi(body: Json, withKey = key) {
  expect(dcsaErrors("EBL", "CreateShippingInstructions", body)).toEqual([]);
  return eblCall(app, withKey, "POST", SI, body);
}

describe("refusals", () => {
  it("answers another user's reference, a random one and one before the draft exactly like a missing one", async () => {
    const order = await confirmedOrder(desk);
    expect((await postSi(goodBody(order.cbr))).statusCode).toBe(202);
    const theirs = await apiKeyFor(app, other.token);
    const bodies = [];
    for (const url of [`${SI}/${order.reference}`, `${TD}/${order.reference}`, `${SI}/0123456789ABCDEF`, `${SI}/nope`]) {
      const res = await eblCall(app, url.startsWith(TD) ? key : theirs, "GET", url);
      expect(res.statusCode, url).toBe(404);
      bodies.push(res.json().errors[0].errorCodeText);
    }
    expect(new Set(bodies)).toEqual(new Set(["dcsa.ebl.not_found"]));
    // another user cannot write onto it either
    const stolen = await postSi(goodBody(order.cbr), theirs);
    expect(stolen.statusCode).toBe(404);
    const patch = await eblCall(app, theirs, "PATCH", `${TD}/${order.reference}`, { transportDocumentStatus: "APPROVED" });
    expect(patch.statusCode).toBe(404);
  });

  it("names the portal's refusals by the request's own properties (more boxes of a type than booked)", async () => {
    const order = await confirmedOrder(desk);
    const body = goodBody(order.cbr);
    const numbers = ["MSCU998877", "MSCU998878", "MSCU998879"].map(containerNo);
    body.utilizedTransportEquipments = numbers.map((equipmentReference) => ({
      isShipperOwned: false,
      equipment: { equipmentReference, ISOEquipmentCode: "45G1", tareWeight: { value: 3900, unit: "KGM" } },
      seals: [{ number: "S1" }],
    }));
    body.consignmentItems[0].cargoItems = numbers.map((equipmentReference) => ({
      equipmentReference,
      cargoGrossWeight: { value: 1000, unit: "KGM" },
      outerPackaging: { packageCode: "DR", description: "Drums", numberOfPackages: 10 },
    }));
    const res = await postSi(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        property: "ISOEquipmentCode",
        jsonPath: "$.utilizedTransportEquipments[2].equipment.ISOEquipmentCode",
      }),
    ]);
    expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_SUPPLY);
  });

  it("takes two submits at once as one: one 202, one 409, one revision", async () => {
    const order = await confirmedOrder(desk);
    const results = await Promise.all([postSi(goodBody(order.cbr)), postSi(goodBody(order.cbr))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    const revisions = (await call(app, owner.token, "GET", `/api/order/shipment/${order.id}/revisions`)).json().data;
    expect(revisions).toHaveLength(1);
    expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_BILL);
  });

  it("answers any malformed body with a 400 in DCSA's shape, never a 5xx", async () => {
    const order = await confirmedOrder(desk);
    const heavy = goodBody(order.cbr);
    const cargo = heavy.consignmentItems[0].cargoItems[0];
    heavy.consignmentItems[0].cargoItems = Array.from({ length: 3 }, () => ({
      ...cargo,
      cargoGrossWeight: { value: 99_000_000, unit: "KGM" },
    }));
    const bodies: unknown[] = [
      [],
      "text",
      42,
      {},
      { consignmentItems: "x" },
      { ...goodBody(order.cbr), utilizedTransportEquipments: [{}] },
      heavy,
    ];
    for (const body of bodies) {
      const res = await eblCall(app, key, "POST", SI, body);
      expect([400, 415], JSON.stringify(body).slice(0, 80)).toContain(res.statusCode);
    }
    for (const body of [null, [], { transportDocumentStatus: 1 }]) {
      expect((await eblCall(app, key, "PUT", `${SI}/${order.reference}`, body)).statusCode).toBeLessThan(500);
      expect((await eblCall(app, key, "PATCH", `${TD}/${order.reference}`, body)).statusCode).toBeLessThan(500);
    }
    expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_SUPPLY);
  });

  it("refuses a read key's writes with 403 and changes nothing", async () => {
    const order = await confirmedOrder(desk);
    const reader = await apiKeyFor(app, owner.token, "read");
    const res = await postSi(goodBody(order.cbr), reader);
    expect(res.statusCode).toBe(403);
    expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_SUPPLY);
  });

  it.each(["en", "cn"] as const)("names the bad property in a 400 (%s) and writes nothing", async (lang) => {
    const order = await confirmedOrder(desk);
    const body = goodBody(order.cbr);
    body.utilizedTransportEquipments[0].equipment.ISOEquipmentCode = "99X9";
    body.documentParties.consignee.address.countryCode = "QQ";
    const res = await eblCall(app, key, "POST", SI, body, lang);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as Json[];
    expect(errors.map((e) => e.property).sort()).toEqual(["ISOEquipmentCode", "countryCode"]);
    expect(errors.find((e) => e.property === "countryCode")?.jsonPath).toBe("$.documentParties.consignee.address.countryCode");
    expect(errors[0].errorCodeMessage).toMatch(lang === "cn" ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
    const missing = await eblCall(
      app,
      key,
      "POST",
      SI,
      { ...body, transportDocumentTypeCode: undefined, isElectronic: "yes" },
      lang,
    );
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: Json) => e.property)
        .sort(),
    ).toEqual(["isElectronic", "transportDocumentTypeCode"]);
    expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_SUPPLY);
    const approve = await eblCall(app, key, "PATCH", `${TD}/${order.reference}`, { transportDocumentStatus: "ISSUED" }, lang);
    expect(approve.statusCode).toBe(404);
  });
});
