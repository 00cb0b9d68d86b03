import type { FastifyInstance } from "fastify";
import { sendDueReminders } from "./reminders.service";

export interface ReminderSchedulerOptions {
  /** the clock (tests inject theirs) */
  now?: () => Date;
  /** how often it scans; the reminder windows are a day wide, so minutes are plenty */
  intervalMs?: number;
  /** the first scan this long after the start (now unless given) */
  firstScanMs?: number;
}

export interface ReminderScheduler {
  /** one scan now: how many reminders it sent */
  runOnce: () => Promise<number>;
  /** no further scan; resolves when the one under way ended */
  stop: () => Promise<void>;
}

export const REMINDER_INTERVAL_MS = 5 * 60_000;

/**
 * Scans for due reminders every `intervalMs`, from now until stopped. The server starts it (every
 * instance may: the reminders_sent key lets one of them send each reminder); tests start it only
 * when they test it. The mail worker is woken after a scan that queued mail.
 */
export function startReminderScheduler(app: FastifyInstance, options: ReminderSchedulerOptions = {}): ReminderScheduler {
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? REMINDER_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  const runOnce = async (): Promise<number> => {
    const sent = await sendDueReminders(app.db, { now: now(), publicUrl: app.config.publicUrl });
    if (sent > 0) {
      app.mailWorker.wake();
      app.webhookWorker.wake(); // and their webhooks
    }
    return sent;
  };

  const tick = () => {
    timer = null;
    if (stopped) return;
    running = runOnce().catch((err) => {
      app.log.error({ err }, "reminder scan failed; trying again at the next one");
      return 0;
    });
    void running.finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };
  timer = setTimeout(tick, options.firstScanMs ?? 0).unref();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
