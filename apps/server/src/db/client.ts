import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite, types as pgliteTypes, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Listen } from "./notify-listener";
import { drizzleWithStatements, type StatementClient } from "./pglite-drizzle";
import { listenPglite } from "./pglite-listener";
import { PgliteStatements } from "./pglite-statements";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** an on-disk embedded database keeps file bytes in this folder beside it (modules/files/file-store.ts) */
  filesDir?: string;
  close: () => Promise<void>;
  /** hears the database's NOTIFY (db/notify-listener.ts) */
  listen: Listen;
}

// Trap: both drivers turn SQL `date` into a JS Date at UTC midnight; keep YYYY-MM-DD (PGLITE_OPTIONS
// below; node-postgres' parser in postgres.ts).
// PGlite's own bytea conversion walks the bytes in JavaScript (~0.5 s for 2 MiB, on the
// event loop); Buffer's native hex codec does the same in milliseconds.
const BYTEA_PARSER = (value: string) => Buffer.from(value.slice(2), "hex");
const BYTEA_SERIALIZER = (value: Uint8Array) =>
  `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;

/**
 * How every PGlite of the app is opened: dates as text, bytea through the native codec, and
 * pg_trgm loaded (the orders' keyword index, migration 0007, is a trigram index: a database that
 * has it must be opened with the extension, or writes to orders fail).
 */
export const PGLITE_OPTIONS = {
  parsers: { [pgliteTypes.DATE]: (value: string) => value, [pgliteTypes.BYTEA]: BYTEA_PARSER },
  serializers: { [pgliteTypes.BYTEA]: BYTEA_SERIALIZER },
  extensions: { pg_trgm },
};

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/**
 * PGlite runs each statement on the event loop (WASM), and its own queue hands the next statement
 * on as a microtask: statements queued by concurrent requests ran back to back, and no socket was
 * served (not even /api/health) until the whole queue was done. The app's statements go through
 * this queue instead: one at a time, and once statements have held the loop for TURN_SLICE_MS in a
 * row, the event loop gets a turn before the next one. Between two slices new requests are read
 * and answers written; within a slice statements still run back to back (a turn before every one
 * would halve what the embedded database serves under load).
 */
const TURN_SLICE_MS = 10;

class PgliteTurns {
  private tail: Promise<unknown> = Promise.resolve();
  private sliceStart = performance.now();
  /** statements queued or running */
  pending = 0;
  /** when a statement last answered (performance.now()); a failure does not count (a closed database fails all) */
  lastAnswerAt = 0;

  run<T>(work: () => Promise<T>): Promise<T> {
    // an empty queue: the caller runs in a turn of the event loop of its own, a new slice begins
    if (this.pending === 0) this.sliceStart = performance.now();
    this.pending += 1;
    const result = this.tail.then(async () => {
      await this.turnIfDue();
      return work();
    });
    this.tail = result.catch(() => undefined);
    return result.then(
      (answer) => {
        this.pending -= 1;
        this.lastAnswerAt = performance.now();
        return answer;
      },
      (err: unknown) => {
        this.pending -= 1;
        throw err;
      },
    );
  }

  /** Gives the event loop a turn when the slice is used up. */
  async turnIfDue(): Promise<void> {
    if (performance.now() - this.sliceStart < TURN_SLICE_MS) return;
    await nextTurn();
    this.sliceStart = performance.now();
  }
}

const TURNS = new WeakMap<object, PgliteTurns>();

type PgliteLike = Pick<PGlite, "query" | "exec">;

/** A transaction's statements: the same slices, outside the queue (the transaction holds it). */
function transactionTurns(tx: Transaction, turns: PgliteTurns, statements: PgliteStatements): StatementClient {
  const answered = <T>(answer: T) => {
    turns.lastAnswerAt = performance.now();
    return answer;
  };
  return {
    query: (async (...args: Parameters<Transaction["query"]>) => {
      await turns.turnIfDue();
      return tx.query(...args).then(answered);
    }) as PgliteLike["query"],
    exec: async (...args: Parameters<Transaction["exec"]>) => {
      await turns.turnIfDue();
      return tx.exec(...args).then(answered);
    },
    named: (name) => ({
      query: (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
        // as the transaction's own query: nothing runs in a transaction that ended
        if (tx.closed) throw new Error("Transaction is closed");
        await turns.turnIfDue();
        return statements.query(name, text, params, options, true).then(answered);
      }) as PgliteLike["query"],
    }),
  };
}

/** The PGlite as Drizzle uses it (query, exec, transaction, named statements), every statement through `turns`. */
function turnTaking(client: PGlite, turns: PgliteTurns): StatementClient {
  const statements = new PgliteStatements(client);
  return {
    query: ((...args: Parameters<PgliteLike["query"]>) => turns.run(() => client.query(...args))) as PgliteLike["query"],
    exec: ((...args: Parameters<PgliteLike["exec"]>) => turns.run(() => client.exec(...args))) as PgliteLike["exec"],
    named: (name) => ({
      query: ((text: string, params: unknown[] = [], options?: QueryOptions) =>
        turns.run(() => statements.query(name, text, params, options, false))) as PgliteLike["query"],
    }),
    transaction: <T>(callback: (tx: StatementClient) => Promise<T>) =>
      turns.run(() => client.transaction((tx) => callback(transactionTurns(tx, turns, statements)))),
  };
}

export function wrapPglite(client: PGlite): DbHandle {
  const turns = new PgliteTurns();
  const db = drizzleWithStatements(turnTaking(client, turns), schema) as unknown as Db;
  TURNS.set(db, turns);
  return { db, kind: "pglite", close: () => client.close(), listen: listenPglite(client) };
}

/**
 * Whether an embedded database is busy answering: statements are waiting their turn and one
 * answered within `withinMs`. (A health probe then need not queue behind them to know it is up.)
 * Always false for PostgreSQL.
 */
export function answeringWhileBusy(db: Db, withinMs: number): boolean {
  const turns = TURNS.get(db);
  return !!turns && turns.pending > 0 && performance.now() - turns.lastAnswerAt <= withinMs;
}

export async function openPglite(dataDir?: string): Promise<{ handle: DbHandle; client: PGlite }> {
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  return { handle: wrapPglite(client), client };
}
