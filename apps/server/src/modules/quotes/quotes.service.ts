import {
  businessToday,
  idsOf,
  type Lang,
  multiplyPrice,
  type QuoteEstimate,
  type QuoteListQuery,
  type QuoteView,
  sumPrices,
  translate,
} from "@haiyun/shared";
import { QUOTE_STATUS } from "@haiyun/shared/constants/quote";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { offsetOf } from "../../lib/pagination";
import { rateSpacesOf } from "../rates/rates.service";
import type { QuoteCache } from "./quote-cache";
import { listQuotes, type QuoteJsonRow, type QuoteSort, quoteGeneration } from "./quote-list.repository";
import { findQuote, type QuoteRow } from "./quotes.repository";

// Quotes: GET /quote, GET /quote/{id}. Without quote_forwarder the
// answer names no forwarder and the forwarder filter is ignored: the authority gates the data.

type Names = { name_cn: string | null; name_en: string | null } | null;
const nameOf = (names: Names, lang: Lang) => (names ? ((lang === "cn" ? names.name_cn : names.name_en) ?? "") : "");

function sortOf(query: QuoteListQuery): QuoteSort | undefined {
  if (!query.field) return undefined;
  const desc = query.order === "desc";
  if (query.field.startsWith("price_")) return { by: "price", containerId: Number(query.field.slice(6)), desc };
  return { by: query.field as "transit_days" | "edate", desc };
}

