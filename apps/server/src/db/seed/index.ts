import { createHash } from "node:crypto";
import { CONFIG_DEFAULTS } from "@haiyun/shared";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appMeta, systemConfig } from "../schema";
import * as data from "./data";
import { DEMO_REVISION, seedDemo } from "./demo";
import { countryRows, seedReference } from "./reference";

/** Config defaults; an admin's later edits are never overwritten. */
export async function seedConfig(db: Db): Promise<void> {
  await db
    .insert(systemConfig)
    .values(Object.entries(CONFIG_DEFAULTS).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing();
}

const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);

// Start-up stays fast (a restart within 1.5 s of processor time, docs/PERFORMANCE.md): each seed step is
// written only when the database's app_meta row for it names another version than the one
// shipped. A fresh database has none of the rows and gets every step; a database seeded by an
// older release gets the steps whose data changed. Every step is idempotent, so a version that
// changes without its data changing costs one re-run, nothing else.
const REFERENCE_VERSION = hashOf({ data, countries: countryRows() });
const STAMPS = {
  config: { name: "config_version", version: hashOf(CONFIG_DEFAULTS) },
  reference: { name: "reference_version", version: REFERENCE_VERSION },
  // the demo data names reference rows (ports, lanes, countries): new lists may let it add more
  demo: { name: "demo_version", version: `${DEMO_REVISION}:${REFERENCE_VERSION}` },
} as const;

type Step = keyof typeof STAMPS;

async function readStamps(db: Db): Promise<Map<string, string>> {
  const names = Object.values(STAMPS).map((stamp) => stamp.name);
  const rows = await db.select().from(appMeta).where(inArray(appMeta.name, names));
  return new Map(rows.map((row) => [row.name, row.value]));
}

async function writeStamp(db: Db, step: Step): Promise<void> {
  const { name, version } = STAMPS[step];
  await db
    .insert(appMeta)
    .values({ name, value: version })
    .onConflictDoUpdate({ target: appMeta.name, set: { value: sql`excluded.value` } });
}

export async function seedAll(db: Db, { demo }: { demo: boolean }): Promise<void> {
  const stamps = await readStamps(db);
  const isDue = (step: Step) => stamps.get(STAMPS[step].name) !== STAMPS[step].version;
  const steps: [Step, () => Promise<void>][] = [
    ["config", () => seedConfig(db)],
    ["reference", () => seedReference(db)],
  ];
  // SEED_DEMO=0 leaves the demo stamp alone: a later start with the demo still seeds it
  if (demo) steps.push(["demo", () => seedDemo(db)]);
  for (const [step, run] of steps) {
    if (!isDue(step)) continue;
    await run();
    // written after the step: a start that fails midway runs the step again next time
    await writeStamp(db, step);
  }
}
