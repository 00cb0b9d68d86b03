import { mkdirSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config";
import { type DbHandle, openPglite, openPostgres } from "./client";
import { acquireDataDirLock } from "./data-dir-lock";
import { runMigrations } from "./migrate";
import { seedAll } from "./seed";

/** The database the config names, migrated and seeded: PostgreSQL by URL, else PGlite in DATA_DIR. */
export async function openDatabase(config: AppConfig): Promise<DbHandle> {
  let handle: DbHandle;
  if (config.databaseUrl) {
    handle = openPostgres(config.databaseUrl);
  } else if (config.inMemory) {
    // DATA_DIR=:memory: — nothing is written to disk (browser tests, quick demos)
    handle = (await openPglite()).handle;
  } else {
    handle = await openLockedPglite(config.dataDir);
  }
  try {
    await runMigrations(handle);
    await seedAll(handle.db, { demo: config.seedDemo });
  } catch (err) {
    // also releases the data directory's lock, so a failed start leaves nothing behind
    await handle.close().catch(() => {});
    throw err;
  }
  return handle;
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
