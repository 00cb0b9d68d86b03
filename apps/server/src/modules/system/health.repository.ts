import { sql } from "drizzle-orm";
import { answeringWhileBusy, type Db } from "../../db/client";
import { within } from "../../lib/within";

/** A probe answers within this even when the database neither answers nor hangs up. */
const PING_TIMEOUT_MS = 3000;
/** An embedded database that answered a statement this recently, and has more queued, is up. */
const RECENT_ANSWER_MS = 1000;

/**
 * The cheapest round trip: throws when the database cannot be reached, or does not answer in time.
 * An embedded database busy with other requests' statements is not asked again: its last answer,
 * a moment ago, says it is up, and the probe does not wait behind the queue.
 */
export async function pingDatabase(db: Db): Promise<void> {
  if (answeringWhileBusy(db, RECENT_ANSWER_MS)) return;
  await within(PING_TIMEOUT_MS, db.execute(sql`select 1`), "database");
}
