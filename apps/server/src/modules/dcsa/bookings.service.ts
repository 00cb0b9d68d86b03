import { bookingFormSchema, bookingUpdateSchema, ORDER_STATUS, translate } from "@haiyun/shared";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { issuesToFieldErrors } from "../../lib/validation";
import type { Caller, OrdersContext } from "../orders";
import { runAction } from "../orders";
import { containerTypeCodes, findBookingOrder, findOwnBookingId, idsByCode, profileOf } from "./booking-codes.repository";
import { bookingInputOf, type CodeBook, DEFAULT_INCOTERM, FALLBACK_PACKAGE_CODE, type Profile } from "./booking-input";
import { inDcsaTerms, type PathMap } from "./booking-paths";
import type { DcsaBookingRequest, DcsaCancelRequest } from "./booking-request";
import { bookingOf, type DcsaBooking } from "./booking-resource";
import { DcsaFault } from "./dcsa-errors";

// The DCSA booking routes' rules: each request becomes the portal's own action (submit,
// update_booking, request_amendment, cancel, request_cancellation) run by the one action runner,
// so the checks, permissions, timeline, mails and notifications are the screens' own. A reference
// the caller may not see is the same 404 as a missing one.

/** The reference lists' entries a request names, looked up at once. */
async function codeBookFor(db: Db, request: DcsaBookingRequest): Promise<CodeBook> {
  const commodities = request.requestedEquipments.flatMap((equipment) => equipment.commodities ?? []);
  const parties = [
    request.documentParties.shipper,
    request.documentParties.consignee,
    ...(request.documentParties.other ?? []).map((other) => other.party),
  ];
  const [port, carrier, unit, incoterm, country, containers] = await Promise.all([
    idsByCode(
      db,
      "port",
      request.shipmentLocations.map((place) => place.location.UNLocationCode ?? ""),
    ),
    idsByCode(db, "carrier", [request.carrierCode ?? ""]),
    idsByCode(db, "unit", [FALLBACK_PACKAGE_CODE, ...commodities.map((c) => c.outerPackaging?.packageCode ?? "")]),
    idsByCode(db, "incoterm", [request.incoTerms ?? DEFAULT_INCOTERM]),
    idsByCode(
      db,
      "country",
      parties.map((party) => party?.address?.countryCode ?? ""),
    ),
    containerTypeCodes(db),
  ]);
  return { port, carrier, unit, incoterm, country, containers };
}

/** The caller's profile as a party, when it is complete enough to be one. */
async function profileParty(db: Db, userId: number): Promise<Profile | null> {
  const profile = await profileOf(db, userId);
  if (!profile) return null;
  const complete = [profile.company1, profile.linkman, profile.phone, profile.address1, profile.city].every(Boolean);
  if (!complete || profile.country_id === null) return null;
  return { ...profile, email: profile.email.includes("@") ? profile.email : "", country_id: profile.country_id };
}

/** The request as the portal's booking form, checked by the form's own schema; a fault names the DCSA property. */
async function formOf<S extends z.ZodType>(db: Db, caller: Caller, request: DcsaBookingRequest, schema: S, extra: object) {
  const { form, faults, paths } = bookingInputOf(request, await codeBookFor(db, request), await profileParty(db, caller.id));
  if (faults.length > 0) throw new DcsaFault(400, faults);
  const parsed = schema.safeParse({ ...form, ...extra });
  if (!parsed.success) {
    const issues = parsed.error.issues as unknown as Parameters<typeof issuesToFieldErrors>[0];
    throw inDcsaTerms(new AppError("VALIDATION_FAILED", { errors: issuesToFieldErrors(issues, caller.lang) }), paths);
  }
  return { form: parsed.data as z.output<S>, paths };
}

/** Runs the portal's action; its refusal names the request's properties. */
async function run(paths: PathMap, step: () => Promise<unknown>, prefix = "") {
  try {
    await step();
  } catch (error) {
    throw inDcsaTerms(error, paths, prefix);
  }
}

async function ownOrderId(db: Db, caller: Caller, reference: string): Promise<number> {
  const id = await findOwnBookingId(db, caller.id, reference);
  if (id === null) throw new DcsaFault(404, [{ key: "dcsa.not_found", property: "bookingReference", value: reference }]);
  return id;
}

/** POST /bookings: a submitted FCL booking of the caller; its carrierBookingRequestReference. */
export async function createDcsaBooking(ctx: OrdersContext, caller: Caller, request: DcsaBookingRequest) {
  const { form, paths } = await formOf(ctx.db, caller, request, bookingFormSchema, { action: "submit" });
  let orderId = 0;
  await run(paths, async () => {
    orderId = (await runAction(ctx, "submit", caller, null, form)).id;
  });
  const order = await findBookingOrder(ctx.db, orderId);
  return { carrierBookingRequestReference: order?.dcsa_reference ?? "" };
}

/** GET /bookings/{reference}: the caller's booking. */
export async function readDcsaBooking(db: Db, caller: Caller, reference: string): Promise<DcsaBooking> {
  const booking = await bookingOf(db, await ownOrderId(db, caller, reference), caller.lang);
  if (!booking) throw new DcsaFault(404, [{ key: "dcsa.not_found", property: "bookingReference", value: reference }]);
  return booking;
}

/** Past the desk's confirmation: a change is an amendment request (the portal refuses it where it is too late). */
const isConfirmed = (status: number) => status !== ORDER_STATUS.DRAFT && status !== ORDER_STATUS.AWAITING_BOOKING;

/** PUT /bookings/{reference}: an update before confirmation, an amendment request after. */
export async function updateDcsaBooking(ctx: OrdersContext, caller: Caller, reference: string, request: DcsaBookingRequest) {
  const id = await ownOrderId(ctx.db, caller, reference);
  const order = await findBookingOrder(ctx.db, id);
  const { form, paths } = await formOf(ctx.db, caller, request, bookingUpdateSchema, {});
  if (order && isConfirmed(order.status)) {
    const reason = translate("dcsa.booking.amendment_reason", caller.lang) ?? "DCSA UpdateBooking";
    await run(paths, () => runAction(ctx, "request_amendment", caller, id, { reason, booking: form }), "booking.");
  } else {
    await run(paths, () => runAction(ctx, "update_booking", caller, id, form));
  }
  return { carrierBookingRequestReference: order?.dcsa_reference ?? reference };
}

/** PATCH /bookings/{reference}: cancels before confirmation, asks operations to cancel after. */
export async function cancelDcsaBooking(ctx: OrdersContext, caller: Caller, reference: string, request: DcsaCancelRequest) {
  const id = await ownOrderId(ctx.db, caller, reference);
  const reason = request.reason?.trim() || (translate("dcsa.booking.cancel_reason", caller.lang) ?? "DCSA");
  if ("bookingStatus" in request) {
    await runAction(ctx, "cancel", caller, id, { reason });
  } else if ("bookingCancellationStatus" in request) {
    await runAction(ctx, "request_cancellation", caller, id, { reason });
  } else {
    // the portal keeps an amendment request until operations decide; the customer cannot withdraw it
    throw new DcsaFault(409, [
      { key: "dcsa.booking.amendment_cancel", property: "amendedBookingStatus", value: "AMENDMENT_CANCELLED" },
    ]);
  }
  const order = await findBookingOrder(ctx.db, id);
  return { carrierBookingRequestReference: order?.dcsa_reference ?? reference };
}
