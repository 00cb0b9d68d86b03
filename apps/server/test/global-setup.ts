import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { openPostgres } from "../src/db/postgres";
import { seedAll } from "../src/db/seed";
import { keepTemplateRows } from "./template-rows";

interface Template {
  value: Promise<string>;
  users: number;
  drop: () => Promise<void>;
}

// Migrates and seeds one template per engine and run; each test file then starts from a copy of
// it. The server suite is several projects per engine (vitest.config.ts): they share the template,
// kept on the main process's global (each project loads this file on its own), dropped after the last.
export default async function setup(project: TestProject) {
  // runs in the main process, where the project's `env` is not applied: tell the engine by name
  const engine = project.name.startsWith("server-postgres") ? "postgres" : "pglite";
  const holder = globalThis as { haiyunTemplates?: Map<string, Template> };
  holder.haiyunTemplates ??= new Map();
  const templates = holder.haiyunTemplates;
  let template = templates.get(engine);
  if (!template) {
    const made = engine === "postgres" ? postgresTemplate() : pgliteTemplate();
    template = { value: made.then((m) => m.value), users: 0, drop: async () => (await made).drop() };
    templates.set(engine, template);
  }
  template.users += 1;
  project.provide(engine === "postgres" ? "pgTemplate" : "pgliteDumpFile", await template.value);
  const shared = template;
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      templates.delete(engine);
      await shared.drop();
    }
  };
}

async function postgresTemplate(): Promise<{ value: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL suite");
  const template = `haiyun_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = openPostgres(withDatabase(url, template), 2);
  await runMigrations(handle);
  await seedAll(handle.db, { demo: false });
  await handle.close();
  return {
    value: template,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function pgliteTemplate(): Promise<{ value: string; drop: () => Promise<void> }> {
  const { handle, client } = await openPglite();
  await runMigrations(handle);
  await seedAll(handle.db, { demo: false });
  // its rows kept aside too, for the databases a worker lends again (template-rows.ts)
  await keepTemplateRows(client);
  const dump = await client.dumpDataDir("none");
  await handle.close();
  // a file each test file reads as a Blob (template-dump.ts), not a 50 MB string handed to
  // every file and decoded there
  const file = path.join(tmpdir(), `haiyun-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { value: file, drop: async () => rmSync(file, { force: true }) };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: string;
    /** the migrated, seeded PGlite template's data directory, as a tar file */
    pgliteDumpFile: string;
  }
}
