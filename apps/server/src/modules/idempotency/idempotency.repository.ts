import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type IdempotencyKeyRow, idempotencyKeys } from "../../db/schema";

export interface IdempotencyClaim {
  userId: number;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

/** How long a key is kept (24 h), and after how long an unfinished claim is given up. */
export const KEY_TTL = "24 hours";
export const STALE_CLAIM = "2 minutes";

/**
 * Claims the key for this request: inserted when new, or taken over when the row there is past
 * its 24 hours or is a claim its process never finished (it died mid-request). Returns the claim's
 * id, or undefined when another request holds the key — one statement, so two requests racing for
 * a key cannot both win, on either engine.
 */
export async function claimKey(db: Db, claim: IdempotencyClaim): Promise<number | undefined> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      user_id: claim.userId,
      key: claim.key,
      method: claim.method,
      path: claim.path,
      request_hash: claim.requestHash,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.user_id, idempotencyKeys.key],
      set: {
        method: sql`excluded.method`,
        path: sql`excluded.path`,
        request_hash: sql`excluded.request_hash`,
        state: "running",
        response_status: null,
        response_body: null,
        create_time: sql`now()`,
      },
      setWhere: sql`${idempotencyKeys.create_time} < now() - ${KEY_TTL}::interval
        or (${idempotencyKeys.state} = 'running' and ${idempotencyKeys.create_time} < now() - ${STALE_CLAIM}::interval)`,
    })
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

export async function findKey(db: Db, userId: number, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/** Keeps the first answer, to be replayed for the key's 24 hours. */
export async function completeKey(db: Db, id: number, status: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: "done", response_status: status, response_body: body })
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, "running")));
}

/** Gives the key back: the request failed, so a retry with the same key runs again. */
export async function releaseKey(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, "running")));
}

/** Deletes the keys past their 24 hours (served by the create_time index). */
export async function purgeExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.create_time, sql`now() - ${KEY_TTL}::interval`));
}
