import type { Db } from "../../db/client";
import { DcsaFault } from "./dcsa-errors";
import { findOwnOrderByBookingNumber, findOwnOrderByReference, type OrderRow } from "./ebl-data.repository";

// The orders the eBL and VGM routes act on: the key's user's own, named by the carrier's booking
// number (orders.so_no, set when operations confirm) or by the order's DCSA reference (which is
// also the shipping instructions' and the transport document's reference). Anyone else's order,
// or a reference that names none, is the same 404.

const notFound = (property: string, value: string) =>
  new DcsaFault(404, [{ key: "dcsa.ebl.not_found", property, value: value.slice(0, 100) }]);

/** The caller's order confirmed under carrier booking number `cbr` (compared without case). */
export async function orderByBookingNumber(db: Db, ownerId: number, cbr: string, property: string): Promise<OrderRow> {
  const wanted = cbr.trim().toUpperCase();
  const row = wanted ? await findOwnOrderByBookingNumber(db, ownerId, wanted) : undefined;
  if (!row) throw notFound(property, cbr);
  return row;
}

/** The caller's order whose DCSA reference is `reference`. */
export async function orderByReference(db: Db, ownerId: number, reference: string, property: string): Promise<OrderRow> {
  const row = /^[0-9A-F]{16}$/.test(reference) ? await findOwnOrderByReference(db, ownerId, reference) : undefined;
  if (!row) throw notFound(property, reference);
  return row;
}

export { notFound as eblNotFound };
