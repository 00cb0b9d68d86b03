import { PGlite } from "@electric-sql/pglite";
import { type DbHandle, PGLITE_OPTIONS, wrapPglite } from "../src/db/client";
import { templateDump } from "./template-dump";

// Opening a PGlite from the template costs about a second (its data directory unpacked, the WASM
// backend started), most of what a server test file spent before its first test. A worker that
// keeps its modules (vitest.config.ts `server`, `server-slow`) therefore lends each file's app a
// database it opened for an earlier file, put back as the template left it: every table's rows and
// every sequence as they were, the session as new (settings, named statements, listeners). A file
// that needs a database of its own to close (freshDatabase) still gets one.

/** Where each lent database keeps a copy of the template's rows, to put them back from. */
const KEPT = "template_rows";

interface Lendable {
  client: PGlite;
  /** the statements that put the database back as the template left it */
  restore: string;
}

const idle: Lendable[] = [];

/** A database for one app, as the template left it; `close` gives it back to the worker. */
export async function lendPglite(): Promise<DbHandle> {
  const lent = (await reused()) ?? (await opened());
  const handle = wrapPglite(lent.client);
  let returned = false;
  return {
    ...handle,
    close: async () => {
      if (returned) return;
      returned = true;
      idle.push(lent);
    },
  };
}

/** An idle database put back as the template left it, or null (none idle, or one that could not be put back). */
async function reused(): Promise<Lendable | null> {
  for (let lent = idle.pop(); lent; lent = idle.pop()) {
    try {
      if (lent.client.closed) continue;
      // settings, named statements, listeners, temporary tables: a new session's (not in a transaction)
      await lent.client.exec("DISCARD ALL");
      await lent.client.exec(lent.restore);
      return lent;
    } catch {
      await lent.client.close().catch(() => undefined);
    }
  }
  return null;
}

async function opened(): Promise<Lendable> {
  const client = await PGlite.create({ loadDataDir: await templateDump(), ...PGLITE_OPTIONS });
  return { client, restore: await keepTemplateRows(client) };
}

interface TableColumns {
  name: string;
  columns: string;
}

/** Copies the template's rows aside (in the database itself) and answers the SQL that puts them back. */
async function keepTemplateRows(client: PGlite): Promise<string> {
  const { rows: tables } = await client.query<TableColumns>(`
    SELECT quote_ident(c.relname) AS name,
           string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     GROUP BY c.relname`);
  // a sequence never used yet starts again where it starts
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(`
    SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name,
           coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
      FROM pg_sequences WHERE schemaname = 'public'`);
  const copies: string[] = [`CREATE SCHEMA ${KEPT};`];
  const filled: TableColumns[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM public.${table.name}) AS any`);
    if (!rows[0]?.any) continue;
    filled.push(table);
    copies.push(`CREATE TABLE ${KEPT}.${table.name} AS SELECT ${table.columns} FROM public.${table.name};`);
  }
  await client.exec(copies.join("\n"));
  return [
    // foreign keys and triggers wait while the rows go back
    "SET session_replication_role = replica;",
    `TRUNCATE ${tables.map((table) => `public.${table.name}`).join(", ")} RESTART IDENTITY;`,
    ...filled.map(
      (table) =>
        `INSERT INTO public.${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM ${KEPT}.${table.name};`,
    ),
    ...sequences.map((sequence) => `SELECT setval('${sequence.name}', ${sequence.value}, ${sequence.called});`),
    "SET session_replication_role = DEFAULT;",
  ].join("\n");
}
