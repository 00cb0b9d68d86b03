import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../src/db/client";
import { freshDatabase } from "./helpers";
import { templateDump } from "./template-dump";

// Trap: dates travel as YYYY-MM-DD. Both drivers would otherwise turn a SQL
// `date` into a JS Date at UTC midnight (off by a day west of Greenwich once formatted locally).
const handle = await freshDatabase();
afterAll(() => handle.close());

async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows?: Record<string, unknown>[] };
  // PGlite and node-postgres both answer { rows }; guard against a driver that answers an array
  return Array.isArray(result) ? result : (result.rows ?? []);
}

describe(`SQL dates on ${handle.kind}`, () => {
  it("come back as the string YYYY-MM-DD", async () => {
    const [row] = await rowsOf(sql`select '2026-03-07'::date as d`);
    expect(row.d).toBe("2026-03-07");
  });

  it("keep the calendar day at the edges of the year and for leap days", async () => {
    const [row] = await rowsOf(
      sql`select '2026-01-01'::date as first, '2025-12-31'::date as last, '2028-02-29'::date as leap, ${"2026-07-15"}::date as bound`,
    );
    expect(row).toEqual({ first: "2026-01-01", last: "2025-12-31", leap: "2028-02-29", bound: "2026-07-15" });
  });

  it("stay null when null", async () => {
    const [row] = await rowsOf(sql`select null::date as d`);
    expect(row.d).toBeNull();
  });

  it("survive a round trip through a table", async () => {
    // one transaction, so the pooled PostgreSQL driver keeps one connection for the temporary table
    const rows = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table etd_probe (etd date) on commit drop`);
      await tx.execute(sql`insert into etd_probe values (${"2026-03-07"}), ('2026-12-31')`);
      const result = (await tx.execute(sql`select etd from etd_probe order by etd`)) as unknown as { rows: { etd: unknown }[] };
      return result.rows;
    });
    expect(rows.map((r) => r.etd)).toEqual(["2026-03-07", "2026-12-31"]);
  });
});

// The helper above clones a template with the same parsers; this checks the production opener,
// on a data directory restored from the template (cheaper than a fresh initdb).
describe.skipIf(process.env.TEST_ENGINE === "postgres")("the embedded database as the server opens it", () => {
  it("returns a SQL date as YYYY-MM-DD", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "haiyun-dates-"));
    try {
      const restore = await PGlite.create({ dataDir: dir, loadDataDir: await templateDump() });
      await restore.close();
      const { handle: embedded } = await openPglite(dir);
      try {
        const result = (await embedded.db.execute(sql`select '2026-03-07'::date as d`)) as unknown as { rows: { d: unknown }[] };
        expect(result.rows[0].d).toBe("2026-03-07");
      } finally {
        await embedded.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
