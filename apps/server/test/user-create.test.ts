import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, type MockInstance, vi } from "vitest";
import { buildApp } from "../src/app";
import { runUserCreate } from "../src/cli/user-create";
import { loadConfig } from "../src/config";
import { type DbHandle, openPglite } from "../src/db/client";
import { openPostgres } from "../src/db/postgres";
import { users } from "../src/db/schema";
import { withDatabase } from "./global-setup";
import { templateDump } from "./template-dump";

// `npm run user:create` is how a real install gets its first admin. It opens the configured
// database itself, so each run here costs a database open: one database per engine for the file.
const isPostgres = process.env.TEST_ENGINE === "postgres";
let env: NodeJS.ProcessEnv;
let openSame: () => Promise<DbHandle>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (isPostgres) {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `haiyun_cli_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // a copy of the migrated template keeps the file fast; the CLI still runs its migrations on it
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
    env = { DATABASE_URL: withDatabase(url, name), LOG_LEVEL: "silent" };
    openSame = async () => openPostgres(env.DATABASE_URL as string, 2);
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "haiyun-cli-"));
    // start the data directory from the migrated template rather than migrating from nothing
    const seeded = await PGlite.create({
      dataDir: path.join(dir, "db"),
      loadDataDir: await templateDump(),
    });
    await seeded.close();
    env = { DATA_DIR: dir, LOG_LEVEL: "silent" };
    openSame = async () => (await openPglite(path.join(dir, "db"))).handle;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(() => cleanup());

let errors: MockInstance<typeof console.error>;
let logs: MockInstance<typeof console.log>;
beforeAll(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  logs = vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  errors.mockClear();
  logs.mockClear();
});
afterAll(() => vi.restoreAllMocks());

const printed = (spy: MockInstance<(...args: unknown[]) => void>) => spy.mock.calls.map((call) => call.join(" ")).join("\n");
const ADMIN_EMAIL = "Root.Admin@Haiyun.example";
const PASSWORD = "Harbour-crane-2026";

describe("runUserCreate", () => {
  it("refuses missing options and an unknown role with exit code 2, before touching a database", async () => {
    expect(await runUserCreate(["--email", "a@b.example", "--password", PASSWORD], env)).toBe(2);
    expect(printed(errors)).toMatch(/Usage: .*--role/);
    errors.mockClear();

    expect(await runUserCreate(["--email", "a@b.example", "--password", PASSWORD, "--role", "superuser"], env)).toBe(2);
    expect(printed(errors)).toContain('Unknown role "superuser"');
    expect(printed(errors)).toContain("admin");
    errors.mockClear();

    expect(await runUserCreate(["--email", "a@b.example", "--password", PASSWORD, "--role", "admin", "--force"], env)).toBe(2);
    expect(printed(errors)).toMatch(/--force/);
    // nothing to open: a bad DATABASE_URL is never reached
    expect(await runUserCreate([], { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" })).toBe(2);
  });

  it("creates an admin who can then sign in", async () => {
    const code = await runUserCreate(["--email", ADMIN_EMAIL, "--password", PASSWORD, "--role", "admin", "--name", "ROOT"], env);
    expect(printed(errors)).toBe("");
    expect(code).toBe(0);
    expect(printed(logs)).toContain(`Created admin account ${ADMIN_EMAIL}`);

    const handle = await openSame();
    try {
      const [row] = await handle.db.select().from(users).where(sql`lower(${users.username}) = ${ADMIN_EMAIL.toLowerCase()}`);
      expect(row).toMatchObject({ roles: ["admin"], linkman: "ROOT", enabled: true });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      // no demo accounts appear as a side effect
      expect(await handle.db.$count(users)).toBe(1);

      const app = await buildApp({
        config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" }),
        db: handle,
        ownsDb: false,
        logger: false,
      });
      try {
        const login = await app.inject({
          method: "POST",
          url: "/api/system/login",
          payload: { username: ADMIN_EMAIL.toLowerCase(), password: PASSWORD },
        });
        expect(login.statusCode).toBe(200);
        const token = login.json().data.token;
        const me = await app.inject({ method: "GET", url: "/api/userinfo", headers: { authorization: `Bearer ${token}` } });
        expect(me.json().data.authorities).toContain("admin_config");
      } finally {
        await app.close();
      }
    } finally {
      await handle.close();
    }
  });

  it.each([
    ["a common password", "123456"],
    ["a common password with a digit", "password1"],
    ["a 5-character password", "Ab3$x"],
  ])("refuses %s with exit code 1 and says why", async (_label, password) => {
    const code = await runUserCreate(["--email", "weak@haiyun.example", "--password", password, "--role", "shipper"], env);
    expect(code).toBe(1);
    expect(printed(errors)).toContain("The password needs at least 8 characters and must not be a common one");
  });

  it("refuses an e-mail that is taken, whatever its case", async () => {
    const code = await runUserCreate(["--email", ADMIN_EMAIL.toUpperCase(), "--password", PASSWORD, "--role", "shipper"], env);
    expect(code).toBe(1);
    expect(printed(errors)).toContain("This e-mail is already registered");
  });

  it("refuses a malformed e-mail with exit code 1", async () => {
    const code = await runUserCreate(["--email", "not-an-email", "--password", PASSWORD, "--role", "admin"], env);
    expect(code).toBe(1);
    expect(printed(errors)).toContain("Please enter a valid email address");
  });

  it("reports a bad configuration with exit code 1", async () => {
    const code = await runUserCreate(["--email", "a@b.example", "--password", PASSWORD, "--role", "admin"], { PORT: "abc" });
    expect(code).toBe(1);
    expect(printed(errors)).toContain('PORT="abc"');
  });
});
