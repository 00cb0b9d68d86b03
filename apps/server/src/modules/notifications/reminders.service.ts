import type { Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { enqueueMail } from "../mail/mail.service";
import { noticeMail } from "../mail/mail-templates";
import { findUserById } from "../users/users.service";
import { queueReminderWebhook } from "../webhooks/webhook-events";
import { type ReminderCode, type ReminderLead, type ReminderParams, reminderKind, reminderText } from "./notification-texts";
import { notifyReminder } from "./notifications.service";
import { claimReminder, findCutOffsWithin } from "./reminders.repository";

// docs/PRODUCT-RULES.md, "Notifications and reminders": 48 and 24 hours before the documentation
// and VGM cut-offs, while what they need is missing, the owner gets one mail in their language and
// one notification per reminder — once, whatever the number of scans, restarts or instances.

const HOUR_MS = 3_600_000;

export interface DueReminder {
  order_id: number;
  owner_id: number;
  order_no: string;
  code: ReminderCode;
  hours: ReminderLead;
  cut_off_at: Date;
  /** the port of loading's IANA zone, the cut-off's time is shown in */
  time_zone: string;
}

/**
 * The reminders due at `now`: a cut-off between 24 and 48 hours away gets its 48-hour reminder,
 * one less than 24 hours away its 24-hour one (a scan that missed the first window does not send
 * a stale 48-hour reminder afterwards).
 */
export async function findDueReminders(db: Db, now: Date): Promise<DueReminder[]> {
  const cutOffs = await findCutOffsWithin(db, now, 48 * HOUR_MS);
  return cutOffs.map((cutOff) => ({
    ...cutOff,
    hours: cutOff.cut_off_at.getTime() - now.getTime() <= 24 * HOUR_MS ? 24 : 48,
  }));
}

export interface ReminderContext {
  now: Date;
  /** the portal's public address, for the mail's link */
  publicUrl: string;
}

/**
 * Sends `reminder` unless it was sent already, in one transaction: the reminders_sent row (its
 * unique key decides), the owner's mail in the outbox and the owner's notification. True when
 * this call sent it.
 */
export async function sendReminderOnce(db: Db, reminder: DueReminder, ctx: ReminderContext): Promise<boolean> {
  const kind = reminderKind(reminder.code, reminder.hours);
  return db.transaction(async (tx) => {
    const claimed = await claimReminder(tx, {
      order_id: reminder.order_id,
      kind,
      cut_off_at: reminder.cut_off_at,
      sent_at: ctx.now,
    });
    if (!claimed) return false;
    const params: ReminderParams = {
      order_no: reminder.order_no,
      code: reminder.code,
      hours: reminder.hours,
      cut_off_at: reminder.cut_off_at.toISOString(),
      time_zone: reminder.time_zone,
    };
    const owner = await findUserById(tx, reminder.owner_id);
    if (owner) {
      const lang: Lang = owner.lang === "en" ? "en" : "cn";
      const { title, body } = reminderText(params, lang);
      const link = `${ctx.publicUrl.replace(/\/$/, "")}/bookings/${reminder.order_id}`;
      const subject = lang === "cn" ? `订单 ${reminder.order_no}：${title}` : `Order ${reminder.order_no}: ${title}`;
      await enqueueMail(tx, { to: owner.username, lang, kind: `reminder_${kind}`, ...noticeMail(lang, subject, [body], link) });
    }
    await notifyReminder(tx, reminder.owner_id, reminder.order_id, kind, params);
    await queueReminderWebhook(tx, {
      orderId: reminder.order_id,
      ownerId: reminder.owner_id,
      kind,
      code: reminder.code,
      cutOffAt: reminder.cut_off_at,
      hours: reminder.hours,
    });
    return true;
  });
}

/** One scan: every reminder due at `ctx.now`, each sent once; how many this scan sent. */
export async function sendDueReminders(db: Db, ctx: ReminderContext): Promise<number> {
  let sent = 0;
  for (const reminder of await findDueReminders(db, ctx.now)) {
    if (await sendReminderOnce(db, reminder, ctx)) sent += 1;
  }
  return sent;
}
