import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { OutboxPoller } from "../../lib/outbox-poller";
import type { MailTransport } from "./mail-transport";
import { claimNextMail, markFailed, markRetry, markSent } from "./outbox.repository";

export interface MailWorkerOptions {
  from: string;
  /** how often the queue is looked at when nothing woke the worker */
  pollMs: number;
  /** delay before the first retry; each further retry doubles it, up to maxDelayMs */
  baseDelayMs: number;
  maxDelayMs: number;
  /** a mail is marked failed after this many tries */
  maxAttempts: number;
  /** how long a claimed mail stays with one worker before another may take it */
  lockMs: number;
}

export const MAIL_WORKER_DEFAULTS: MailWorkerOptions = {
  from: "Haiyun <no-reply@haiyun.local>",
  pollMs: 2000,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 8,
  lockMs: 120_000,
};

export function retryDelay(attempt: number, options: Pick<MailWorkerOptions, "baseDelayMs" | "maxDelayMs">): number {
  return Math.min(options.baseDelayMs * 2 ** Math.max(0, attempt - 1), options.maxDelayMs);
}

/** Sends what the outbox holds, one mail at a time, until stopped. */
export class MailWorker extends OutboxPoller {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    log: FastifyBaseLogger,
    private readonly options: MailWorkerOptions,
  ) {
    super(log, options.pollMs, "mail worker");
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }

  protected pass(): Promise<number> {
    return this.drain();
  }

  /** Sends every mail that is due; returns how many were handled. Tests call it directly. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (this.stopped && handled > 0) return handled;
      const mail = await claimNextMail(this.db, this.options.lockMs);
      if (!mail) return handled;
      handled += 1;
      try {
        await this.transport.send({
          from: this.options.from,
          to: mail.to,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // raw SQL rows carry timestamps as text on both drivers, hence new Date()
          messageId: `<outbox-${mail.id}-${new Date(mail.create_time).getTime()}@haiyun>`,
        });
        await markSent(this.db, mail.id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (mail.attempts >= this.options.maxAttempts) {
          this.log.error({ mailId: mail.id, err: message }, "mail failed for good");
          await markFailed(this.db, mail.id, message);
        } else {
          const delay = retryDelay(mail.attempts, this.options);
          this.log.warn({ mailId: mail.id, attempt: mail.attempts, retryInMs: delay, err: message }, "mail not sent; will retry");
          await markRetry(this.db, mail.id, message, delay);
        }
      }
    }
  }
}
