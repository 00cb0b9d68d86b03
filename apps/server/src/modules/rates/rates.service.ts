import { type Lang, normalisePrice, type Rate, type RateListQuery, type RateView, translate } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, type FieldError, notFound } from "../../lib/app-error";
import { offsetOf } from "../../lib/pagination";
import { currencyOffered, findOfferedIds } from "./rate-references.repository";
import {
  deleteOwnedRates,
  findRate,
  insertRates,
  listSpaces,
  type Names,
  type RateFilter,
  type RateValues,
  updateRate,
} from "./rates.repository";
import { listRatesText } from "./rates-list.repository";

// A forwarder's rate sheets. Every record belongs
// to its owner; someone else's id is the same 404 as a missing one.

export type { RateFilter, RateValues };

const nameOf = (names: Names | null, lang: Lang) => (names ? ((lang === "cn" ? names.name_cn : names.name_en) ?? "") : "");

type RateRow = NonNullable<Awaited<ReturnType<typeof findRate>>>;
type SpaceRow = Awaited<ReturnType<typeof listSpaces>>[number];

function present(row: Omit<RateRow, never>, spaces: SpaceRow[], lang: Lang): RateView {
  return {
    id: row.id,
    carrier_id: row.carrier_id,
    carrier_name: nameOf(row.carrier, lang),
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
    spaces: spaces.map((space) => ({
      id: space.id,
      container_id: space.container_id,
      container_name: nameOf(space, lang),
      price: space.price,
    })),
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
  };
}

/** Rates with their spaces, in the order given. */
export async function presentRates(db: Db, rows: RateRow[], lang: Lang): Promise<RateView[]> {
  const spaces = await listSpaces(
    db,
    rows.map((row) => row.id),
  );
  const byRate = new Map<number, SpaceRow[]>();
  for (const space of spaces) byRate.set(space.rate_id, [...(byRate.get(space.rate_id) ?? []), space]);
  return rows.map((row) => present(row, byRate.get(row.id) ?? [], lang));
}

/** The spaces of the given rates (for the quotes), by rate, names in `lang`, in the order written. */
export async function rateSpacesOf(db: Db, rateIds: readonly number[], lang: Lang) {
  const byRate = new Map<number, { container_id: number; container_name: string; price: string }[]>();
  for (const space of await listSpaces(db, rateIds)) {
    const list = byRate.get(space.rate_id) ?? [];
    list.push({ container_id: space.container_id, container_name: nameOf(space, lang), price: space.price });
    byRate.set(space.rate_id, list);
  }
  return byRate;
}

export const filterOf = (query: Omit<RateListQuery, "page" | "size">): RateFilter => ({
  carrier_id: query.carrier_id,
  pol_id: query.pol_id,
  to_id: query.to_id,
  sdate: query.sdate,
  edate: query.edate,
});

/** GET /rate: the page's JSON text (rateViewSchema's rows), written by the database. */
export function listOwnRates(db: Db, ownerId: number, query: RateListQuery, lang: Lang): Promise<string> {
  return listRatesText(db, ownerId, filterOf(query), { offset: offsetOf(query.page, query.size), limit: query.size }, lang);
}

export async function getOwnRate(db: Db, ownerId: number, id: number, lang: Lang): Promise<RateView> {
  const row = await findRate(db, ownerId, id);
  if (!row) throw notFound();
  const [view] = await presentRates(db, [row], lang);
  return view;
}

/** The body as stored: prices with two places. */
export const valuesOf = (rate: Rate): RateValues => ({
  ...rate,
  spaces: rate.spaces.map((space) => ({ container_id: space.container_id, price: normalisePrice(space.price) })),
});

/** Every id must be one the lists offer, the currency one of the currency list: all problems at once. */
async function checkReferences(db: Db, rate: Rate, lang: Lang) {
  const [portIds, carrierIds, containerIds, currencyOk] = await Promise.all([
    findOfferedIds(db, "port", [rate.pol_id, rate.pod_id, rate.to_id]),
    findOfferedIds(db, "carrier", [rate.carrier_id]),
    findOfferedIds(
      db,
      "container",
      rate.spaces.map((space) => space.container_id),
    ),
    currencyOffered(db, rate.currency),
  ]);
  const errors: FieldError[] = [];
  const refuse = (field: string, key: "v.unknown_port" | "v.unknown_carrier" | "v.unknown_option" | "v.unknown_currency") =>
    errors.push({ field, message: translate(key, lang) ?? key });
  if (!carrierIds.has(rate.carrier_id)) refuse("carrier_id", "v.unknown_carrier");
  for (const field of ["pol_id", "pod_id", "to_id"] as const) if (!portIds.has(rate[field])) refuse(field, "v.unknown_port");
  rate.spaces.forEach((space, i) => {
    if (!containerIds.has(space.container_id)) refuse(`spaces.${i}.container_id`, "v.unknown_option");
  });
  if (!currencyOk) refuse("currency", "v.unknown_currency");
  if (errors.length > 0) throw new AppError("VALIDATION_FAILED", { errors });
}

export async function createOwnRate(db: Db, ownerId: number, body: Rate, lang: Lang): Promise<RateView> {
  await checkReferences(db, body, lang);
  const [id] = await insertRates(db, ownerId, [valuesOf(body)]);
  return getOwnRate(db, ownerId, id, lang);
}

export async function updateOwnRate(db: Db, ownerId: number, id: number, body: Rate, lang: Lang): Promise<RateView> {
  // another forwarder's id is a 404 before the body's references are judged (no probing)
  if (!(await findRate(db, ownerId, id))) throw notFound();
  await checkReferences(db, body, lang);
  if (!(await updateRate(db, ownerId, id, valuesOf(body)))) throw notFound();
  return getOwnRate(db, ownerId, id, lang);
}

/** Batch delete (DELETE /rate): all of the ids or none of them. */
export async function deleteOwnRates(db: Db, ownerId: number, ids: readonly number[]): Promise<{ deleted: number }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await deleteOwnedRates(tx, ownerId, wanted);
    // one id that is not the caller's (or does not exist) rolls the whole batch back
    if (deleted.length !== wanted.length) throw notFound();
    return { deleted: deleted.length };
  });
}
