import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { type BuildOptions, buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { DbHandle } from "../src/db/client";
import { openPostgres } from "../src/db/postgres";

/**
 * A copy of the suite's migrated, seeded template on the test PostgreSQL, as a URL (so each
 * "instance" can open its own pool on it), dropped after the file's tests.
 */
export async function postgresCopy(): Promise<{ url: URL; drop: () => Promise<void> }> {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `haiyun_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return {
    url: copy,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Two apps on one copy of the template, each with its own pool (and `mail()`'s mail options), as
 * two server processes would be: nothing but the database between them. Closed, and the copy
 * dropped, after the file's tests.
 */
export async function twoInstances(mail: () => BuildOptions["mail"] = () => ({ start: false })) {
  const copy = await postgresCopy();
  const handles: DbHandle[] = [];
  const instance = async () => {
    const handle = openPostgres(copy.url.toString(), 5);
    handles.push(handle);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" });
    const app = await buildApp({ config, db: handle, ownsDb: false, logger: false, mail: mail() });
    await app.ready();
    return app;
  };
  const a: FastifyInstance = await instance();
  const b: FastifyInstance = await instance();
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const handle of handles) await handle.close();
    await copy.drop();
  });
  return { a, b, db: handles[0].db };
}
