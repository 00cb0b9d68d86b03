import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { captchas } from "../../db/schema";

export async function insertCaptcha(db: Db, values: { id: string; code_hash: string; expires_at: Date }) {
  await db.insert(captchas).values(values);
}

/** Captchas expired over an hour ago: swept as new ones are made, so the table stays small. */
export async function deleteStaleCaptchas(db: Db) {
  await db.delete(captchas).where(lt(captchas.expires_at, sql`now() - interval '1 hour'`));
}

/** Marks an unexpired, unused captcha used and answers it; undefined when there is none. */
export async function spendCaptcha(db: Db, id: string) {
  const [row] = await db
    .update(captchas)
    .set({ used_at: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.used_at), gt(captchas.expires_at, sql`now()`)))
    .returning();
  return row;
}
