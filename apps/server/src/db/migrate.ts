import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DbHandle } from "./client";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

export async function runMigrations(handle: DbHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === "pglite") await migratePglite(handle.db as never, options);
  else await migratePg(handle.db as never, options);
}
