import {
  type AmendmentBooking,
  type BookingForm,
  businessToday,
  diffFields,
  type FieldChange,
  type Lang,
  multiplyPrice,
  sumPrices,
  translate,
} from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { AppError, type FieldError } from "../../../lib/app-error";
import { specialCargoColumns } from "../cargo";
import { type OrderRow, replaceOrderChildren, updateOrder } from "../core/orders.repository";
import { checkBookingReferences } from "./booking-references";
import { bookingOfOrder, confirmationOf, snapshotOf } from "./booking-snapshot";
import { childrenOf, columnsOf } from "./booking-write";

// An amendment of a confirmed booking (docs/PRODUCT-RULES.md, "Booking updates and amendments"):
// what it may change, checked when asked and again when accepted, and how an accepted one is
// written. The container mode and the quote stay as confirmed; a booking made from a quote also
// keeps the quote's carrier and route, and its prices as booked (the quote may have expired
// since); the spaces are priced again from them.

const QUOTED_ROUTE = ["carrier_id", "pol_id", "pod_id", "to_id"] as const;

const asForm = (booking: AmendmentBooking): BookingForm => ({ ...booking, action: "submit" }) as BookingForm;

/** The field errors of an amendment's booking against the order it would change (its fields under `booking.`). */
function ruleErrors(order: OrderRow, booking: AmendmentBooking, lang: Lang, today: string): FieldError[] {
  const error = (field: string, key: string): FieldError => ({
    field: `booking.${field}`,
    message: translate(key, lang) ?? key,
  });
  const errors: FieldError[] = [];
  if (booking.container_mode !== order.container_mode) errors.push(error("container_mode", "v.locked"));
  if ((booking.quote_id ?? null) !== order.quote_id) errors.push(error("quote_id", "v.locked"));
  if (order.quote_id !== null) {
    for (const key of QUOTED_ROUTE) if ((booking[key] ?? null) !== order[key]) errors.push(error(key, "v.quote_route"));
    const priced = new Set((order.quote_prices ?? []).map((entry) => entry.container_id));
    booking.spaces.forEach((space, i) => {
      if (!priced.has(space.container_id)) errors.push(error(`spaces.${i}.container_id`, "v.not_quoted"));
    });
  }
  // a ready date kept as booked may be past; a new one may not
  if (booking.ready_date && booking.ready_date !== order.ready_date && booking.ready_date < today) {
    errors.push(error("ready_date", "v.date_past"));
  }
  return errors;
}

/** The references the booking names, checked as offered now; its errors named under `booking.`. */
async function checkReferences(tx: Db, booking: AmendmentBooking, freightCollect: string, lang: Lang) {
  try {
    return await checkBookingReferences(tx, asForm(booking), freightCollect, lang);
  } catch (error) {
    if (!(error instanceof AppError) || !error.errors) throw error;
    throw new AppError(error.code, { errors: error.errors.map((item) => ({ ...item, field: `booking.${item.field}` })) });
  }
}

export interface AmendmentCheck {
  /** the booking as asked against the order as it stands */
  diff: FieldChange[];
  freightTermId: number | null;
}

/**
 * Checks `booking` as an amendment of `order` (400 naming each field that may not change or names
 * what the lists no longer offer; 400 when it changes nothing) and answers its diff.
 */
export async function checkAmendment(
  tx: Db,
  order: OrderRow,
  booking: AmendmentBooking,
  { lang, freightCollect, now }: { lang: Lang; freightCollect: string; now: Date },
): Promise<AmendmentCheck> {
  const errors = ruleErrors(order, booking, lang, businessToday(now));
  if (errors.length > 0) throw new AppError("VALIDATION_FAILED", { errors });
  const { freightTermId } = await checkReferences(tx, booking, freightCollect, lang);
  const confirmation = confirmationOf(order);
  // an empty freight term is the incoterm's default, as the order stores it
  const asked = snapshotOf({ ...booking, freight_term_id: freightTermId }, confirmation);
  const diff = diffFields(snapshotOf(await bookingOfOrder(tx, order), confirmation), asked);
  if (diff.length === 0) {
    throw new AppError("VALIDATION_FAILED", { errors: [{ field: "booking", message: translate("v.no_change", lang) ?? "" }] });
  }
  return { diff, freightTermId };
}

/** Writes an accepted amendment's booking onto the order: its fields, parties, spaces and goods. */
export async function writeAmendedBooking(tx: Db, order: OrderRow, booking: AmendmentBooking, freightTermId: number | null) {
  const form = asForm(booking);
  const prices = new Map((order.quote_prices ?? []).map((entry) => [entry.container_id, entry.price]));
  const amounts = form.spaces.flatMap((space) => {
    const each = prices.get(space.container_id);
    return each === undefined ? [] : [multiplyPrice(each, space.count)];
  });
  await updateOrder(tx, order.id, {
    ...columnsOf(form, freightTermId),
    ...(order.quote_id !== null ? { quote_amount: amounts.length > 0 ? sumPrices(amounts) : null } : {}),
    // operations accepting the amendment approve its dangerous goods and out-of-gauge cargo with it
    ...(await specialCargoColumns(tx, order, form, "approved")),
  });
  await replaceOrderChildren(tx, order.id, childrenOf(form), false);
}
