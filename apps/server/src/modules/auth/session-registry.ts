import type { Db } from "../../db/client";

/** A session memory, as the writes that invalidate it see it (session-memory.ts). */
export interface Forgetful {
  forgetUser(userId: number): void;
  forgetAll(): void;
}

// The memories of the apps running on a database handle (tests run several apps on one), found
// from the handle a write went through. A transaction's handle finds none: its caller forgets
// after the commit.
const MEMORIES = new WeakMap<Db, Set<Forgetful>>();

export function registerMemory(db: Db, memory: Forgetful): () => void {
  let set = MEMORIES.get(db);
  if (!set) {
    set = new Set();
    MEMORIES.set(db, set);
  }
  set.add(memory);
  return () => set.delete(memory);
}

/**
 * Forgets the user's sessions in every memory on `db`. Call it after the write committed: right
 * after an autocommitted statement, or after `db.transaction(...)` returned.
 */
export function forgetAccount(db: Db, userId: number): void {
  for (const memory of MEMORIES.get(db) ?? []) memory.forgetUser(userId);
}

/** For writes made behind the app's back (tests, scripts in this process): forget everything. */
export function forgetRememberedSessions(db: Db): void {
  for (const memory of MEMORIES.get(db) ?? []) memory.forgetAll();
}

// Which handle a write went through, as the NOTIFY payload names it: the listeners of apps on
// that same handle skip it, having forgotten already (forgetAccount, after the commit). A write in
// a transaction that inAccountTransaction did not open gets a name of its own, heard by all.
const ORIGINS = new WeakMap<Db, string>();
const TRANSACTION_ROOTS = new WeakMap<Db, Db>();

export function originOf(db: Db): string {
  const root = TRANSACTION_ROOTS.get(db) ?? db;
  let origin = ORIGINS.get(root);
  if (!origin) {
    origin = crypto.randomUUID();
    ORIGINS.set(root, origin);
  }
  return origin;
}

/** Marks `tx` as a transaction of `db`, whose caller forgets after it committed. */
export function openedOn(tx: Db, db: Db): void {
  TRANSACTION_ROOTS.set(tx, db);
}
