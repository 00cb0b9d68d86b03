import type { PGlite } from "@electric-sql/pglite";

// The PGlite template keeps a copy of its own rows in a schema of its own, so a database opened
// from it can be put back as the template left it after a file used it (pglite-lending.ts) without
// unpacking the template again. The copy is made once per run, in test/global-setup.ts.

/** The schema that holds the template's rows, as they were. */
const KEPT = "template_rows";

interface TableColumns {
  name: string;
  columns: string;
}

/** The public tables with the columns a row can be written back to (not the generated ones). */
async function tablesOf(client: PGlite): Promise<TableColumns[]> {
  const { rows } = await client.query<TableColumns>(`
    SELECT quote_ident(c.relname) AS name,
           string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     GROUP BY c.relname`);
  return rows;
}

/** Copies the rows of every public table that has some into the schema kept aside (the template, once). */
export async function keepTemplateRows(client: PGlite): Promise<void> {
  const copies = [`CREATE SCHEMA ${KEPT};`];
  for (const table of await tablesOf(client)) {
    const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM public.${table.name}) AS any`);
    if (rows[0]?.any) copies.push(`CREATE TABLE ${KEPT}.${table.name} AS SELECT ${table.columns} FROM public.${table.name};`);
  }
  await client.exec(copies.join("\n"));
}

/**
 * The SQL that puts a database opened from the template back as the template left it: every public
 * table emptied and refilled from the kept rows, every sequence where it was. Read from a database
 * no test has used yet (its sequences are still the template's).
 */
export async function restoreTemplateRows(client: PGlite): Promise<string> {
  const tables = await tablesOf(client);
  const { rows: kept } = await client.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = '${KEPT}'`,
  );
  const filled = new Set(kept.map((table) => table.name));
  // a sequence never used yet starts again where it starts
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(`
    SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name,
           coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
      FROM pg_sequences WHERE schemaname = 'public'`);
  return [
    // foreign keys and triggers wait while the rows go back
    "SET session_replication_role = replica;",
    `TRUNCATE ${tables.map((table) => `public.${table.name}`).join(", ")} RESTART IDENTITY;`,
    ...tables
      .filter((table) => filled.has(table.name))
      .map(
        (table) =>
          `INSERT INTO public.${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM ${KEPT}.${table.name};`,
      ),
    ...sequences.map((sequence) => `SELECT setval('${sequence.name}', ${sequence.value}, ${sequence.called});`),
    "SET session_replication_role = DEFAULT;",
  ].join("\n");
}
