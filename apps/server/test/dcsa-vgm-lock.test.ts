import { describe, expect, it } from "vitest";
import { confirmedOrder, type Desk } from "./dcsa-ebl-fixtures";
import { apiKeyFor, dcsa } from "./dcsa-fixtures";
import { dcsaErrors } from "./dcsa-schema";
import { call, dayFromToday, orderState, orderTestApp, supplyBody } from "./order-fixtures";

// The VGM cut-off holds on the API as on the screen: once it has passed (at the injected clock) a
// customer's VGM declaration is refused (409 naming the container's field) and nothing is written.
let clock = new Date();
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] }, { now: () => clock });
const { owner, operator } = people;
const desk: Desk = { app, db, refs, owner, operator };
const key = await apiKeyFor(app, owner.token);

describe("the VGM cut-off over the API", () => {
  it("refuses a declaration after the VGM cut-off with 409 and writes nothing; before it, writes", async () => {
    const order = await confirmedOrder(desk);
    const saved = await call(app, owner.token, "PUT", `/api/order/shipment/${order.id}`, supplyBody(refs));
    expect(saved.statusCode, saved.body).toBe(200);
    const body = {
      VGMDeclarations: [
        {
          shipmentDetails: { carrierBookingReference: order.cbr },
          equipmentDetails: { equipmentReference: "CSQU3054383" },
          VGM: { weight: { value: 12_345, unit: "KGM" }, method: "SM1" },
        },
      ],
    };
    expect(dcsaErrors("VGM", "PostVGMDeclarationsRequest", body)).toEqual([]);
    // the VGM cut-off is 10:00 UTC eight days from today (confirmBody)
    clock = new Date(`${dayFromToday(8)}T10:00:01Z`);
    const before = await orderState(db, order.id);
    const late = await dcsa(app, key, "POST", "/dcsa/vgm/v1/vgm-declarations", body);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().errors[0]).toMatchObject({ errorCodeText: "VGM_LOCKED" });
    expect(dcsaErrors("VGM", "PostVGMDeclarationsError", late.json())).toEqual([]);
    expect(await orderState(db, order.id)).toBe(before);
    clock = new Date(`${dayFromToday(8)}T09:59:00Z`);
    const inTime = await dcsa(app, key, "POST", "/dcsa/vgm/v1/vgm-declarations", body);
    expect(inTime.statusCode, inTime.body).toBe(200);
    clock = new Date();
  });
});
