import { PARTY_TYPE } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { confirmedOrder, type Desk, eblCall, publishBill } from "./dcsa-ebl-fixtures";
import { apiKeyFor } from "./dcsa-fixtures";
import { dcsaErrors } from "./dcsa-schema";
import { call, orderTestApp, party, supplyBody, supplyRow } from "./order-fixtures";

// An instruction written on the portal's screen, as long as the screen allows (descriptions and
// marks in many long lines, long names and seals, no HS code), still reads back as schema-valid
// DCSA ShippingInstructions and TransportDocument: lines split to 35 characters, lists and fields
// cut to the standard's limits, a required HS code never an empty list, nothing null.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;
const desk: Desk = { app, db, refs, owner, operator };
const key = await apiKeyFor(app, owner.token);

const line = (i: number) => `LINE ${String(i).padStart(3, "0")} OF THE GOODS DESCRIPTION, WITH NO BREAK IN IT`.slice(0, 50);
const long = (count: number, max: number) =>
  Array.from({ length: count }, (_, i) => line(i))
    .join("\n")
    .slice(0, max);
const LONG_NAME = "A VERY LONG COMPANY NAME ".repeat(8).slice(0, 200).trim();

function longBody(action: "save" | "submit") {
  return supplyBody(refs, {
    action,
    description: action === "save" ? long(90, 4096) : long(3, 4096),
    marks_no: action === "save" ? long(30, 1024) : "NO MARKS",
    contacts: [
      party(refs, PARTY_TYPE.SHIPPER, { company1: LONG_NAME, address1: "NO. 1 ZHONGSHAN EAST ROAD ".repeat(10).trim() }),
      party(refs, PARTY_TYPE.CONSIGNEE, { city: "A CITY NAME THAT IS LONGER THAN THIRTY FIVE CHARACTERS" }),
      party(refs, PARTY_TYPE.NOTIFY_1),
      party(refs, PARTY_TYPE.NOTIFY_2, { email: "", phone: "+49 40 000" }),
    ],
    containers: [
      supplyRow(refs, { seal_no: "SEAL-NUMBER-LONGER-THAN-15, S2" }),
      supplyRow(refs, { container_no: "MSKU9070323", seal_no: "SL-778813", weight: null }),
    ],
  });
}

describe("an instruction from the portal's screen at its limits", () => {
  it("reads back as valid ShippingInstructions: lines of 35, at most 150, an HS code always", async () => {
    const order = await confirmedOrder(desk);
    const saved = await call(app, owner.token, "PUT", `/api/order/shipment/${order.id}`, longBody("save"));
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await eblCall(app, key, "GET", `/dcsa/ebl/v3/shipping-instructions/${order.reference}`);
    expect(res.statusCode, res.body).toBe(200);
    const si = res.json();
    expect(dcsaErrors("EBL", "ShippingInstructions", si)).toEqual([]);
    expect(si.shippingInstructionsStatus).toBe("PENDING_UPDATE");
    const lines: string[] = si.consignmentItems[0].descriptionOfGoods;
    expect(lines).toHaveLength(150);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(35);
    expect(si.consignmentItems[0].HSCodes).toEqual(["000000"]);
    expect(si.feedbacks).toContainEqual(expect.objectContaining({ severity: "WARN", code: "HS_CODE_MISSING" }));
    // saved, not submitted: what stops the submit is named (too many description lines for a bill)
    expect(si.feedbacks).toContainEqual(
      expect.objectContaining({ severity: "ERROR", code: "LINE_COUNT", jsonPath: "$.consignmentItems[0].descriptionOfGoods" }),
    );
    expect(si.utilizedTransportEquipments[0].seals).toEqual([{ number: "SEAL-NUMBER-LON" }, { number: "S2" }]);
    expect(si.documentParties.shipper.partyName.length).toBeLessThanOrEqual(70);
    expect(JSON.stringify(si)).not.toContain("null");
  });

  it("reads back as a valid TransportDocument once the draft is published", async () => {
    const order = await confirmedOrder(desk);
    const submitted = await call(app, owner.token, "PUT", `/api/order/shipment/${order.id}`, longBody("submit"));
    expect(submitted.statusCode, submitted.body).toBe(200);
    const before = await eblCall(app, key, "GET", `/dcsa/ebl/v3/transport-documents/${order.reference}`);
    expect(before.statusCode).toBe(404);
    await publishBill(desk, order.id);
    const res = await eblCall(app, key, "GET", `/dcsa/ebl/v3/transport-documents/${order.reference}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(dcsaErrors("EBL", "TransportDocument", res.json())).toEqual([]);
    expect(res.json()).toMatchObject({
      transportDocumentStatus: "DRAFT",
      transports: { vesselVoyages: [{ vesselName: "MAERSK ESSEX", carrierExportVoyageNumber: "612W" }] },
      carrierCode: "MAEU",
    });
  });
});

describe("the resource builders the webhooks carry", () => {
  it("answer null (or no declarations) before there is anything, and schema-valid objects after", async () => {
    const { shippingInstructionsOf, transportDocumentOf, vgmDeclarationsOf } = await import("../src/modules/dcsa/resources");
    const order = await confirmedOrder(desk);
    expect(await shippingInstructionsOf(db, order.id, "en")).toBeNull();
    expect(await transportDocumentOf(db, order.id, "en")).toBeNull();
    expect(await vgmDeclarationsOf(db, order.id)).toEqual([]);
    const submitted = await call(
      app,
      owner.token,
      "PUT",
      `/api/order/shipment/${order.id}`,
      supplyBody(refs, { action: "submit" }),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const si = await shippingInstructionsOf(db, order.id, "cn");
    expect(si?.shippingInstructionsReference).toBe(order.reference);
    expect(dcsaErrors("EBL", "ShippingInstructions", si)).toEqual([]);
    expect(await transportDocumentOf(db, order.id, "en")).toBeNull();
    const declarations = await vgmDeclarationsOf(db, order.id);
    expect(declarations).toHaveLength(3);
    for (const declaration of declarations) expect(dcsaErrors("VGM", "VGMDeclaration", declaration)).toEqual([]);
    await publishBill(desk, order.id);
    const td = await transportDocumentOf(db, order.id, "en");
    expect(dcsaErrors("EBL", "TransportDocument", td)).toEqual([]);
    expect(td?.transportDocumentStatus).toBe("DRAFT");
  });
});
