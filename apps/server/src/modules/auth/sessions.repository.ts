import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";

export function findActiveSession(db: Db, tokenHash: string, now: Date) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        or(eq(sessions.token_hash, tokenHash), and(eq(sessions.prev_token_hash, tokenHash), gt(sessions.prev_valid_until, now))),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertSession(
  db: Db,
  values: { user_id: number; token_hash: string; expires_at: Date; ip: string; user_agent: string },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row;
}

/** Rotates only if nobody rotated first: the losing request keeps using the grace window. */
export async function rotateSession(
  db: Db,
  id: number,
  oldHash: string,
  newHash: string,
  now: Date,
  graceMs: number,
  idleMs: number,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({
      token_hash: newHash,
      prev_token_hash: oldHash,
      prev_valid_until: new Date(now.getTime() + graceMs),
      renewed_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + idleMs),
    })
    .where(and(eq(sessions.id, id), eq(sessions.token_hash, oldHash), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export function touchSession(db: Db, id: number, now: Date, idleMs: number) {
  return db
    .update(sessions)
    .set({ last_seen_at: now, expires_at: new Date(now.getTime() + idleMs) })
    .where(eq(sessions.id, id));
}

export function revokeSession(db: Db, id: number) {
  return db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));
}

export function revokeUserSessions(db: Db, userId: number) {
  return db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}
