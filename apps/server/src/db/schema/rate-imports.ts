import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { rateValueColumns } from "./rates";

// A rate import's rates on their way in (migration 0032): staged here batch by batch,
// each in a short transaction of its own, so that the embedded database's one connection serves
// other users between them, then moved into rates by one short transaction. Nothing reads them but
// that move: an import that fails or dies half-way leaves rows no one sees, deleted then or swept
// by age. No foreign keys: the rows were checked before they came, and sweeping needs none.

export const rateImportRows = pgTable(
  "rate_import_rows",
  {
    import_id: text("import_id").notNull(),
    /** drawn from rates' own sequence when staged: the rate's id once moved, its prices' rate_id */
    rate_id: integer("rate_id").notNull(),
    owner_id: integer("owner_id").notNull(),
    ...rateValueColumns(),
    create_time: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("rate_import_rows_import_idx").on(t.import_id), index("rate_import_rows_time_idx").on(t.create_time)],
);
