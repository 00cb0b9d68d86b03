import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { openPostgres } from "../src/db/postgres";
import { seedAll } from "../src/db/seed";

// Migrates and seeds one template per run; each test file then starts from a copy of it.
export default async function setup(project: TestProject) {
  // runs in the main process, where the project's `env` is not applied: tell the engine by name
  const engine = project.name === "server-postgres" ? "postgres" : "pglite";
  if (engine === "postgres") {
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
    project.provide("pgTemplate", template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const { handle, client } = await openPglite();
  await runMigrations(handle);
  await seedAll(handle.db, { demo: false });
  const dump = await client.dumpDataDir("none");
  project.provide("pgliteDump", Buffer.from(await dump.arrayBuffer()).toString("base64"));
  await handle.close();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteDump: string;
  }
}
