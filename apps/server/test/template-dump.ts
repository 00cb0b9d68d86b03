import { openAsBlob } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { PGLITE_OPTIONS } from "../src/db/client";

/** The migrated, seeded PGlite template (test/global-setup.ts), to load as a new database's data directory. */
export function templateDump(): Promise<Blob> {
  return openAsBlob(inject("pgliteDumpFile"));
}

/** A new in-memory PGlite opened from the template, with the app's parsers. */
export async function openTemplateCopy(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await templateDump(), ...PGLITE_OPTIONS });
}
