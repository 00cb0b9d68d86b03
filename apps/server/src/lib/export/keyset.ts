import { setImmediate as nextTurn } from "node:timers/promises";

/** Rows read per query: bounds both the memory of a batch and how long one query holds PGlite. */
export const EXPORT_BATCH_SIZE = 500;
/** Above every id (serial ids are 32-bit): where a pass newest first starts. */
export const ABOVE_EVERY_ID = 2 ** 31 - 1;

/**
 * Every batch of a list newest first, read by keyset (`read` answers up to `limit` rows whose id is
 * below `beforeId`, highest first): no offset to skip, so the last batch costs what the first did.
 * The event loop gets a turn between two batches, so other requests are served during a long pass.
 */
export async function* keysetBatches<T extends { id: number }>(
  read: (beforeId: number, limit: number) => Promise<T[]>,
  beforeId = ABOVE_EVERY_ID,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<T[]> {
  let cursor = beforeId;
  for (;;) {
    const rows = await read(cursor, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    cursor = rows[rows.length - 1].id;
    await nextTurn();
  }
}
