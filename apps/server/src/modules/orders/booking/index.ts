// The booking room: writing and amending the booking, its versions, updates and cancellation
// requests. What the other rooms use of it:

export { checkAmendment, writeAmendedBooking } from "./amendment-write";
export { readOrder } from "./booking-snapshot";
export { writeBooking } from "./booking-write";
export { decideAmendment, insertAmendment, openAmendmentOf, setBookingSides } from "./order-amendments.repository";
export { askedCancellation } from "./order-cancellation";
export { setCancellationState } from "./order-cancellation.repository";
export { default as orderCancellationRoutes } from "./order-cancellation.routes";
export { assertMayBookQuote } from "./order-quote";
export { ensureBaseVersion, recordVersion } from "./order-versions";
export { lastVersionOf } from "./order-versions.repository";
export { default as orderVersionsRoutes } from "./order-versions.routes";
export { bookingFormOf, orderFormOf } from "./orders.service";
