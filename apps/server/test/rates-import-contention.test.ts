import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { rates } from "../src/db/schema";
import { auth, createTestUser, loginAs, multipart, setupApp } from "./helpers";

// A big rate import must not hold the database while its rows are checked (issue 35: on the
// embedded database, whose one connection a transaction holds, another user's 7-row VGM upload
// waited 24–27 s behind a 50,000-row import). Another user's query is asked once the import has
// begun checking its rows; it must answer before the import stores any, and the import still
// stores all of its rows at once.
const checking = vi.hoisted(() => {
  let started: () => void = () => undefined;
  return { begun: new Promise<void>((resolve) => (started = resolve)), start: () => started() };
});
vi.mock("../src/lib/import/row", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/lib/import/row")>();
  return {
    ...original,
    checkRow: (...args: Parameters<typeof original.checkRow>) => {
      checking.start();
      return original.checkRow(...args);
    },
  };
});

const ctx = await setupApp();
const { db } = ctx.db;

describe("a rate import of 5,000 rows beside another user's query", () => {
  it("lets the other query answer while its rows are checked, and stores all of them once", async () => {
    const importer = await createTestUser(ctx.db, ["forwarder"]);
    const token = await loginAs(ctx.app, importer.username);
    const file = readFileSync(new URL("./fixtures/rates/rates-5000.xlsx", import.meta.url));
    const { payload, headers } = multipart([{ name: "file", filename: "rates-5000.xlsx", data: file }]);
    const finished: string[] = [];

    const upload = ctx.app
      .inject({ method: "POST", url: "/api/rate/import", headers: { ...headers, ...auth(token) }, payload })
      .then((res) => {
        finished.push("import");
        return res;
      });
    await checking.begun;
    const seen = await db
      .select({ n: count() })
      .from(rates)
      .where(eq(rates.owner_id, importer.id))
      .then(([row]) => {
        finished.push("query");
        return row.n;
      });
    const res = await upload;

    expect(res.json()).toMatchObject({ code: 0, data: { imported: 5000 } });
    expect(finished).toEqual(["query", "import"]);
    // it answered before the import stored anything: it did not wait for the import's transaction
    expect(seen).toBe(0);
    const [stored] = await db.select({ n: count() }).from(rates).where(eq(rates.owner_id, importer.id));
    expect(stored.n).toBe(5000);
  });
});
