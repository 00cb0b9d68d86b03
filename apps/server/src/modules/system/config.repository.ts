import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { systemConfig } from "../../db/schema";

export function selectConfigRows(db: Db) {
  return db.select().from(systemConfig);
}

/** Writes each name's value, adding the names not stored yet. */
export async function upsertConfig(db: Db, entries: { name: string; value: string }[]) {
  await db
    .insert(systemConfig)
    .values(entries)
    .onConflictDoUpdate({
      target: systemConfig.name,
      set: { value: sql`excluded.value`, update_time: sql`now()` },
    });
}
