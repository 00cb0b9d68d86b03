import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** A probe answers within this even when the database neither answers nor hangs up. */
const PING_TIMEOUT_MS = 3000;

/** The cheapest round trip: throws when the database cannot be reached, or does not answer in time. */
export async function pingDatabase(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
