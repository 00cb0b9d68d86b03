import { z } from "zod";
import { listOf, timestamp } from "./response";

// Webhook subscriptions: a user's URL receives a signed CloudEvents message for each change of
// their orders, of the kinds subscribed. The secret signs every body (HMAC-SHA256).

export const WEBHOOK_EVENTS = ["booking", "shipping_instructions", "transport_document", "vgm", "reminder"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** At most this many subscriptions per user. */
export const WEBHOOK_MAX_PER_USER = 10;

export const webhookCreateSchema = z
  .object({
    url: z.string().trim().min(1).max(2000),
    events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
    /** optional: a secret of the user's own (16 to 200 characters); one is made when absent */
    secret: z.string().min(16).max(200).optional(),
  })
  .strict();
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** The answer of a creation: the secret, shown this once. */
export const webhookCreatedSchema = z.object({ id: z.number().int(), secret: z.string() });

export const webhookViewSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: timestamp,
  /** the newest delivery's outcome, null before the first */
  last_delivery_status: z.enum(["pending", "delivered", "failed"]).nullable(),
  last_delivery_at: timestamp.nullable(),
});
export type WebhookView = z.infer<typeof webhookViewSchema>;
export const webhookListSchema = listOf(webhookViewSchema);

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** the CloudEvents id (the same on every attempt and on a "send again") */
  event_id: z.string(),
  /** the CloudEvents type, e.g. org.dcsa.booking.v2 */
  event_type: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** the reference the event is about (a booking, SI or transport document reference) */
  subject: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** the receiver's HTTP status of the last attempt; null when none answered */
  response_code: z.number().int().nullable(),
  /** why the last attempt failed (timeout, refused address, status), empty when it did not */
  error: z.string(),
  created_at: timestamp,
  last_attempt_at: timestamp.nullable(),
  next_attempt_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = listOf(webhookDeliverySchema);
