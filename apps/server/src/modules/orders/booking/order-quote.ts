import { type BookingForm, CONTAINER_MODE, hasAuthority, type Lang, multiplyPrice, sumPrices, translate } from "@haiyun/shared";
import { AppError } from "../../../lib/app-error";
import { liveQuoteSnapshot } from "../../quotes/quotes.service";
import type { BookingColumns } from "../core/orders.repository";

// Booking from a quote (authority quote_booking). The form sends only the quote's
// id; each save or submit takes the quote's prices, currency and validity from the live quote, so
// no customer can make up a price, and a later edit of the rate leaves the saved order as it was.

export type QuoteColumns = Pick<
  BookingColumns,
  "quote_id" | "quote_forwarder_id" | "quote_currency" | "quote_sdate" | "quote_edate" | "quote_prices" | "quote_amount"
>;

export const NO_QUOTE: QuoteColumns = {
  quote_id: null,
  quote_forwarder_id: null,
  quote_currency: "",
  quote_sdate: null,
  quote_edate: null,
  quote_prices: null,
  quote_amount: null,
};

/** A booking names a quote only with the authority to book from one (the Book button's). */
export function assertMayBookQuote(authorities: readonly string[], form: Pick<BookingForm, "quote_id">) {
  if (form.quote_id && !hasAuthority(authorities, ["quote_booking"], "all")) throw new AppError("AUTH_FORBIDDEN");
}

/** The order's spaces priced by the quote: count × price per container type, exactly. */
export function pricedSpaces(prices: readonly { container_id: number; price: string }[], spaces: BookingForm["spaces"]) {
  const price = new Map(prices.map((entry) => [entry.container_id, entry.price]));
  return spaces.map((space) => {
    const each = price.get(space.container_id);
    return { ...space, price: each, amount: each === undefined ? undefined : multiplyPrice(each, space.count) };
  });
}

const QUOTED_ROUTE = ["carrier_id", "pol_id", "pod_id", "to_id"] as const;

/** The quote columns a save writes: the live quote's snapshot and the amount of the order's spaces. */
export async function quoteColumnsOf(db: Parameters<typeof liveQuoteSnapshot>[0], form: BookingForm, lang: Lang) {
  if (!form.quote_id) return NO_QUOTE;
  const field = (key: string) => translate(key, lang) ?? key;
  if (form.container_mode !== CONTAINER_MODE.FCL) {
    // a quote prices container types: only a full-container booking is made from one
    throw new AppError("VALIDATION_FAILED", { errors: [{ field: "quote_id", message: field("v.invalid") }] });
  }
  const quote = await liveQuoteSnapshot(db, form.quote_id);
  if (!quote) throw new AppError("QUOTE_NOT_LIVE", { errors: [{ field: "quote_id", message: field("QUOTE_NOT_LIVE") }] });
  // the prices are for the quote's carrier and route: changing either leaves the quote behind
  const moved = QUOTED_ROUTE.flatMap((key) =>
    form[key] === quote[key] ? [] : [{ field: key, message: field("v.quote_route") }],
  );
  const lines = pricedSpaces(quote.prices, form.spaces);
  const unpriced = lines.flatMap((line, i) =>
    line.amount === undefined ? [{ field: `spaces.${i}.container_id`, message: field("v.not_quoted") }] : [],
  );
  if (moved.length + unpriced.length > 0) throw new AppError("VALIDATION_FAILED", { errors: [...moved, ...unpriced] });
  const columns: QuoteColumns = {
    quote_id: quote.id,
    quote_forwarder_id: quote.forwarder_id,
    quote_currency: quote.currency,
    quote_sdate: quote.sdate,
    quote_edate: quote.edate,
    quote_prices: quote.prices,
    quote_amount: lines.length > 0 ? sumPrices(lines.flatMap((line) => (line.amount === undefined ? [] : [line.amount]))) : null,
  };
  return columns;
}

export async function quoteIsLive(db: Parameters<typeof liveQuoteSnapshot>[0], id: number) {
  return (await liveQuoteSnapshot(db, id)) !== null;
}
