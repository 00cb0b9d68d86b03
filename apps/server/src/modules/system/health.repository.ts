import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { within } from "../../lib/within";

/** A probe answers within this even when the database neither answers nor hangs up. */
const PING_TIMEOUT_MS = 3000;

/** The cheapest round trip: throws when the database cannot be reached, or does not answer in time. */
export async function pingDatabase(db: Db): Promise<void> {
  await within(PING_TIMEOUT_MS, db.execute(sql`select 1`), "database");
}
