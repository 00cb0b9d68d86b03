import type { ApiKeyView } from "@haiyun/shared/schemas/api-keys";
import type { WebhookDelivery, WebhookView } from "@haiyun/shared/schemas/webhooks";

export const KEYS: ApiKeyView[] = [
  {
    id: 3,
    name: "ERP sync",
    scope: "read",
    prefix: "hy_live_ab12",
    created_at: "2026-03-01T08:00:00Z",
    last_used_at: null,
  },
  {
    id: 4,
    name: "Booking robot",
    scope: "write",
    prefix: "hy_live_cd34",
    created_at: "2026-03-02T08:00:00Z",
    last_used_at: "2026-03-05T10:30:00Z",
  },
];

export const WEBHOOKS: WebhookView[] = [
  {
    id: 7,
    url: "https://erp.example.com/hooks/haiyun",
    events: ["booking", "vgm"],
    created_at: "2026-03-01T08:00:00Z",
    last_delivery_status: "failed",
    last_delivery_at: "2026-03-06T09:00:00Z",
  },
];

export function deliveryOf(overrides: Partial<WebhookDelivery>): WebhookDelivery {
  return {
    id: 1,
    event_id: "7b0c1f5e-0000-4000-8000-000000000001",
    event_type: "org.dcsa.booking.v2",
    event: "booking",
    subject: "HY2603000001",
    status: "delivered",
    attempts: 1,
    response_code: 200,
    error: "",
    created_at: "2026-03-06T09:00:00Z",
    last_attempt_at: "2026-03-06T09:00:01Z",
    next_attempt_at: null,
    delivered_at: "2026-03-06T09:00:01Z",
    ...overrides,
  };
}

export const DELIVERIES: WebhookDelivery[] = [
  deliveryOf({
    id: 21,
    event: "vgm",
    event_type: "org.dcsa.vgm.v1",
    subject: "HY2603000002",
    status: "failed",
    attempts: 5,
    response_code: 500,
    error: "the receiver answered 500",
    next_attempt_at: null,
    delivered_at: null,
  }),
  deliveryOf({
    id: 20,
    status: "pending",
    attempts: 2,
    response_code: null,
    error: "timeout",
    next_attempt_at: "2026-03-06T09:10:00Z",
    delivered_at: null,
  }),
  deliveryOf({ id: 19 }),
];
