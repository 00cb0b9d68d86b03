import { eq, sql } from "drizzle-orm";
import { customType, date, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import { freshDatabase } from "./helpers";

// Drizzle's `.prepare(name)` on the embedded database: the statement is parsed once per database
// (db/pglite-statements.ts) and answers exactly what the unnamed path answers.
const onPglite = process.env.TEST_ENGINE !== "postgres";

// as the files' bytes (db/schema/files.ts)
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const probe = pgTable("prepared_probe", {
  id: integer("id").primaryKey(),
  day: date("day"),
  blob: bytea("blob"),
  doc: jsonb("doc"),
  amount: numeric("amount", { precision: 12, scale: 2 }),
  at: timestamp("at", { withTimezone: true }),
  tags: text("tags").array(),
  note: text("note"),
});

const ROW = {
  id: 1,
  day: "2024-02-29",
  blob: Buffer.from([0, 1, 2, 250, 255]),
  doc: { a: [1, "二"], b: null },
  amount: "1234.50",
  at: new Date("2024-03-01T08:30:00.123Z"),
  tags: ["x", "y,z", "海运"],
  note: "备注",
};
const EMPTY = { id: 2, day: null, blob: null, doc: null, amount: null, at: null, tags: null, note: null };

async function uses(db: Db, name: string) {
  const answer = await db.execute(
    sql`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name = ${name}`,
  );
  return (answer as unknown as { rows: { statement: string; runs: number }[] }).rows;
}

const byId = (db: Db) =>
  db
    .select()
    .from(probe)
    .where(eq(probe.id, sql.placeholder("id")));

describe.runIf(onPglite)("PGlite: named prepared statements", async () => {
  if (!onPglite) return;
  const handle = await freshDatabase();
  const db = handle.db;
  await db.execute(sql`create table prepared_probe (id integer primary key, day date, blob bytea, doc jsonb,
    amount numeric(12,2), at timestamptz, tags text[], note text)`);
  await db.insert(probe).values([ROW, EMPTY]);

  it("parses a named statement once and runs it by name on every call", async () => {
    const named = byId(db).prepare("probe_by_id");
    for (let i = 0; i < 20; i++) expect(await named.execute({ id: 1 })).toEqual([ROW]);
    const [entry, ...others] = await uses(db, "probe_by_id");
    expect(others).toEqual([]);
    expect(entry.statement).toContain('"prepared_probe"');
    expect(entry.runs).toBe(20);
  });

  it("answers what the unnamed path answers: dates as text, bytea, json, numeric, timestamps, arrays, nulls", async () => {
    const named = byId(db).prepare("probe_types");
    const unnamed = byId(db).prepare("");
    for (const id of [1, 2, 3]) expect(await named.execute({ id })).toEqual(await unnamed.execute({ id }));
    const [row] = await named.execute({ id: 1 });
    expect(Buffer.isBuffer(row.blob)).toBe(true);
    expect(row.at).toBeInstanceOf(Date);
    expect(await named.execute({ id: 2 })).toEqual([EMPTY]);
    // selected expressions, no column to map them (Drizzle's own parsers: a date[] stays text)
    const counted = () =>
      db.select({ n: sql<number>`count(*)::int`, days: sql<string>`array_agg(${probe.day} order by ${probe.id})` }).from(probe);
    expect(await counted().prepare("probe_count").execute()).toEqual([{ n: 2, days: "{2024-02-29,NULL}" }]);
    expect(await counted().prepare("probe_count").execute()).toEqual(await counted().prepare("").execute());
  });

  it("keeps the database's error code, constraint and detail on a failed named statement", async () => {
    const insert = db
      .insert(probe)
      .values({ id: sql.placeholder("id"), note: "again" })
      .prepare("probe_insert");
    const failure: (Error & { cause?: Record<string, unknown> }) | undefined = await insert.execute({ id: 1 }).then(
      () => undefined,
      (err: Error & { cause?: Record<string, unknown> }) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure?.cause).toMatchObject({ code: "23505", constraint: "prepared_probe_pkey" });
    expect(String(failure?.cause?.detail)).toContain("(id)=(1)");
    // the statement still serves
    await insert.execute({ id: 10 });
    expect(await byId(db).prepare("probe_by_id").execute({ id: 10 })).toMatchObject([{ id: 10, note: "again" }]);
  });

  it("runs named statements inside a transaction, and after one rolled back on a failed statement", async () => {
    const failure = await db
      .transaction(async (tx) => {
        const insert = tx
          .insert(probe)
          .values({ id: sql.placeholder("id"), note: "in tx" })
          .prepare("probe_tx_insert");
        await insert.execute({ id: 20 });
        // seen within the transaction, through a statement prepared there
        expect(
          await byId(tx as unknown as Db)
            .prepare("probe_tx_by_id")
            .execute({ id: 20 }),
        ).toHaveLength(1);
        await insert.execute({ id: 20 });
      })
      .catch((err: unknown) => err as Error & { cause?: { code?: string } });
    expect(failure?.cause?.code).toBe("23505");
    // rolled back: the row is gone, the statements prepared in the transaction still run
    expect(await byId(db).prepare("probe_tx_by_id").execute({ id: 20 })).toEqual([]);
    await db.transaction(async (tx) => {
      await tx
        .insert(probe)
        .values({ id: sql.placeholder("id"), note: "in tx" })
        .prepare("probe_tx_insert")
        .execute({ id: 21 });
    });
    expect(await byId(db).prepare("probe_tx_by_id").execute({ id: 21 })).toMatchObject([{ id: 21, note: "in tx" }]);
  });

  it("prepares a statement again when a migration changed what it returns", async () => {
    const named = db
      .select({ id: probe.id, note: probe.note })
      .from(probe)
      .where(eq(probe.id, sql.placeholder("id")))
      .prepare("probe_note");
    expect(await named.execute({ id: 1 })).toEqual([{ id: 1, note: "备注" }]);
    await db.execute(sql`alter table prepared_probe alter column note type varchar(40)`);
    expect(await named.execute({ id: 1 })).toEqual([{ id: 1, note: "备注" }]);
    await db.execute(sql`deallocate all`);
    expect(await named.execute({ id: 1 })).toEqual([{ id: 1, note: "备注" }]);
  });

  it("refuses one name for two different statements, as node-postgres does", async () => {
    await byId(db).prepare("probe_twice").execute({ id: 1 });
    const other = db.select({ id: probe.id }).from(probe).prepare("probe_twice");
    await expect(other.execute()).rejects.toMatchObject({ cause: { message: expect.stringMatching(/probe_twice/) } });
  });

  it("fails a closed database's named statement as the unnamed path does", async () => {
    const own = await freshDatabase();
    const named = own.db.select({ n: sql<number>`1` }).from(sql`(select 1) as one`).prepare("one");
    expect(await named.execute()).toEqual([{ n: 1 }]);
    await own.close();
    const unnamed = own.db.select({ n: sql<number>`1` }).from(sql`(select 1) as one`).prepare("");
    await expect(named.execute()).rejects.toMatchObject({ cause: { message: "PGlite is closed" } });
    await expect(unnamed.execute()).rejects.toMatchObject({ cause: { message: "PGlite is closed" } });
  });
});
