import { openAsBlob } from "node:fs";
import { inject } from "vitest";

/** The migrated, seeded PGlite template (test/global-setup.ts), to load as a new database's data directory. */
export function templateDump(): Promise<Blob> {
  return openAsBlob(inject("pgliteDumpFile"));
}
