import type { PGlite } from "@electric-sql/pglite";
import { type DbHandle, wrapPglite } from "../src/db/client";
import { openTemplateCopy } from "./template-dump";
import { restoreTemplateRows } from "./template-rows";

// Opening a PGlite from the template costs about a second (its data directory unpacked, the WASM
// backend started), most of what a server test file spent before its first test. A worker that
// keeps its modules (vitest.config.ts `server`, `server-slow`) therefore lends each file's app a
// database it opened for an earlier file, put back as the template left it: every table's rows and
// every sequence as they were (template-rows.ts), the session as new (settings, named statements,
// listeners). A file that needs a database of its own to close (freshDatabase) still gets one.

const idle: PGlite[] = [];
/** the statements that put a lent database back; the same for every database of this worker */
let restore: Promise<string> | null = null;

/** A database for one app, as the template left it; `close` gives it back to the worker. */
export async function lendPglite(): Promise<DbHandle> {
  const client = (await reused()) ?? (await opened());
  const handle = wrapPglite(client);
  let returned = false;
  return {
    ...handle,
    close: async () => {
      if (returned) return;
      returned = true;
      idle.push(client);
    },
  };
}

/** An idle database put back as the template left it, or null (none idle, or one that could not be put back). */
async function reused(): Promise<PGlite | null> {
  for (let client = idle.pop(); client; client = idle.pop()) {
    try {
      if (client.closed || !restore) continue;
      // settings, named statements, listeners, temporary tables: a new session's (not in a transaction)
      await client.exec("DISCARD ALL");
      await client.exec(await restore);
      return client;
    } catch {
      await client.close().catch(() => undefined);
    }
  }
  return null;
}

async function opened(): Promise<PGlite> {
  const client = await openTemplateCopy();
  restore ??= restoreTemplateRows(client);
  await restore;
  return client;
}
