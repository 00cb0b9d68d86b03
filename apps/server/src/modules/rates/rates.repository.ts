import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { type BulkColumns, unnestInsert, unnestInsertIds } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { containerOrderBy } from "../../db/container-order";
import { rateWithNames } from "../../db/rate-columns";
import { joinRouteNames } from "../../db/route-names";
import { containerTypes, rateSpaces, rates } from "../../db/schema";

// A forwarder's rate sheets. The list joins the names of carrier and ports for the
// page's rows only; spaces are read for the page's rates in one more query.

export interface RateValues {
  carrier_id: number;
  pol_id: number;
  pod_id: number;
  to_id: number;
  sdate: string;
  edate: string;
  transit_days: number | null;
  currency: string;
  remark: string;
  spaces: { container_id: number; price: string }[];
}

export interface RateFilter {
  carrier_id?: number;
  pol_id?: number;
  to_id?: number;
  /** the rate's validity must overlap [sdate, edate] */
  sdate?: string;
  edate?: string;
}

export interface Names {
  name_cn: string | null;
  name_en: string | null;
}

const withNames = { ...rateWithNames, create_time: rates.create_time, update_time: rates.update_time };

// rates a statement: each column is one array parameter (db/bulk-insert.ts), so the batch bounds
// only the size of one statement's arrays
const INSERT_BATCH_SIZE = 5000;

export function whereOf(ownerId: number, filter: RateFilter): SQL | undefined {
  return and(
    eq(rates.owner_id, ownerId),
    filter.carrier_id ? eq(rates.carrier_id, filter.carrier_id) : undefined,
    filter.pol_id ? eq(rates.pol_id, filter.pol_id) : undefined,
    filter.to_id ? eq(rates.to_id, filter.to_id) : undefined,
    filter.sdate ? gte(rates.edate, filter.sdate) : undefined,
    filter.edate ? lte(rates.sdate, filter.edate) : undefined,
  );
}

/** `column = any($1::int[])`: the ids as one array parameter, however many (a list of a hundred
 * parameters costs the embedded database's planner more than the rows do). */
const anyOf = (column: typeof rateSpaces.rate_id, ids: readonly number[]) => sql`${column} = any(${`{${ids.join(",")}}`}::int[])`;

function selectRates(db: Db) {
  return joinRouteNames(db.select(withNames).from(rates).$dynamic(), rates);
}

/**
 * A batch of the owner's rates for the export, newest first, below `beforeId` (keyset paging: each
 * batch is read from the (owner_id, id) index where the last one stopped).
 */
export function listRatesBatch(db: Db, ownerId: number, filter: RateFilter, beforeId: number, limit: number) {
  return selectRates(db)
    .where(and(whereOf(ownerId, filter), lt(rates.id, beforeId)))
    .orderBy(desc(rates.id))
    .limit(limit);
}

/** The container types the given rates price, each with its longest price text (the export's columns). */
export function sumSpacesByContainer(db: Db, rateIds: readonly number[]) {
  if (rateIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      container_id: rateSpaces.container_id,
      longest: sql<number>`max(char_length(${rateSpaces.price}::text))`.mapWith(Number),
    })
    .from(rateSpaces)
    .where(anyOf(rateSpaces.rate_id, rateIds))
    .groupBy(rateSpaces.container_id);
}

export async function findRate(db: Db, ownerId: number, id: number) {
  const [row] = await selectRates(db)
    .where(and(eq(rates.id, id), eq(rates.owner_id, ownerId)))
    .limit(1);
  return row;
}

/** The spaces of the given rates with their container types' names, in the order written. */
export function listSpaces(db: Db, rateIds: readonly number[]) {
  if (rateIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: rateSpaces.id,
      rate_id: rateSpaces.rate_id,
      container_id: rateSpaces.container_id,
      price: rateSpaces.price,
      name_cn: containerTypes.name_cn,
      name_en: containerTypes.name_en,
    })
    .from(rateSpaces)
    .leftJoin(containerTypes, eq(containerTypes.id, rateSpaces.container_id))
    .where(anyOf(rateSpaces.rate_id, rateIds))
    .orderBy(...containerOrderBy(containerTypes.code), asc(rateSpaces.id));
}

const rowOf = (ownerId: number, { spaces: _spaces, ...values }: RateValues) => ({ ...values, owner_id: ownerId });

/** The rates' columns and types for the bulk insert (the test of db/bulk-insert.ts uses them too). */
export const RATE_COLUMNS: BulkColumns = {
  owner_id: "int",
  carrier_id: "int",
  pol_id: "int",
  pod_id: "int",
  to_id: "int",
  sdate: "date",
  edate: "date",
  transit_days: "int",
  currency: "text",
  remark: "text",
};
export const SPACE_COLUMNS: BulkColumns = { rate_id: "int", container_id: "int", price: "numeric" };

/** Inserts rates with their spaces, all or nothing, one statement a table for each batch. */
export async function insertRates(db: Db, ownerId: number, values: readonly RateValues[]): Promise<number[]> {
  const ids: number[] = [];
  await db.transaction(async (tx) => {
    for (let start = 0; start < values.length; start += INSERT_BATCH_SIZE) {
      ids.push(...(await insertRateBatch(tx, ownerId, values.slice(start, start + INSERT_BATCH_SIZE))));
    }
  });
  return ids;
}

/**
 * One batch of rates (at most INSERT_BATCH_SIZE) with their spaces, in the caller's transaction:
 * one statement a table. Answers the rates' ids in the given order.
 */
export async function insertRateBatch(tx: Pick<Db, "execute">, ownerId: number, batch: readonly RateValues[]) {
  if (batch.length === 0) return [];
  const inserted = await unnestInsertIds(
    tx,
    rates,
    RATE_COLUMNS,
    batch.map((rate) => rowOf(ownerId, rate)),
  );
  const spaces = batch.flatMap((rate, i) => rate.spaces.map((space) => ({ ...space, rate_id: inserted[i] })));
  await tx.execute(unnestInsert(rateSpaces, SPACE_COLUMNS, spaces));
  return inserted;
}

/** Replaces one of the owner's rates and its spaces; false when it is not theirs or is missing. */
export async function updateRate(db: Db, ownerId: number, id: number, values: RateValues): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(rates)
      .set({ ...rowOf(ownerId, values), update_time: sql`now()` })
      .where(and(eq(rates.id, id), eq(rates.owner_id, ownerId)))
      .returning({ id: rates.id });
    if (!row) return false;
    await tx.delete(rateSpaces).where(eq(rateSpaces.rate_id, id));
    await tx.insert(rateSpaces).values(values.spaces.map((space) => ({ ...space, rate_id: id })));
    return true;
  });
}

/** Deletes those of `ids` the owner holds, inside the caller's transaction; answers the ids deleted. */
export async function deleteOwnedRates(db: Db, ownerId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .delete(rates)
    .where(and(eq(rates.owner_id, ownerId), inArray(rates.id, [...ids])))
    .returning({ id: rates.id });
  return rows.map((row) => row.id);
}
