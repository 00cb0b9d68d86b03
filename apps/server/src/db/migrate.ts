import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DbHandle } from "./client";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** The time stamp of the newest bundled migration (drizzle's journal), as Drizzle records it when applied. */
function newestBundledMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has applied the newest bundled migration. Drizzle's migrator applies every
 * migration newer than the newest it recorded, so then it would apply none; checking this first
 * spares a restart reading and hashing every migration file (docs/PERFORMANCE.md, start-up). A database Drizzle never
 * migrated has no table to ask: not current.
 */
async function isCurrent(handle: DbHandle): Promise<boolean> {
  try {
    // both drivers answer { rows }; the Db type leaves the result unknown
    const result = (await handle.db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)) as {
      rows: { newest: string | null }[];
    };
    const newest = result.rows[0]?.newest;
    return newest != null && Number(newest) >= newestBundledMigration();
  } catch {
    return false;
  }
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (await isCurrent(handle)) return;
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === "pglite") await migratePglite(handle.db as never, options);
  else {
    // node-postgres is loaded only for PostgreSQL (db/postgres.ts)
    const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
    await migratePg(handle.db as never, options);
  }
}
