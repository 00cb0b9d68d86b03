import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhooks } from "../../db/schema";

// The delivery worker's side of the outbox: a due row is claimed with a lease (SKIP LOCKED lets
// several workers and instances share the queue; a worker that died leaves a lease that runs out),
// then settled with its outcome — only by the claim that holds it. Only a subscription's oldest
// pending row may be claimed: while it is out or waiting for its retry, the rows after it wait.

export interface ClaimedDelivery {
  id: number;
  event_id: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Takes the oldest due delivery that heads its subscription's queue for `leaseMs`, to none of the
 * `skipUrls`; undefined when none is due.
 */
export async function claimDueDelivery(
  db: Db,
  leaseMs: number,
  skipUrls: readonly string[] = [],
): Promise<ClaimedDelivery | undefined> {
  const skipped = skipUrls.length
    ? sql`AND qw.url NOT IN (${sql.join(
        skipUrls.map((url) => sql`${url}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    UPDATE ${webhookDeliveries} AS d
    SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = d.attempts + 1, last_attempt_at = now()
    FROM ${webhooks} AS w
    WHERE w.id = d.webhook_id AND d.id = (
      SELECT q.id FROM ${webhookDeliveries} q JOIN ${webhooks} qw ON qw.id = q.webhook_id
      WHERE q.status = 'pending' AND q.next_attempt_at <= now()
        AND (q.locked_until IS NULL OR q.locked_until < now())
        AND NOT EXISTS (
          SELECT 1 FROM ${webhookDeliveries} e
          WHERE e.webhook_id = q.webhook_id AND e.status = 'pending' AND e.id < q.id
        )
        ${skipped}
      ORDER BY q.next_attempt_at, q.id
      LIMIT 1
      FOR UPDATE OF q SKIP LOCKED
    )
    RETURNING d.id AS id, d.event_id AS event_id, d.body AS body, d.attempts AS attempts, w.url AS url, w.secret AS secret`);
  return (result as unknown as { rows: ClaimedDelivery[] }).rows[0];
}

/** The claim is still this worker's: no other attempt was made since it claimed the row. */
const stillClaimed = (claim: ClaimedDelivery) =>
  and(
    eq(webhookDeliveries.id, claim.id),
    eq(webhookDeliveries.attempts, claim.attempts),
    eq(webhookDeliveries.status, "pending"),
  );

/** The claim's row as delivered; false when the claim was lost (its lease ran out and another took it). */
export async function markDelivered(db: Db, claim: ClaimedDelivery, code: number): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: "delivered",
      response_code: code,
      error: "",
      delivered_at: sql`now()`,
      next_attempt_at: null,
      locked_until: null,
    })
    .where(stillClaimed(claim))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/**
 * A failed attempt: tried again after `delayMs` (never later than a day after the row was made),
 * or failed for good once that day is over.
 */
export async function markAttemptFailed(db: Db, claim: ClaimedDelivery, code: number | null, error: string, delayMs: number) {
  const giveUp = sql`now() >= ${webhookDeliveries.create_time} + interval '24 hours'`;
  await db
    .update(webhookDeliveries)
    .set({
      status: sql`CASE WHEN ${giveUp} THEN 'failed' ELSE 'pending' END`,
      next_attempt_at: sql`CASE WHEN ${giveUp} THEN NULL ELSE least(now() + ${`${delayMs} milliseconds`}::interval, ${webhookDeliveries.create_time} + interval '24 hours') END`,
      response_code: code,
      error: error.slice(0, 1000),
      locked_until: null,
    })
    .where(stillClaimed(claim));
}
