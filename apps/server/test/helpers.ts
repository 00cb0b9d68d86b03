import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { buildApp, type BuildOptions } from "../src/app";
import { loadConfig } from "../src/config";
import { type DbHandle, openPostgres, wrapPglite } from "../src/db/client";
import { createUser } from "../src/modules/auth/users.service";
import { withDatabase } from "./global-setup";
import { DATE_PARSERS } from "../src/db/client";

/** A fresh database for this test file, copied from the migrated, seeded template. */
export async function freshDatabase(): Promise<DbHandle> {
  if (process.env.TEST_ENGINE === "postgres") {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `haiyun_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
    const handle = openPostgres(withDatabase(url, name), 5);
    return {
      ...handle,
      kind: "postgres",
      close: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([Buffer.from(inject("pgliteDump"), "base64")]);
  const client = await PGlite.create({ loadDataDir: dump, parsers: DATE_PARSERS });
  return wrapPglite(client);
}

export interface TestContext {
  app: FastifyInstance;
  db: DbHandle;
}

/** Builds the real app on a fresh database; closes both after the file's tests. */
export async function setupApp(overrides: Partial<BuildOptions> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  const db = await freshDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", ...env });
  const app = await buildApp({ config, db, ownsDb: false, logger: false, ...overrides });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  return { app, db };
}

export const TEST_PASSWORD = "Sturdy-pass-42";

let counter = 0;
export async function createTestUser(db: DbHandle, roles: string[] = ["shipper"], username?: string) {
  counter += 1;
  const name = username ?? `user${counter}-${randomBytes(3).toString("hex")}@example.com`;
  const user = await createUser(db.db, { username: name, password: TEST_PASSWORD, roles: roles as never });
  return user;
}

export async function loginAs(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/system/login", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token;
}

export function auth(token: string, lang: "cn" | "en" = "en") {
  return { authorization: `Bearer ${token}`, lang };
}
