import type { Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";

/** A DCSA Booking (Booking 2.0.4 `Booking`), as GET /dcsa/bkg/v2/bookings/{reference} answers it. */
export type DcsaBooking = Record<string, unknown> & {
  carrierBookingRequestReference: string;
  bookingStatus: string;
};

/** The order's DCSA Booking; null when the standard has none for it (a draft, an LCL order). */
export async function bookingOf(_db: Db, _orderId: number, _lang: Lang): Promise<DcsaBooking | null> {
  throw new Error("bookingOf: not built yet");
}
