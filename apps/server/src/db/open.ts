import { mkdirSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config";
import { type DbHandle, openPglite, openPostgres } from "./client";
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
    const dir = path.join(config.dataDir, "db");
    mkdirSync(dir, { recursive: true });
    handle = (await openPglite(dir)).handle;
  }
  await runMigrations(handle);
  await seedAll(handle.db, { demo: config.seedDemo });
  return handle;
}
