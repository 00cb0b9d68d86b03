import type { Db } from "./client";

// Building a Drizzle query costs more Node CPU than its round trip to the
// database. A query every request runs is built once per database (with `sql.placeholder`s for
// its values and `.prepare(name)`); the named statement is also parsed once and planned as
// PostgreSQL's plan cache decides: per pooled connection on PostgreSQL, per database on PGlite
// (db/pglite-statements.ts). It still asks the database each time: nothing is cached but the plan.

/** `build` run once per database; the same prepared query for every later call. */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
