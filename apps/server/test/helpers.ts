import { randomBytes, randomInt } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import type { SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { type BuildOptions, buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { type DbHandle, wrapPglite } from "../src/db/client";
import { openPostgres } from "../src/db/postgres";
import { drawPool } from "../src/modules/orders";
import { createUser, FACTORY_PASSWORD } from "./factories";
import { withDatabase } from "./global-setup";
import { lendPglite } from "./pglite-lending";
import { openTemplateCopy } from "./template-dump";

// Where a worker keeps its modules from one file to the next (vitest.config.ts `server`), the PDF
// drawing threads outlive each file's app: this claim lasts the worker's life, so a file does not
// start them and load the drawing code again. Idle threads still stop after a minute, and never
// keep the worker alive.
drawPool.hold();

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
  return wrapPglite(await openTemplateCopy());
}

export interface TestContext {
  app: FastifyInstance;
  db: DbHandle;
}

/**
 * Builds the real app on a database as the template left it (on PGlite one the worker lends and
 * takes back, pglite-lending.ts); closes both after the file's tests.
 */
export async function setupApp(overrides: Partial<BuildOptions> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  const db = process.env.TEST_ENGINE === "postgres" ? await freshDatabase() : await lendPglite();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", ...env });
  const app = await buildApp({ config, db, ownsDb: false, logger: false, mail: { start: false }, ...overrides });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  return { app, db };
}

export const TEST_PASSWORD = FACTORY_PASSWORD;

let counter = 0;
export async function createTestUser(db: DbHandle, roles: string[] = ["shipper"], username?: string) {
  counter += 1;
  const name = username ?? `user${counter}-${randomBytes(3).toString("hex")}@example.com`;
  const user = await createUser(db.db, { username: name, roles });
  return user;
}

export async function loginAs(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<string> {
  // each sign-in from its own loopback address, so the per-address login limits do not add up
  const remoteAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  const res = await app.inject({ method: "POST", url: "/api/system/login", payload: { username, password }, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token;
}

export function auth(token: string, lang: "cn" | "en" = "en") {
  return { authorization: `Bearer ${token}`, lang };
}

/** Builds another app on an existing database (e.g. with a different session policy); closed after the file. */
export async function buildExtraApp(
  db: DbHandle,
  overrides: Partial<BuildOptions> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", ...env });
  const app = await buildApp({ config, db, ownsDb: false, logger: false, mail: { start: false }, ...overrides });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data payload built by hand, parts in the given order. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----haiyun-test-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ("filename" in part) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`), "filename" in part ? part.data : Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour, width × height pixels. */
export function pngImage(width = 1, height = 1, rgb: [number, number, number] = [0x6c, 0xba, 0xa9]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A random loopback address: per-address limits (login, registration, reset codes) then never add up across tests. */
export function someAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

type Truthy<T> = Exclude<T, false | 0 | "" | null | undefined>;

/** Asks `check` every `everyMs` until it returns something truthy, and returns that; throws after `timeoutMs`. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 5000, everyMs = 25): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Rows of a raw SQL query on either engine (Drizzle types `execute` loosely across drivers). */
export async function queryRows<T>(db: DbHandle["db"], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The value, or a failure that names what was missing (a test's stand-in for `value!`). */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, got ${value}`);
  return value;
}
