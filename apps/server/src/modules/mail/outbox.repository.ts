import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type OutboxRow, outbox } from "../../db/schema";
import type { MailContent } from "./mail-templates";

export interface NewMail extends MailContent {
  to: string;
  lang: string;
  kind: string;
  reply_to?: string;
}

/** Call with the transaction of the action the mail reports, so both commit or neither. */
export async function enqueueMail(db: Pick<Db, "insert">, mail: NewMail): Promise<void> {
  await db.insert(outbox).values(mail);
}

/**
 * Takes the oldest due mail and locks it for `lockMs`. SKIP LOCKED lets several workers (or
 * instances) share the queue; a worker that died leaves a lock that runs out and is taken again.
 */
export async function claimNextMail(db: Db, lockMs: number): Promise<OutboxRow | undefined> {
  const result = await db.execute<OutboxRow>(sql`
    UPDATE ${outbox}
    SET status = 'sending', locked_until = now() + ${`${lockMs} milliseconds`}::interval, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM ${outbox}
      WHERE (status = 'pending' AND next_attempt_at <= now())
         OR (status = 'sending' AND locked_until < now())
      ORDER BY id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`);
  return (result as unknown as { rows: OutboxRow[] }).rows[0];
}

export function markSent(db: Db, id: number) {
  return db
    .update(outbox)
    .set({ status: "sent", sent_at: sql`now()`, locked_until: null, last_error: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

export function markRetry(db: Db, id: number, error: string, delayMs: number) {
  return db
    .update(outbox)
    .set({
      status: "pending",
      locked_until: null,
      last_error: error.slice(0, 1000),
      next_attempt_at: sql`now() + ${`${delayMs} milliseconds`}::interval`,
    })
    .where(eq(outbox.id, id));
}

export function markFailed(db: Db, id: number, error: string) {
  return db
    .update(outbox)
    .set({ status: "failed", locked_until: null, last_error: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}
