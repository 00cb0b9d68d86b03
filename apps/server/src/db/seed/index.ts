import { createHash } from "node:crypto";
import { CONFIG_DEFAULTS } from "@haiyun/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appMeta, systemConfig } from "../schema";
import * as data from "./data";
import { seedDemo } from "./demo";
import { countryRows, seedReference } from "./reference";

/** Config defaults; an admin's later edits are never overwritten. */
export async function seedConfig(db: Db): Promise<void> {
  await db
    .insert(systemConfig)
    .values(Object.entries(CONFIG_DEFAULTS).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing();
}

// Start-up stays fast: reference data is written only when the shipped lists changed.
const REFERENCE_VERSION = createHash("sha256")
  .update(JSON.stringify({ data, countries: countryRows() }))
  .digest("hex")
  .slice(0, 16);

async function seedReferenceIfChanged(db: Db): Promise<void> {
  const [current] = await db.select().from(appMeta).where(eq(appMeta.name, "reference_version"));
  if (current?.value === REFERENCE_VERSION) return;
  await seedReference(db);
  await db
    .insert(appMeta)
    .values({ name: "reference_version", value: REFERENCE_VERSION })
    .onConflictDoUpdate({ target: appMeta.name, set: { value: sql`excluded.value` } });
}

export async function seedAll(db: Db, { demo }: { demo: boolean }): Promise<void> {
  await seedConfig(db);
  await seedReferenceIfChanged(db);
  if (demo) await seedDemo(db);
}
