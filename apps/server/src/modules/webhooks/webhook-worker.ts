import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { OutboxPoller } from "../../lib/outbox-poller";
import { claimDueDelivery, markAttemptFailed, markDelivered } from "./webhook-queue.repository";
import { type Outgoing, type SendOutcome, sendWebhook } from "./webhook-sender";

export interface WebhookWorkerOptions {
  /** how often the outbox is looked at when nothing woke the worker */
  pollMs: number;
  /** the first retry's delay; each further one doubles it, up to maxDelayMs */
  baseDelayMs: number;
  maxDelayMs: number;
  /** how long a claimed delivery stays with one worker (longer than a send's timeout) */
  leaseMs: number;
  /** whether private addresses may be reached (the admin's webhook_allow_private), read at each send */
  allowPrivate: () => Promise<boolean>;
  /** the one POST (tests may wrap it) */
  send: (outgoing: Outgoing) => Promise<SendOutcome>;
}

export const WEBHOOK_WORKER_DEFAULTS: Omit<WebhookWorkerOptions, "allowPrivate"> = {
  pollMs: 2000,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  leaseMs: 60_000,
  send: sendWebhook,
};

/** The delay after the `attempt`-th failed attempt: 30 s, doubling, at most an hour. */
export function webhookRetryDelay(attempt: number, options: Pick<WebhookWorkerOptions, "baseDelayMs" | "maxDelayMs">): number {
  return Math.min(options.baseDelayMs * 2 ** Math.min(Math.max(0, attempt - 1), 30), options.maxDelayMs);
}

/** Sends the webhooks' outbox until stopped; safe beside other workers (rows are claimed). */
export class WebhookWorker extends OutboxPoller {
  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    private readonly options: WebhookWorkerOptions,
  ) {
    super(log, options.pollMs, "webhook worker");
  }

  protected pass(): Promise<number> {
    return this.tick();
  }

  /** Sends every delivery that is due now; how many were attempted. Tests call it directly. */
  async tick(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (this.stopped && handled > 0) return handled;
      const claim = await claimDueDelivery(this.db, this.options.leaseMs);
      if (!claim) return handled;
      handled += 1;
      const outcome = await this.options.send({
        url: claim.url,
        body: claim.body,
        secret: claim.secret,
        eventId: claim.event_id,
        allowPrivate: await this.options.allowPrivate(),
      });
      if (outcome.code !== null && outcome.code >= 200 && outcome.code < 300) {
        if (!(await markDelivered(this.db, claim, outcome.code))) this.log.warn({ deliveryId: claim.id }, "webhook lease lost");
      } else {
        const delay = webhookRetryDelay(claim.attempts, this.options);
        this.log.warn({ deliveryId: claim.id, attempt: claim.attempts, err: outcome.error }, "webhook not delivered");
        await markAttemptFailed(this.db, claim, outcome.code, outcome.error, delay);
      }
    }
  }
}