async function present(db: Db, rows: QuoteRow[], today: string, lang: Lang, withForwarder: boolean): Promise<QuoteView[]> {
  const spaces = await rateSpacesOf(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return rows.map((row) => ({
    id: row.id,
    carrier_id: row.carrier_id,
    carrier_name: nameOf(row.carrier, lang),
    ...(withForwarder ? { forwarder_id: row.owner_id, forwarder_name: nameOf(row.forwarder, lang) } : {}),
    pol_id: row.pol_id,
    pol_name: nameOf(row.pol, lang),
    pod_id: row.pod_id,
    pod_name: nameOf(row.pod, lang),
    to_id: row.to_id,
    to_name: nameOf(row.to, lang),
    sdate: row.sdate,
    edate: row.edate,
    transit_days: row.transit_days,
    currency: row.currency,
    remark: row.remark,
    status: row.sdate <= today ? QUOTE_STATUS.IN_FORCE : QUOTE_STATUS.STARTS_LATER,
    spaces: spaces.get(row.id) ?? [],
  }));
}

/** A page row as the view: its names in the reader's language, exactly the schema's fields. */
function listedView(row: QuoteJsonRow, today: string, lang: Lang, withForwarder: boolean): QuoteView {
  // every position of QuoteJsonRow, in the order the statement builds its JSON array
  const [
    id,
    ownerId,
    carrierId,
    polId,
    podId,
    toId,
    sdate,
    edate,
    transitDays,
    currency,
    remark,
    carrier,
    pol,
    pod,
    to,
    forwarder,
    spaces,
  ] = row;
  const at = lang === "cn" ? 0 : 1;
  const name = (names: [string | null, string | null]) => names[at] ?? "";
  return {
    id,
    carrier_id: carrierId,
    carrier_name: name(carrier),
    ...(withForwarder ? { forwarder_id: ownerId, forwarder_name: name(forwarder) } : {}),
    pol_id: polId,
    pol_name: name(pol),
    pod_id: podId,
    pod_name: name(pod),
    to_id: toId,
    to_name: name(to),
    sdate,
    edate,
    transit_days: transitDays,
    currency,
    remark,
    status: sdate <= today ? QUOTE_STATUS.IN_FORCE : QUOTE_STATUS.STARTS_LATER,
    spaces: spaces.map(([containerId, nameCn, nameEn, price]) => ({
      container_id: containerId,
      container_name: (at === 0 ? nameCn : nameEn) ?? "",
      price,
    })),
  };
}

export type QuoteListAnswer = { list: QuoteView[]; total: number };

/**
 * GET /quote as sent: the answer's text kept in `cache` for this generation of the rates
 * (quote-cache.ts), else the database's answer, serialized by the route and kept. The generation
 * is the one this process heard of (`heard`: each new one is NOTIFYed, plugins/kept-lists.ts),
 * else, while it might miss one (`heard` null), read from the database.
 */
export async function quoteListText(
  db: Db,
  cache: QuoteCache<string>,
  request: { query: QuoteListQuery; lang: Lang; withForwarder: boolean; heard: string | null },
  serialize: (answer: QuoteListAnswer) => string,
): Promise<string> {
  const { query, lang, withForwarder } = request;
  // one business day for the key and the answer: a request across midnight keeps one
  const today = businessToday();
  const read = async () => serialize(await listLiveQuotes(db, query, lang, withForwarder, today));
  if (!cache.enabled) return read();
  // read before the quotes: an answer is never kept under a generation newer than what it saw
  const generation = request.heard !== null ? `heard ${request.heard}` : await quoteGeneration(db);
  if (generation === null) return read();
  // the business day is part of the key: a rate stops being live, or starts being valid, at
  // midnight in the business time zone, and yesterday's answers are never served after it
  const key = JSON.stringify([today, lang, withForwarder, query]);
  const kept = cache.get(generation, key);
  if (kept !== undefined) return kept;
  const text = await read();
  cache.set(generation, key, text);
  return text;
}

export async function listLiveQuotes(
  db: Db,
  query: QuoteListQuery,
  lang: Lang,
  withForwarder: boolean,
  today: string = businessToday(),
): Promise<QuoteListAnswer> {
  // a rate is live through its last business day, valid from its first (as a ready date is judged)
  const filter = {
    today,
    pol_ids: idsOf(query.pol_id),
    pod_ids: idsOf(query.pod_id),
    to_ids: idsOf(query.to_id),
    carrier_ids: idsOf(query.carrier_id),
    forwarder_ids: withForwarder ? idsOf(query.forwarder_id) : [],
  };
  const page = await listQuotes(db, filter, sortOf(query), { offset: offsetOf(query.page, query.size), limit: query.size });
  return { list: page.rows.map((row) => listedView(row, today, lang, withForwarder)), total: page.total };
}

export async function getLiveQuote(db: Db, id: number, lang: Lang, withForwarder: boolean): Promise<QuoteView> {
  const today = businessToday();
  const row = await findQuote(db, id, today);
  if (!row) throw notFound();
  const [view] = await present(db, [row], today, lang, withForwarder);
  return view;
}

/**
 * POST /quote/estimate: the quote's price of each container type times its count, and
 * the totals per currency — exact decimals (integer cents), never floats.
 */
export async function estimateQuote(
  db: Db,
  body: { quote_id: number; spaces: { container_id: number; count: number }[] },
  lang: Lang,
): Promise<QuoteEstimate> {
  const quote = await getLiveQuote(db, body.quote_id, lang, false);
  const priced = new Map(quote.spaces.map((space) => [space.container_id, space]));
  const missing = body.spaces.flatMap((space, i) =>
    priced.has(space.container_id)
      ? []
      : [{ field: `spaces.${i}.container_id`, message: translate("v.not_quoted", lang) ?? "v.not_quoted" }],
  );
  if (missing.length > 0) throw new AppError("VALIDATION_FAILED", { errors: missing });
  const lines = body.spaces.map((space) => {
    const quoted = priced.get(space.container_id);
    // every space was checked against the quote just above
    if (!quoted) throw new Error(`space ${space.container_id} is not in quote ${body.quote_id}`);
    const { container_name, price } = quoted;
    return {
      container_id: space.container_id,
      container_name,
      count: space.count,
      price,
      amount: multiplyPrice(price, space.count),
      currency: quote.currency,
    };
  });
  const currencies = [...new Set(lines.map((line) => line.currency))];
  const totals = currencies.map((currency) => ({
    currency,
    amount: sumPrices(lines.filter((line) => line.currency === currency).map((line) => line.amount)),
  }));
  return { totals, lines };
}

/** What an order booked from a quote keeps of it: taken from the live quote only. */
export interface QuoteSnapshot {
  id: number;
  forwarder_id: number;
  /** the route and carrier the prices are for: a booking from the quote keeps them */
  carrier_id: number;
  pol_id: number;
  pod_id: number;
  to_id: number;
  currency: string;
  sdate: string;
  edate: string;
  prices: { container_id: number; price: string }[];
}

/** The live quote `id` as a booking keeps it, or null when there is none (expired, gone, disabled). */
export async function liveQuoteSnapshot(db: Db, id: number): Promise<QuoteSnapshot | null> {
  const row = await findQuote(db, id, businessToday());
  if (!row) return null;
  const spaces = (await rateSpacesOf(db, [row.id], "en")).get(row.id) ?? [];
  return {
    id: row.id,
    forwarder_id: row.owner_id,
    carrier_id: row.carrier_id,
    pol_id: row.pol_id,
    pod_id: row.pod_id,
    to_id: row.to_id,
    currency: row.currency,
    sdate: row.sdate,
    edate: row.edate,
    prices: spaces.map((space) => ({ container_id: space.container_id, price: space.price })),
  };
}
