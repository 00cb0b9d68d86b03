import { mkdirSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config";
import { type DbHandle, openPglite } from "./client";
import { acquireDataDirLock } from "./data-dir-lock";
import { runMigrations } from "./migrate";
import { seedAll } from "./seed";

/** The database the config names, migrated and seeded: PostgreSQL by URL, else PGlite in DATA_DIR. */
export async function openDatabase(config: AppConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    const { openPostgres } = await import("./postgres");
    // migrations run on a pool of their own without DB_QUERY_TIMEOUT_MS: building an index on a
    // large table may rightly take minutes, and start-up has no user waiting on it
    const setup = openPostgres(config.databaseUrl);
    await migrateAndSeed(setup, config);
    await setup.close();
    return openPostgres(config.databaseUrl, 10, config.dbQueryTimeoutMs);
  }
  // DATA_DIR=:memory: — nothing is written to disk (browser tests, quick demos)
  const handle = config.inMemory ? (await openPglite()).handle : await openLockedPglite(config.dataDir);
  await migrateAndSeed(handle, config);
  return handle;
}

async function migrateAndSeed(handle: DbHandle, config: AppConfig): Promise<void> {
  try {
    await runMigrations(handle);
    await seedAll(handle.db, { demo: config.seedDemo });
  } catch (err) {
    // also releases the data directory's lock, so a failed start leaves nothing behind
    await handle.close().catch(() => {});
    throw err;
  }
}

/** PGlite in `<dataDir>/db`, held by this process alone until the handle is closed. */
async function openLockedPglite(dataDir: string): Promise<DbHandle> {
  const lock = await acquireDataDirLock(dataDir);
  try {
    const dir = path.join(dataDir, "db");
    mkdirSync(dir, { recursive: true });
    const { handle } = await openPglite(dir);
    return {
      ...handle,
      filesDir: path.join(dataDir, "files"),
      close: async () => {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
