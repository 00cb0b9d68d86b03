import type { Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";

// The DCSA resources of one order, as the customer API answers them and as the webhooks carry
// them. Each is built from the order's rows by the mapping of its standard (bookings, shipping
// instructions, transport documents, VGM declarations).
//
// SKELETON: the signatures are fixed; the bodies are filled by the mapping modules.

/** A DCSA Booking (Booking 2.0.4 `Booking`), as GET /dcsa/bkg/v2/bookings/{reference} answers it. */
export type DcsaBooking = Record<string, unknown> & {
  carrierBookingRequestReference: string;
  bookingStatus: string;
};

/** A DCSA ShippingInstructions (eBL 3.0.3), or null while the order has none. */
export type DcsaShippingInstructions = Record<string, unknown> & { shippingInstructionsReference: string };

/** A DCSA TransportDocument (eBL 3.0.3), or null before a draft bill is published. */
export type DcsaTransportDocument = Record<string, unknown> & { transportDocumentReference: string };

/** DCSA VGM declarations (VGM 1.0), one per container that has one. */
export type DcsaVgmDeclaration = Record<string, unknown>;

export async function bookingOf(_db: Db, _orderId: number, _lang: Lang): Promise<DcsaBooking | null> {
  throw new Error("bookingOf: not built yet");
}

export async function shippingInstructionsOf(_db: Db, _orderId: number, _lang: Lang): Promise<DcsaShippingInstructions | null> {
  throw new Error("shippingInstructionsOf: not built yet");
}

export async function transportDocumentOf(_db: Db, _orderId: number, _lang: Lang): Promise<DcsaTransportDocument | null> {
  throw new Error("transportDocumentOf: not built yet");
}

export async function vgmDeclarationsOf(_db: Db, _orderId: number): Promise<DcsaVgmDeclaration[]> {
  throw new Error("vgmDeclarationsOf: not built yet");
}
