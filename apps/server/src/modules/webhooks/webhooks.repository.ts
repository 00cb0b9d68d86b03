import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, users, type WebhookDeliveryRow, webhookDeliveries, webhooks } from "../../db/schema";

export type { WebhookDeliveryRow };

// The subscriptions and their deliveries (the outbox). Every read and write of a subscription names
// its user, so another user's id finds nothing.

export function countLiveWebhooks(db: Db, userId: number) {
  return db
    .select({ n: count() })
    .from(webhooks)
    .where(and(eq(webhooks.user_id, userId), isNull(webhooks.deleted_at)))
    .then((rows) => rows[0]?.n ?? 0);
}

/**
 * Inserts the subscription unless its user already holds `max` live ones (null then). The user's
 * row is locked first, so two requests at once cannot both take the last place.
 */
export async function insertWebhookWithin(db: Db, row: typeof webhooks.$inferInsert, max: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.user_id)).for("update");
    if ((await countLiveWebhooks(tx, row.user_id)) >= max) return null;
    const [inserted] = await tx.insert(webhooks).values(row).returning({ id: webhooks.id });
    return inserted ?? null;
  });
}

/** The user's live subscriptions, with their newest delivery's outcome. */
export async function listLiveWebhooks(db: Db, userId: number) {
  const last = sql`(SELECT d.id FROM ${webhookDeliveries} d WHERE d.webhook_id = ${webhooks.id} ORDER BY d.id DESC LIMIT 1)`;
  return db
    .select({
      id: webhooks.id,
      url: webhooks.url,
      events: webhooks.events,
      created_at: webhooks.create_time,
      last_delivery_status: webhookDeliveries.status,
      last_delivery_at: sql<
        Date | string | null
      >`coalesce(${webhookDeliveries.delivered_at}, ${webhookDeliveries.last_attempt_at}, ${webhookDeliveries.create_time})`,
    })
    .from(webhooks)
    .leftJoin(webhookDeliveries, eq(webhookDeliveries.id, last))
    .where(and(eq(webhooks.user_id, userId), isNull(webhooks.deleted_at)))
    .orderBy(desc(webhooks.id));
}

/** The user's live subscription `id`, or undefined. */
export async function findOwnWebhook(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.user_id, userId), isNull(webhooks.deleted_at)));
  return row;
}

/** Deletes the user's subscription; what it had still to send is given up. False when not theirs. */
export async function deleteWebhook(db: Db, userId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(webhooks)
      .set({ deleted_at: sql`now()` })
      .where(and(eq(webhooks.id, id), eq(webhooks.user_id, userId), isNull(webhooks.deleted_at)))
      .returning({ id: webhooks.id });
    if (done.length === 0) return false;
    await tx
      .update(webhookDeliveries)
      .set({ status: "failed", next_attempt_at: null, locked_until: null, error: "subscription deleted" })
      .where(and(eq(webhookDeliveries.webhook_id, id), eq(webhookDeliveries.status, "pending")));
    return true;
  });
}

/** The live subscriptions of `userId` (an order's owner), for the events of a change. */
export function liveWebhooksOf(db: Db, userId: number) {
  return db
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.user_id, userId), isNull(webhooks.deleted_at)))
    .orderBy(webhooks.id);
}

export type NewDelivery = Pick<WebhookDeliveryRow, "webhook_id" | "event_id" | "event_type" | "event" | "subject" | "body">;

export async function insertDeliveries(db: Db, rows: NewDelivery[]) {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).returning();
}

export async function pageDeliveries(db: Db, webhookId: number, page: number, size: number) {
  const where = eq(webhookDeliveries.webhook_id, webhookId);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: total?.n ?? 0 };
}

export async function findDelivery(db: Db, webhookId: number, deliveryId: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhook_id, webhookId)));
  return row;
}

/** The order's reference on the DCSA API, for an event that names it. */
export async function orderReferenceOf(db: Db, orderId: number) {
  const [row] = await db.select({ reference: orders.dcsa_reference }).from(orders).where(eq(orders.id, orderId));
  return row;
}
