import { randomBytes } from "node:crypto";
import {
  type Lang,
  translate,
  WEBHOOK_MAX_PER_USER,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookView,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { checkTarget } from "./address-guard";
import {
  countLiveWebhooks,
  deleteWebhook,
  findDelivery,
  findOwnWebhook,
  insertDeliveries,
  insertWebhookWithin,
  listLiveWebhooks,
  pageDeliveries,
  type WebhookDeliveryRow,
} from "./webhooks.repository";

// A user's webhook subscriptions: made with an address checked to be public (unless the admin
// allows private ones), listed with their last delivery, deleted; their delivery log, and a
// delivery sent again as a new row with the same event.

/** A 400 naming the field, in the caller's language (messages: dcsa.webhook.*). */
function refused(key: string, lang: Lang, field = "url", params?: Record<string, unknown>): AppError {
  const message = translate(`dcsa.webhook.${key}`, lang, params) ?? key;
  return new AppError("VALIDATION_FAILED", { msg: message, errors: [{ field, message }] });
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface SubscribeContext {
  lang: Lang;
  allowPrivate: boolean;
}

export async function createWebhook(db: Db, userId: number, input: WebhookCreate, ctx: SubscribeContext) {
  if ((await countLiveWebhooks(db, userId)) >= WEBHOOK_MAX_PER_USER) {
    throw refused("limit", ctx.lang, "url", { max: WEBHOOK_MAX_PER_USER });
  }
  const check = await checkTarget(input.url, ctx.allowPrivate);
  if (!check.ok)
    throw refused(
      check.reason === "url" ? "url_invalid" : check.reason === "private" ? "url_private" : "url_unresolved",
      ctx.lang,
    );
  const secret = input.secret ?? `whsec_${randomBytes(32).toString("base64url")}`;
  const events = [...new Set(input.events)];
  const row = await insertWebhookWithin(db, { user_id: userId, url: check.url.toString(), events, secret }, WEBHOOK_MAX_PER_USER);
  if (!row) throw refused("limit", ctx.lang, "url", { max: WEBHOOK_MAX_PER_USER });
  return { id: row.id, secret };
}

export async function listWebhooks(db: Db, userId: number): Promise<{ list: WebhookView[]; total: number }> {
  const rows = await listLiveWebhooks(db, userId);
  const list = rows.map((row) => ({
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    created_at: row.created_at.toISOString(),
    last_delivery_status: (row.last_delivery_status as WebhookDeliveryStatus | null) ?? null,
    last_delivery_at: row.last_delivery_status ? iso(row.last_delivery_at) : null,
  }));
  return { list, total: list.length };
}

export async function removeWebhook(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteWebhook(db, userId, id))) throw notFound();
}

export function deliveryView(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    event: row.event as WebhookEvent,
    subject: row.subject,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    response_code: row.response_code,
    error: row.error,
    created_at: row.create_time.toISOString(),
    last_attempt_at: iso(row.last_attempt_at),
    next_attempt_at: iso(row.next_attempt_at),
    delivered_at: iso(row.delivered_at),
  };
}

export async function listDeliveries(db: Db, userId: number, webhookId: number, page: number, size: number) {
  if (!(await findOwnWebhook(db, userId, webhookId))) throw notFound();
  const { rows, total } = await pageDeliveries(db, webhookId, page, size);
  return { list: rows.map(deliveryView), total };
}

/** The delivery sent again: a new row with the same event id and body, due now. */
export async function redeliver(db: Db, userId: number, webhookId: number, deliveryId: number): Promise<WebhookDelivery> {
  if (!(await findOwnWebhook(db, userId, webhookId))) throw notFound();
  const original = await findDelivery(db, webhookId, deliveryId);
  if (!original) throw notFound();
  const [row] = await insertDeliveries(db, [
    {
      webhook_id: webhookId,
      event_id: original.event_id,
      event_type: original.event_type,
      event: original.event,
      subject: original.subject,
      body: original.body,
    },
  ]);
  if (!row) throw new Error("delivery insert returned nothing");
  return deliveryView(row);
}
