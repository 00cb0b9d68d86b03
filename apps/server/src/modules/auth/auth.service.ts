import type { SessionView } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { forgetAccount, openedOn } from "./session-registry";

import {
  insertSession,
  listActiveSessions,
  revokeOtherUserSessions,
  revokeSession,
  revokeUserSession,
  revokeUserSessions,
} from "./sessions.repository";
import { hashToken, newToken, type SessionPolicy } from "./tokens";

// The sessions of an account: other modules start, list and end them only through here.

/** How other modules' writes to a user's row announce themselves (account-changes.repository.ts). */
export { accountChanged } from "./account-changes.repository";

export interface SessionStart {
  userId: number;
  ip: string;
  userAgent: string;
}

/** A new session; only the SHA-256 of its token is kept, the token itself goes to the caller. */
export async function startSession(db: Db, policy: SessionPolicy, start: SessionStart): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    user_id: start.userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + policy.idleMs),
    ip: start.ip,
    user_agent: start.userAgent.slice(0, 500),
  });
  return token;
}

export function logout(db: Db, sessionId: number) {
  return revokeSession(db, sessionId);
}

export async function listSessions(db: Db, userId: number, currentSessionId: number): Promise<SessionView[]> {
  const rows = await listActiveSessions(db, userId);
  return rows.map((s) => ({
    id: s.id,
    ip: s.ip,
    user_agent: s.user_agent,
    create_time: s.create_time.toISOString(),
    last_seen_at: s.last_seen_at.toISOString(),
    current: s.id === currentSessionId,
  }));
}

/** Someone else's session is a 404, like any record that is not yours. */
export async function revokeOwnSession(db: Db, userId: number, sessionId: number) {
  if (!(await revokeUserSession(db, userId, sessionId))) throw notFound();
}

/** A new password ends every session but the one that set it. */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number) {
  await revokeOtherUserSessions(db, userId, keepSessionId);
}

/** A reset password or a disabled account ends every session. */
export async function revokeAllSessions(db: Db, userId: number) {
  await revokeUserSessions(db, userId);
}

/**
 * A transaction that writes the user's row or sessions: this process forgets the user's
 * remembered sessions once it has ended (committed or not), since a forget before the commit
 * would let a concurrent request remember the old row again. Other processes hear of it from the
 * NOTIFY the writes sent, delivered on commit.
 */
export async function inAccountTransaction<T>(db: Db, userId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => {
      openedOn(tx, db);
      return work(tx);
    });
  } finally {
    forgetAccount(db, userId);
  }
}
