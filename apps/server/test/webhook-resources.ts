import { ORDER_STATUS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { orders } from "../src/db/schema";
import { dcsaExample } from "./dcsa-schema";

// Schema-valid DCSA resources for the webhook tests, standing in for the builders of
// modules/dcsa/resources.ts (mocked in those tests): each made from the standards' own examples,
// with the fields a carrier's answer adds, for the order whose reference is given.

const example = dcsaExample;

export function fakeBooking(reference: string, bookingStatus = "RECEIVED") {
  return { ...example("booking-api-2.0.0-regular.json"), carrierBookingRequestReference: reference, bookingStatus };
}

export function fakeShippingInstructions(reference: string) {
  return {
    ...example("ebl-api-3.0.0-request.json"),
    shippingInstructionsReference: `SI${reference}`,
    shippingInstructionsStatus: "RECEIVED",
  };
}

export function fakeTransportDocument(reference: string) {
  const si = example("ebl-api-3.0.0-request.json") as Record<string, unknown> & {
    documentParties?: Record<string, unknown>;
    utilizedTransportEquipments?: Record<string, unknown>[];
  };
  const {
    requestedCarrierClauses: _clauses,
    houseBillOfLadings: _houses,
    advanceManifestFilings: _filings,
    isCargoDeliveredInICS2Zone: _ics2,
    isHouseBillOfLadingsIssued: _issued,
    ...rest
  } = si;
  const party = { partyName: "Haiyun Lines", address: { street: "Zhongshan Road", city: "Shanghai", countryCode: "CN" } };
  return {
    ...rest,
    transportDocumentReference: `TD${reference}`,
    transportDocumentStatus: "DRAFT",
    shippingInstructionsReference: `SI${reference}`,
    carrierCode: "MSCU",
    carrierCodeListProvider: "SMDG",
    termsAndConditions: "Carried on the carrier's terms",
    receiptTypeAtOrigin: "CY",
    deliveryTypeAtDestination: "CY",
    cargoMovementTypeAtOrigin: "FCL",
    cargoMovementTypeAtDestination: "FCL",
    documentParties: { ...si.documentParties, issuingParty: party },
    utilizedTransportEquipments: (si.utilizedTransportEquipments ?? []).map((unit) => ({
      ...unit,
      equipment: {
        equipmentReference: unit.equipmentReference,
        ISOEquipmentCode: "42G1",
        tareWeight: { value: 3700, unit: "KGM" },
      },
    })),
    transports: {
      plannedDepartureDate: "2026-12-01",
      plannedArrivalDate: "2027-01-05",
      portOfLoading: { UNLocationCode: "CNSHA" },
      portOfDischarge: { UNLocationCode: "NLRTM" },
      vesselVoyages: [{ vesselName: "HAIYUN STAR", carrierExportVoyageNumber: "001E" }],
    },
  };
}

export function fakeVgmDeclaration(reference: string) {
  return {
    declarationReference: `VGM${reference}`,
    VGM: { weight: { value: 24_000, unit: "KGM" }, method: "SM1" },
    equipmentDetails: { equipmentReference: "MSCU9988776" },
  };
}

/** The order's reference and status, as a builder reads them. */
async function orderOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ reference: orders.dcsa_reference, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

const BOOKING_STATUS: Record<number, string> = {
  [ORDER_STATUS.AWAITING_BOOKING]: "RECEIVED",
  [ORDER_STATUS.CANCELLED]: "CANCELLED",
};

/**
 * The module that stands in for modules/dcsa/resources.ts: a draft has no booking (null, as the
 * standard has none), any other order has one; every order has its SI, transport document and VGM.
 * `calls` counts the builders' calls.
 */
export function mockedResources() {
  const calls = { booking: 0, si: 0, td: 0, vgm: 0 };
  return {
    calls,
    bookingOf: async (db: Db, orderId: number) => {
      calls.booking += 1;
      const order = await orderOf(db, orderId);
      if (!order || order.status === ORDER_STATUS.DRAFT) return null;
      return fakeBooking(order.reference, BOOKING_STATUS[order.status] ?? "CONFIRMED");
    },
    shippingInstructionsOf: async (db: Db, orderId: number) => {
      calls.si += 1;
      const order = await orderOf(db, orderId);
      return order ? fakeShippingInstructions(order.reference) : null;
    },
    transportDocumentOf: async (db: Db, orderId: number) => {
      calls.td += 1;
      const order = await orderOf(db, orderId);
      return order ? fakeTransportDocument(order.reference) : null;
    },
    vgmDeclarationsOf: async (db: Db, orderId: number) => {
      calls.vgm += 1;
      const order = await orderOf(db, orderId);
      return order ? [fakeVgmDeclaration(order.reference)] : [];
    },
  };
}
