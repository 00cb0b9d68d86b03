import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

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
