import { containerNoProblem, DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { confirmedOrder, containerNo, type Desk, eblCall, eblExample, goodBody, publishBill } from "./dcsa-ebl-fixtures";
import { apiKeyFor } from "./dcsa-fixtures";
import { dcsaErrors } from "./dcsa-schema";
import { createDocument } from "./factories";
import { call, orderRow, orderTestApp } from "./order-fixtures";

// DCSA eBL 3.0.3 over the portal's instruction and bill: the conformance examples accepted with
// only their booking reference replaced, the SI/TD path through the portal's own transitions, and
// every request and answer valid against the standard's own schemas.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;
const desk: Desk = { app, db, refs, owner, operator };
const key = await apiKeyFor(app, owner.token);
const SI = "/dcsa/ebl/v3/shipping-instructions";
const TD = "/dcsa/ebl/v3/transport-documents";
type Json = Record<string, any>;

async function readSi(reference: string): Promise<Json> {
  const res = await eblCall(app, key, "GET", `${SI}/${reference}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(dcsaErrors("EBL", "ShippingInstructions", res.json())).toEqual([]);
  return res.json();
}

async function readTd(reference: string): Promise<Json> {
  const res = await eblCall(app, key, "GET", `${TD}/${reference}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(dcsaErrors("EBL", "TransportDocument", res.json())).toEqual([]);
  return res.json();
}

async function postSi(body: Json, withKey = key) {
  expect(dcsaErrors("EBL", "CreateShippingInstructions", body)).toEqual([]);
  return eblCall(app, withKey, "POST", SI, body);
}

describe("the conformance examples", () => {
  it.each(["ebl-api-3.0.0-request.json", "ebl-api-3.0.0-dg.json"])(
    "%s is accepted with only its booking reference replaced",
    async (file) => {
      const order = await confirmedOrder(desk);
      const res = await postSi(eblExample(file, order.cbr));
      expect(res.statusCode, res.body).toBe(202);
      expect(dcsaErrors("EBL", "CreateShippingInstructionsResponse", res.json())).toEqual([]);
      expect(res.json().shippingInstructionsReference).toBe(order.reference);
      const si = await readSi(order.reference);
      const number = si.utilizedTransportEquipments[0].equipmentReference;
      if (!containerNoProblem(number)) {
        expect(si.shippingInstructionsStatus).toBe("RECEIVED");
        expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_BILL);
        return;
      }
      // its container number fails the ISO 6346 check digit: received, kept as a draft, the reason named
      expect(si.shippingInstructionsStatus).toBe("PENDING_UPDATE");
      expect(si.feedbacks).toContainEqual(
        expect.objectContaining({
          severity: "ERROR",
          code: "CONTAINER_NO",
          property: "equipmentReference",
          jsonPath: "$.utilizedTransportEquipments[0].equipmentReference",
        }),
      );
      expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_SUPPLY);
      // the shipper's update with the right number submits it
      const fixed = { ...goodBody(order.cbr, containerNo("MSCU998877")), shippingInstructionsReference: order.reference };
      expect(dcsaErrors("EBL", "UpdateShippingInstructions", fixed)).toEqual([]);
      const put = await eblCall(app, key, "PUT", `${SI}/${order.reference}`, fixed);
      expect(put.statusCode, put.body).toBe(202);
      expect((await readSi(order.reference)).shippingInstructionsStatus).toBe("RECEIVED");
      expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_BILL);
    },
  );
});

describe("the bill's text", () => {
  it("takes marks and descriptions with a slash and an apostrophe (N/M, SHIPPER'S LOAD, STOW AND COUNT)", async () => {
    const order = await confirmedOrder(desk);
    const body = goodBody(order.cbr);
    body.utilizedTransportEquipments[0].shippingMarks = ["N/M"];
    body.consignmentItems[0].descriptionOfGoods = ["SHIPPER'S LOAD, STOW AND COUNT", "REFINED SOYBEAN OIL"];
    const res = await postSi(body);
    expect(res.statusCode, res.body).toBe(202);
    const si = await readSi(order.reference);
    expect(si.shippingInstructionsStatus).toBe("RECEIVED");
    expect(si.utilizedTransportEquipments[0].shippingMarks).toEqual(["N/M"]);
    expect(si.consignmentItems[0].descriptionOfGoods).toEqual(["SHIPPER'S LOAD, STOW AND COUNT", "REFINED SOYBEAN OIL"]);
  });
});

