import { bookingEndingOf, CONTAINER_MODE, type Lang, ORDER_STATUS } from "@haiyun/shared";
import type { Db } from "../../db/client";
import {
  cancellingEvent,
  codesById,
  containerTypeCodes,
  findBookingChildren,
  findBookingOrder,
} from "./booking-codes.repository";
import { dcsaBookingFrom } from "./booking-output";

/** A DCSA Booking (Booking 2.0.4 `Booking`), as GET /dcsa/bkg/v2/bookings/{reference} answers it. */
export type DcsaBooking = Record<string, unknown> & {
  carrierBookingRequestReference: string;
  bookingStatus: string;
};

/** The order's DCSA Booking; null when the standard has none for it (a draft, an LCL order). */
export async function bookingOf(db: Db, orderId: number, _lang: Lang): Promise<DcsaBooking | null> {
  const order = await findBookingOrder(db, orderId);
  if (!order || order.status === ORDER_STATUS.DRAFT || order.container_mode !== CONTAINER_MODE.FCL) return null;
  const children = await findBookingChildren(db, orderId);
  const [port, carrier, unit, incoterm, freightTerm, country, containers, ended] = await Promise.all([
    codesById(db, "port", [order.from_id, order.pol_id, order.pod_id, order.to_id]),
    codesById(db, "carrier", [order.carrier_id]),
    codesById(
      db,
      "unit",
      children.containers.map((container) => container.package_uid),
    ),
    codesById(db, "incoterm", [order.inco_term_id]),
    codesById(db, "freight_term", [order.freight_term_id]),
    codesById(
      db,
      "country",
      children.contacts.map((contact) => contact.country_id),
    ),
    containerTypeCodes(db),
    order.status === ORDER_STATUS.CANCELLED ? cancellingEvent(db, orderId) : Promise.resolve(null),
  ]);
  const ending = ended ? bookingEndingOf(ended.action, ended.from_status) : null;
  const names = { port, carrier, unit, incoterm, freight_term: freightTerm, country, containers };
  return dcsaBookingFrom(order, children, names, ending) as DcsaBooking | null;
}
