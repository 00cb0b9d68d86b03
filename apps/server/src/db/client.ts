import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** an on-disk embedded database keeps file bytes in this folder beside it (modules/files/file-store.ts) */
  filesDir?: string;
  close: () => Promise<void>;
}

// Trap (DESIGN §2): both drivers turn SQL `date` into a JS Date at UTC midnight; keep YYYY-MM-DD.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value) => value);
// Issue 7: PGlite's own bytea conversion walks the bytes in JavaScript (~0.5 s for 2 MiB, on the
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

export function wrapPglite(client: PGlite): DbHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
  };
}

export async function openPglite(dataDir?: string): Promise<{ handle: DbHandle; client: PGlite }> {
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  return { handle: wrapPglite(client), client };
}

export function openPostgres(url: string, max = 10): DbHandle {
  // a database out of reach fails a request within seconds (a 503) instead of holding it
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  pool.on("error", () => {
    // an idle client lost its connection; the pool replaces it on the next checkout
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: "postgres",
    close: () => pool.end(),
  };
}