describe("the shipping instructions and transport document path", () => {
  it("submits, revises with the fee, drafts, approves — each step read back in the standard's shapes", async () => {
    const order = await confirmedOrder(desk);
    const created = await postSi(goodBody(order.cbr));
    expect(created.statusCode, created.body).toBe(202);
    const steps: [string, Json, Json | null][] = [];
    const record = async (step: string) => {
      const si = await readSi(order.reference);
      const td = await eblCall(app, key, "GET", `${TD}/${order.reference}`);
      steps.push([
        step,
        { si: si.shippingInstructionsStatus, update: si.updatedShippingInstructionsStatus ?? null },
        td.statusCode === 200 ? { td: (await readTd(order.reference)).transportDocumentStatus } : null,
      ]);
      return si;
    };
    const submitted = await record("submitted");
    expect(submitted.shippingInstructionsRevisionNumber).toBe(1);
    expect(submitted.consignmentItems[0].HSCodes).toEqual(["15152100"]);
    expect(submitted.consignmentItems[0].cargoItems[0].outerPackaging).toEqual({
      packageCode: "DR",
      numberOfPackages: 400,
      description: "Drum",
    });
    // POST again: the one-time submit is done
    const again = await postSi(goodBody(order.cbr));
    expect(again.statusCode, again.body).toBe(409);

    const changed: Json = { ...goodBody(order.cbr), shippingInstructionsReference: order.reference };
    changed.consignmentItems[0].descriptionOfGoods = ["Refined Soybean Oil", "In steel drums"];
    const put = await eblCall(app, key, "PUT", `${SI}/${order.reference}`, changed);
    expect(put.statusCode, put.body).toBe(202);
    const revised = await record("updated after submit");
    expect(revised.shippingInstructionsRevisionNumber).toBe(2);
    // the portal shows the revision with its fee
    const revisions = (await call(app, owner.token, "GET", `/api/order/shipment/${order.id}/revisions`)).json().data;
    expect(revisions.at(-1)).toMatchObject({
      revision: 2,
      status: "requested",
      fee: { tier: expect.any(Number), currency: "USD" },
    });
    const accepted = await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/revision`, { decision: "accept" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const confirmed = await record("revision accepted by operations");
    expect(confirmed.consignmentItems[0].descriptionOfGoods).toEqual(["REFINED SOYBEAN OIL", "IN STEEL DRUMS"]);

    await publishBill(desk, order.id);
    await record("draft published by operations");
    const approve = { transportDocumentStatus: "APPROVED" };
    expect(dcsaErrors("EBL", "ApproveTransportDocument", approve)).toEqual([]);
    const patched = await eblCall(app, key, "PATCH", `${TD}/${order.reference}`, approve);
    expect(patched.statusCode, patched.body).toBe(202);
    expect((await orderRow(db, order.id)).status).toBe(ORDER_STATUS.AWAITING_PAYMENT);
    await record("approved by PATCH");
    const twice = await eblCall(app, key, "PATCH", `${TD}/${order.reference}`, approve);
    expect(twice.statusCode, twice.body).toBe(409);

    // the rest of the portal's path: payment, invoice (the bill issued), telex guarantee and release
    const mine = { id: order.id, owner_id: owner.user.id };
    const asOwner = { role: "owner" as const, uploadedBy: owner.user.id };
    const receipt = (await createDocument(db, mine, DOCUMENT_TYPE.PAYMENT_RECEIPT, asOwner)).id;
    expect((await call(app, owner.token, "PUT", "/api/order/pay", { id: order.id, filename: receipt })).statusCode).toBe(200);
    await record("paid");
    const invoice = (await createDocument(db, mine, DOCUMENT_TYPE.INVOICE)).id;
    const invoiced = await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/invoice`, {
      file: invoice,
      amount: "100",
      currency: "USD",
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    await record("invoice issued");
    const guarantee = (await createDocument(db, mine, DOCUMENT_TYPE.TELEX_GUARANTEE, asOwner)).id;
    expect((await call(app, owner.token, "PUT", "/api/order/telex", { id: order.id, filename: guarantee })).statusCode).toBe(200);
    await record("telex guarantee");
    const release = (await createDocument(db, mine, DOCUMENT_TYPE.TELEX_RELEASE)).id;
    expect((await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/release`, { file: release })).statusCode).toBe(
      200,
    );
    await record("released");

    expect(steps).toEqual([
      ["submitted", { si: "RECEIVED", update: null }, null],
      ["updated after submit", { si: "RECEIVED", update: "UPDATE_RECEIVED" }, null],
      ["revision accepted by operations", { si: "RECEIVED", update: "UPDATE_CONFIRMED" }, null],
      ["draft published by operations", { si: "RECEIVED", update: "UPDATE_CONFIRMED" }, { td: "DRAFT" }],
      ["approved by PATCH", { si: "RECEIVED", update: "UPDATE_CONFIRMED" }, { td: "APPROVED" }],
      ["paid", { si: "RECEIVED", update: "UPDATE_CONFIRMED" }, { td: "APPROVED" }],
      ["invoice issued", { si: "RECEIVED", update: "UPDATE_CONFIRMED" }, { td: "ISSUED" }],
      ["telex guarantee", { si: "RECEIVED", update: "UPDATE_CONFIRMED" }, { td: "PENDING_SURRENDER_FOR_DELIVERY" }],
      ["released", { si: "COMPLETED", update: "UPDATE_CONFIRMED" }, { td: "SURRENDERED_FOR_DELIVERY" }],
    ]);
  });
});
