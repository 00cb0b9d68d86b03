import { z } from "zod";
import { queryInt } from "./common";
import { listOf, timestamp } from "./response";

// The portal's bell: GET /notifications (a page, newest first, with the unread count),
// GET /notifications/unread-count, PUT /notifications/{id}/read, PUT /notifications/read-all.

export const NOTIFICATION_PAGE_MAX = 50;

export const NOTIFICATION_KIND = { ORDER: "order", REMINDER: "reminder" } as const;
export type NotificationKind = (typeof NOTIFICATION_KIND)[keyof typeof NOTIFICATION_KIND];

/** Whom a notification was for: the order's customer, or operations (which page it opens). */
export const NOTIFICATION_AUDIENCES = ["owner", "ops"] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const notificationListQuerySchema = z.strictObject({
  page: queryInt(1).default(1),
  limit: queryInt(1).max(NOTIFICATION_PAGE_MAX, "v.max_value").default(10),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum([NOTIFICATION_KIND.ORDER, NOTIFICATION_KIND.REMINDER]),
  /** the order action, or the reminder's kind ("DCO-48h") */
  action: z.string(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  order_id: z.number().int().nullable(),
  order_no: z.string(),
  /** in the reader's language */
  title: z.string(),
  body: z.string(),
  create_time: timestamp,
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const notificationListSchema = listOf(notificationViewSchema).extend({ unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
