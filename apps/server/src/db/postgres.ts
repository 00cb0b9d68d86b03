// PostgreSQL by URL (DATABASE_URL): node-postgres' pool, as Drizzle uses it. A module of its own,
// imported only when a URL is configured (db/open.ts), so that a start on the embedded database
// does not load node-postgres (which also loads the fetch implementation, to see whether it runs
// on Cloudflare: ~40 ms of every start, docs/PERFORMANCE.md).
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db, DbHandle } from "./client";
import { listenPostgres } from "./notify-listener";
import * as schema from "./schema";

// Trap: both drivers turn SQL `date` into a JS Date at UTC midnight; keep YYYY-MM-DD.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value) => value);

// how long a query waits for a connection, new or freed: a database that accepts connections but
// does not answer them is out of reach too
const CONNECT_TIMEOUT_MS = 5000;
// the database cancels a statement past the bound itself (a clean error, the connection kept);
// the client gives up this much later, when not even that answer came
const READ_GRACE_MS = 1000;

/**
 * A pool of PostgreSQL connections. With `queryTimeoutMs`, no statement runs longer (the database
 * cancels it: statement_timeout) and no query waits much longer for an answer that does not come
 * (query_timeout), so a hung database is a 503 DB_UNAVAILABLE (db/unavailable.ts), not a request
 * held forever; without it, statements run as long as they take (migrations).
 */
export function openPostgres(url: string, max = 10, queryTimeoutMs?: number): DbHandle {
  const bound = queryTimeoutMs ? { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + READ_GRACE_MS } : {};
  const pool = new BoundedPool({
    connectionString: url,
    max,
    connectionTimeoutMillis: Math.min(CONNECT_TIMEOUT_MS, queryTimeoutMs ?? CONNECT_TIMEOUT_MS),
    ...bound,
  });
  pool.on("error", () => {
    // an idle client lost its connection; the pool replaces it on the next checkout
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: "postgres",
    close: () => pool.end(),
    listen: listenPostgres({ connectionString: url }),
  };
}

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A client checked out of the pool (Drizzle's transactions) never goes back to it with a
 * connection that is lost or still waiting. node-postgres' query_timeout fails the query but keeps
 * its connection waiting for the answer; and Drizzle gives a client back only once `begin`
 * answered, so a database that stopped answering would keep each one for good, until the pool
 * had none left. Here a timed-out query cuts its connection, and a client whose connection ended
 * goes back to the pool, which drops it. (`pool.query`, Drizzle's other path, drops a client on
 * any error by itself.)
 */
class BoundedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then(givenBackWhenLost);
    super.connect(callback);
  }
}

const ignoreError = () => {
  // the queries of a lost connection fail on their own; the event must not end the process
};

function givenBackWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  const query = client.query;
  let released = false;
  const onEnd = () => client.release(new Error("Connection terminated while checked out"));
  client.on("error", ignoreError);
  client.once("end", onEnd);
  client.release = (err) => {
    // given back already when its connection ended: Drizzle's own release (in its `finally`) does nothing
    if (released) return;
    released = true;
    client.off("error", ignoreError);
    client.off("end", onEnd);
    // back to pg.Client's own query for the client's next checkout
    delete (client as Partial<pg.PoolClient>).query;
    release(err);
  };
  client.query = ((...args: unknown[]) => {
    const result = Reflect.apply(query, client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      // the connection waits for an answer that may never come: cut it (the `end` above then gives
      // the client back, after the queries queued behind it failed as "connection terminated")
      if (err instanceof Error && err.message === "Query read timeout") client.connection.stream.destroy();
      throw err;
    });
  }) as typeof client.query;
  return client;
}
