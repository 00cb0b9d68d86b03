import { and, eq, getTableColumns, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { sessions, users } from "../../db/schema";
import { accountChanged } from "./account-changes.repository";

// The whole user row rides with the session (one round trip), so a route about the
// signed-in user (GET /userinfo) needs no second query (all but the password hash, which only
// sign-in and a password change read). Kept in the session memory with the session's times, so
// every write below that changes either announces it (account-changes.repository.ts).
const { password_hash: _passwordHash, ...accountColumns } = getTableColumns(users);

/** The signed-in user's row as read with the session. */
export type SessionAccount = Omit<typeof users.$inferSelect, "password_hash">;

const activeSessionQuery = preparedPerDb((db: Db) => {
  const tokenHash = sql.placeholder("token_hash");
  const now = sql.placeholder("now");
  return db
    .select({
      session: {
        id: sessions.id,
        token_hash: sessions.token_hash,
        prev_token_hash: sessions.prev_token_hash,
        prev_valid_until: sessions.prev_valid_until,
        renewed_at: sessions.renewed_at,
        last_seen_at: sessions.last_seen_at,
        expires_at: sessions.expires_at,
      },
      user: accountColumns,
    })
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
    .prepare("find_active_session");
});

/**
 * The unrevoked, unexpired session of a token (current, or the previous one within its grace
 * window), with its user: what the session memory is filled from (plugins/auth.ts).
 */
export async function findActiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await activeSessionQuery(db).execute({ token_hash: tokenHash, now });
  return row;
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
  userId: number,
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
  if (rows.length !== 1) return false;
  // every memory may hold the old token as the current one, which would outlive its grace window
  await accountChanged(db, userId);
  return true;
}

export function touchSession(db: Db, id: number, now: Date, idleMs: number) {
  return db
    .update(sessions)
    .set({ last_seen_at: now, expires_at: new Date(now.getTime() + idleMs) })
    .where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: number) {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)))
    .returning({ user_id: sessions.user_id });
  // by id: one row at most
  if (rows[0]) await accountChanged(db, rows[0].user_id);
}

export async function revokeUserSessions(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  await accountChanged(db, userId);
}

/** The sessions still in use, the most recently seen first. */
export function listActiveSessions(db: Db, userId: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`)))
    .orderBy(sql`${sessions.last_seen_at} desc`);
}

/** false when the session is not the user's, or has already ended. */
export async function revokeUserSession(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  if (rows.length === 0) return false;
  await accountChanged(db, userId);
  return true;
}

export async function revokeOtherUserSessions(db: Db, userId: number, keepId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), sql`${sessions.id} <> ${keepId}`, isNull(sessions.revoked_at)));
  await accountChanged(db, userId);
}
