import {
  AUTHORITY,
  type Lang,
  NOTIFICATION_KIND,
  type NotificationAudience,
  type NotificationList,
  ORDER_STATUS,
  type OrderAction,
  ROLE_AUTHORITIES,
  ROLES,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { notificationText, type OrderParams, type ReminderParams } from "./notification-texts";
import {
  countUnread,
  insertForRoles,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
} from "./notifications.repository";
import { NOTIFY_AUDIENCE } from "./notify-rules";

// What other modules may do with the bell: tell of an order's step or a reminder (inside the
// transaction of what it reports), and what the routes read and mark.

/** The roles whose users are operations: every role granting `ops_order` (operator, admin). */
const OPS_ROLES: string[] = ROLES.filter((role) => ROLE_AUTHORITIES[role].includes(AUTHORITY.OPS_ORDER));

export interface OrderStep {
  action: OrderAction;
  order: { id: number; owner_id: number; order_no: string; status: number };
  /** the status the order had before (null: it did not exist) */
  from: number | null;
  /** who acted: never told of their own action */
  actorId: number;
  reason?: string;
}

/**
 * Tells whom NOTIFY_AUDIENCE names of a transition, in its transaction. Operations are not told of
 * what they never see: a draft's own steps (a draft cancelled by its owner).
 */
export async function notifyOrderStep(tx: Db, step: OrderStep): Promise<void> {
  const audience = NOTIFY_AUDIENCE[step.action];
  if (!audience) return;
  const params: OrderParams = { order_no: step.order.order_no, status: step.order.status, reason: step.reason ?? "" };
  const row = { order_id: step.order.id, kind: NOTIFICATION_KIND.ORDER, action: step.action, params: { ...params } };
  if ((audience === "owner" || audience === "both") && step.order.owner_id !== step.actorId) {
    await insertNotification(tx, step.order.owner_id, { ...row, audience: "owner" });
  }
  const { DRAFT, CANCELLED } = ORDER_STATUS;
  const opsSees = step.order.status !== DRAFT && !(step.from === DRAFT && step.order.status === CANCELLED);
  if ((audience === "ops" || audience === "both") && opsSees) {
    await insertForRoles(tx, OPS_ROLES, step.actorId, { ...row, audience: "ops" });
  }
}

/** Tells an order's owner of a reminder (the reminder engine, in the transaction that records it sent). */
export async function notifyReminder(tx: Db, ownerId: number, orderId: number, kind: string, params: ReminderParams) {
  await insertNotification(tx, ownerId, {
    order_id: orderId,
    kind: NOTIFICATION_KIND.REMINDER,
    action: kind,
    audience: "owner",
    params: { ...params },
  });
}

/** The reader's page, newest first, in `lang`, with the unread count. */
export async function listOwnNotifications(
  db: Db,
  userId: number,
  query: { page: number; limit: number },
  lang: Lang,
): Promise<NotificationList> {
  const [{ rows, total }, unread] = await Promise.all([
    listNotifications(db, userId, query.page, query.limit),
    countUnread(db, userId),
  ]);
  const list = rows.map((row) => {
    const params = (row.params ?? {}) as { order_no?: string };
    return {
      id: row.id,
      kind: row.kind === NOTIFICATION_KIND.REMINDER ? NOTIFICATION_KIND.REMINDER : NOTIFICATION_KIND.ORDER,
      action: row.action,
      audience: (row.audience === "ops" ? "ops" : "owner") as NotificationAudience,
      order_id: row.order_id,
      order_no: row.order_no ?? params.order_no ?? "",
      ...notificationText(row, lang),
      create_time: row.create_time.toISOString(),
      read: row.read_time !== null,
    };
  });
  return { list, total, unread };
}

export async function unreadCountOf(db: Db, userId: number): Promise<{ unread: number }> {
  return { unread: await countUnread(db, userId) };
}

/** Marks one read (again is no change); another's or a missing id is a 404 alike. */
export async function markOwnRead(db: Db, userId: number, id: number): Promise<{ unread: number }> {
  if (!(await markRead(db, userId, id))) throw notFound();
  return unreadCountOf(db, userId);
}

export async function markAllOwnRead(db: Db, userId: number): Promise<{ unread: number }> {
  await markAllRead(db, userId);
  return { unread: 0 };
}
