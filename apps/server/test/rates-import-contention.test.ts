import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { rates } from "../src/db/schema";
import { auth, createTestUser, loginAs, multipart, setupApp } from "./helpers";

// A big rate import must not hold the database while its rows are checked or stored (on
// the embedded database, whose one connection a transaction holds, another user's 7-row VGM upload
// waited 24–27 s behind a 50,000-row import). Another user's query is asked once the import has
// begun checking its rows, or has stored its first batch; it must answer before the import ends and
// see none of its rates, and the import still stores all of its rows at once.
const reached = vi.hoisted(() => {
  const signal = () => {
    let reach: () => void = () => undefined;
    return { begun: new Promise<void>((resolve) => (reach = resolve)), reach: () => reach() };
  };
  return { checking: signal(), storing: signal() };
});
vi.mock("../src/lib/import/row", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/lib/import/row")>();
  return {
    ...original,
    checkRow: (...args: Parameters<typeof original.checkRow>) => {
      reached.checking.reach();
      return original.checkRow(...args);
    },
  };
});
vi.mock("../src/modules/rates/rates-staging.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/modules/rates/rates-staging.repository")>();
  return {
    ...original,
    stageRateBatch: async (...args: Parameters<typeof original.stageRateBatch>) => {
      await original.stageRateBatch(...args);
      reached.storing.reach();
    },
  };
});

const ctx = await setupApp();
const { db } = ctx.db;
const file = readFileSync(new URL("./fixtures/rates/rates-5000.xlsx", import.meta.url));

/** Starts a 5,000-rate import, asks another query once `step` is reached: the order they end in. */
async function queryDuring(step: { begun: Promise<void> }) {
  const importer = await createTestUser(ctx.db, ["forwarder"]);
  const token = await loginAs(ctx.app, importer.username);
  const { payload, headers } = multipart([{ name: "file", filename: "rates-5000.xlsx", data: file }]);
  const finished: string[] = [];
  const upload = ctx.app
    .inject({ method: "POST", url: "/api/rate/import", headers: { ...headers, ...auth(token) }, payload })
    .then((res) => {
      finished.push("import");
      return res;
    });
  await step.begun;
  const seen = await db
    .select({ n: count() })
    .from(rates)
    .where(eq(rates.owner_id, importer.id))
    .then(([row]) => {
      finished.push("query");
      return row.n;
    });
  const res = await upload;
  const [stored] = await db.select({ n: count() }).from(rates).where(eq(rates.owner_id, importer.id));
  return { res, finished, seen, stored: stored.n };
}

describe("a rate import of 5,000 rows beside another user's query", () => {
  it("lets the other query answer while its rows are checked, and stores all of them once", async () => {
    const { res, finished, seen, stored } = await queryDuring(reached.checking);

    expect(res.json()).toMatchObject({ code: 0, data: { imported: 5000 } });
    expect(finished).toEqual(["query", "import"]);
    // it answered before the import stored anything: it did not wait for the import's transaction
    expect(seen).toBe(0);
    expect(stored).toBe(5000);
  });

  it("lets the other query answer between the batches it stores, seeing none of its rates until all are", async () => {
    const { res, finished, seen, stored } = await queryDuring(reached.storing);

    expect(res.json()).toMatchObject({ code: 0, data: { imported: 5000 } });
    // a batch of 2,000 was stored and 3,000 were not: the query did not wait for the last of them
    expect(finished).toEqual(["query", "import"]);
    expect(seen).toBe(0);
    expect(stored).toBe(5000);
  });
});
