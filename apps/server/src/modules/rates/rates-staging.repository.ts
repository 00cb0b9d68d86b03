import { and, inArray, lt, notExists, type SQL, sql } from "drizzle-orm";
import { unnestInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { rateImportRows, rateSpaces, rates } from "../../db/schema";
import { RATE_COLUMNS, type RateValues, SPACE_COLUMNS } from "./rates.repository";

// A big rate import in two steps (on the embedded database, whose one connection a
// transaction holds, a 50,000-rate import stored in one transaction kept every other user waiting
// for seconds). Each batch is staged in a transaction of its own, other users' statements taking
// their turn between batches: its rates in rate_import_rows, numbered from rates' own sequence, and
// their prices in rate_spaces under those numbers, which no rate holds yet (every read of rate_spaces
// goes by the ids of rates read: they are seen with their rates, or never). Then one transaction
// moves the import's rates into rates: everyone sees all of them at once, or none. Measured on the
// embedded database, 50,000 rates: the longest wait of another user's query went from 3.4 s
// (storing in one transaction) to 1.1 s (the move); medians of 3 rounds, bench/import-contention.mjs.

/** Stages one batch of an import: its rates numbered, and their prices stored under those numbers. */
export async function stageRateBatch(db: Db, importId: string, ownerId: number, batch: readonly RateValues[]) {
  if (batch.length === 0) return;
  await db.transaction(async (tx) => {
    // a sequence never hands a number out twice, whether this import is moved or dropped
    const drawn = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('rates', 'id'))::int as "id" from generate_series(1, ${batch.length})`,
    )) as { rows: { id: number }[] };
    const ids = drawn.rows.map((row) => Number(row.id));
    const rows = batch.map(({ spaces: _spaces, ...rate }, i) => ({
      ...rate,
      import_id: importId,
      rate_id: ids[i],
      owner_id: ownerId,
    }));
    await tx.execute(unnestInsert(rateImportRows, { import_id: "text", rate_id: "int", ...RATE_COLUMNS }, rows));
    const spaces = batch.flatMap((rate, i) => rate.spaces.map((space) => ({ ...space, rate_id: ids[i] })));
    await tx.execute(unnestInsert(rateSpaces, SPACE_COLUMNS, spaces));
  });
}

/**
 * Moves an import's staged rates into rates in one transaction, all `expected` of them or none
 * (fewer are staged only when the import's rows were swept as stale).
 */
export async function moveStagedRates(db: Db, importId: string, expected: number): Promise<void> {
  const columns = sql.raw(
    Object.keys(RATE_COLUMNS)
      .map((name) => `"${name}"`)
      .join(", "),
  );
  await db.transaction(async (tx) => {
    const moved = (await tx.execute(sql`with "moved" as (
        insert into ${rates} ("id", ${columns}) select "rate_id", ${columns} from ${rateImportRows}
        where "import_id" = ${importId} returning 1
      ) select count(*)::int as "n" from "moved"`)) as { rows: { n: number }[] };
    const n = Number(moved.rows[0].n);
    if (n !== expected) throw new Error(`rate import ${importId}: ${n} of ${expected} rates were staged`);
  });
}

/** Deletes staged rows, and the prices of those never moved into rates. */
async function dropStaged(db: Db, staged: SQL) {
  const stagedIds = db.select({ id: rateImportRows.rate_id }).from(rateImportRows).where(staged);
  await db.transaction(async (tx) => {
    await tx
      .delete(rateSpaces)
      .where(
        and(
          inArray(rateSpaces.rate_id, stagedIds),
          notExists(tx.select({ id: rates.id }).from(rates).where(sql`${rates.id} = ${rateSpaces.rate_id}`)),
        ),
      );
    await tx.delete(rateImportRows).where(staged);
  });
}

/** Deletes an import's staged rows, moved or not (the prices of rates not moved with them). */
export const dropStagedRates = (db: Db, importId: string) => dropStaged(db, sql`${rateImportRows.import_id} = ${importId}`);

/**
 * Deletes what was staged over an hour ago: left by an import whose process died before dropping
 * it (an import of the most rows a file may hold takes well under a minute).
 */
export const sweepStagedRates = (db: Db) => dropStaged(db, lt(rateImportRows.create_time, sql`now() - interval '1 hour'`));
