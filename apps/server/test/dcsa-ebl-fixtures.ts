import { containerNoProblem, DOCUMENT_TYPE } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../src/db/client";
import { dcsa } from "./dcsa-fixtures";
import { dcsaErrors, dcsaExample } from "./dcsa-schema";
import { createDocument } from "./factories";
import { call, confirmBody, fclBooking, type Refs, type SignedIn } from "./order-fixtures";

// What the eBL and VGM tests share: confirmed FCL orders made through the portal's own routes
// (booked by the owner, confirmed by operations with a carrier booking number of their own), the
// conformance examples with only their booking reference replaced, and the schema checks.

let serial = 0;

/** A valid ISO 6346 number for the owner code and serial given (its check digit computed). */
export function containerNo(prefix: string): string {
  const problem = containerNoProblem(`${prefix}0`);
  return problem?.problem === "check_digit" ? `${prefix}${problem.expected}` : `${prefix}0`;
}

export interface Desk {
  app: FastifyInstance;
  db: Db;
  refs: Refs;
  owner: SignedIn;
  operator: SignedIn;
}

/** An FCL order (2 × 40HQ, 1 × 20GP) booked and confirmed: its id and carrier booking number. */
export async function confirmedOrder(desk: Desk): Promise<{ id: number; cbr: string; reference: string }> {
  const { app, refs, owner, operator } = desk;
  const booked = await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs));
  expect(booked.statusCode, booked.body).toBe(200);
  const id = booked.json().data.id as number;
  serial += 1;
  const cbr = `EBL${Date.now().toString(36).toUpperCase()}${serial}`;
  const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, {
    ...confirmBody(refs.maersk),
    so_no: cbr,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const detail = await call(app, owner.token, "GET", `/api/order/${id}`);
  const [row] = (
    (await desk.db.execute(`select dcsa_reference, so_no from orders where id = ${id}`)) as unknown as {
      rows: { dcsa_reference: string; so_no: string }[];
    }
  ).rows;
  expect(detail.statusCode).toBe(200);
  return { id, cbr: row?.so_no ?? cbr, reference: row?.dcsa_reference ?? "" };
}

/** A conformance example with its (top-level) carrier booking reference replaced by `cbr`, nothing else changed. */
export function eblExample(file: string, cbr: string): Record<string, unknown> {
  const example = dcsaExample(file) as { consignmentItems: { carrierBookingReference: string }[] };
  for (const item of example.consignmentItems) item.carrierBookingReference = cbr;
  return example as unknown as Record<string, unknown>;
}

/** Operations publish the draft bill through their own route. */
export async function publishBill(desk: Desk, id: number) {
  const file = (await createDocument(desk.db, { id, owner_id: desk.owner.user.id }, DOCUMENT_TYPE.BILL_DRAFT)).id;
  const res = await call(desk.app, desk.operator.token, "PUT", `/api/ops/order/${id}/bill`, { mbl_no: "MAEU261234567", file });
  expect(res.statusCode, res.body).toBe(200);
}

/** A DCSA call whose answer is checked against the standard's component (ErrorResponse for any error). */
export async function eblCall(
  app: FastifyInstance,
  key: string,
  method: "GET" | "POST" | "PUT" | "PATCH",
  url: string,
  body?: unknown,
  lang?: "cn" | "en",
) {
  const res = await dcsa(app, key, method, url, body, lang);
  if (res.statusCode >= 400) expect(dcsaErrors("EBL", "ErrorResponse", res.json()), res.body).toEqual([]);
  return res;
}

/** An instruction the carrier-ready check passes: the example's, with a real container number, type and packaging. */
export function goodBody(cbr: string, number = containerNo("MSCU998877")): Record<string, any> {
  const body = eblExample("ebl-api-3.0.0-request.json", cbr) as Record<string, any>;
  body.utilizedTransportEquipments = [
    {
      isShipperOwned: false,
      equipment: { equipmentReference: number, ISOEquipmentCode: "45G1", tareWeight: { value: 3900, unit: "KGM" } },
      shippingMarks: ["MADE IN BRAZIL"],
      seals: [{ number: "NSL13386" }],
    },
  ];
  body.consignmentItems[0].cargoItems = [
    {
      equipmentReference: number,
      cargoGrossWeight: { value: 12000, unit: "KGM" },
      cargoGrossVolume: { value: 58.2, unit: "MTQ" },
      outerPackaging: { packageCode: "DR", description: "Steel Drums", numberOfPackages: 400 },
    },
  ];
  return body;
}
