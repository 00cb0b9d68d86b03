import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { forgetAccount, originOf } from "./session-registry";

// How a change to an account reaches the session memories of the other server processes on one
// PostgreSQL database: the write sends NOTIFY on this channel with the user's id, and every
// process LISTENs on a connection of its own (db/notify-listener.ts, plugins/db.ts). Sent inside the write's
// transaction, the notification is delivered when (and only if) it commits, to every listener.
// The payload is "<origin>:<user id>"; the origin lets the apps that forgot already skip their
// own writes (session-registry.ts).
export const SESSIONS_CHANNEL = "haiyun_sessions";

/** Tells the other processes (not this one) that the user's sessions or row changed. */
async function notifyAccountChange(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${`${originOf(db)}:${userId}`})`);
}

/**
 * After a write to the user's row or sessions, through `db`: forgets in this process (when `db`
 * autocommitted the write; a transaction's caller forgets after its commit, see forgetAccount)
 * and tells the other processes (on commit, when `db` is a transaction).
 */
export async function accountChanged(db: Db, userId: number): Promise<void> {
  forgetAccount(db, userId);
  await notifyAccountChange(db, userId);
}
