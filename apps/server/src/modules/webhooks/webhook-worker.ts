import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { OutboxPoller } from "../../lib/outbox-poller";
import { type ClaimedDelivery, claimDueDelivery, markAttemptFailed, markDelivered } from "./webhook-queue.repository";
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
  /** sends in flight at once in this process */
  concurrency: number;
  /** of them, at most this many to one endpoint (URL): a receiver that hangs holds only these */
  perEndpoint: number;
}

export const WEBHOOK_WORKER_DEFAULTS: Omit<WebhookWorkerOptions, "allowPrivate"> = {
  pollMs: 2000,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  leaseMs: 60_000,
  send: sendWebhook,
  concurrency: 8,
  perEndpoint: 2,
};

/** The delay after the `attempt`-th failed attempt: 30 s, doubling, at most an hour. */
export function webhookRetryDelay(attempt: number, options: Pick<WebhookWorkerOptions, "baseDelayMs" | "maxDelayMs">): number {
  return Math.min(options.baseDelayMs * 2 ** Math.min(Math.max(0, attempt - 1), 30), options.maxDelayMs);
}

/**
 * Sends the webhooks' outbox until stopped; safe beside other workers and instances (rows are
 * claimed with a lease). Each subscription is a lane: only its oldest pending delivery may be
 * claimed, so its events arrive in order and a retrying one holds back only its own lane. Lanes
 * are sent in parallel, `concurrency` at a time and `perEndpoint` to one URL: a receiver that never
 * answers delays its own events, not every other customer's (5 such hooks held another
 * customer's event back from 1.3 s to 148 s when one delivery was sent at a time).
 */
export class WebhookWorker extends OutboxPoller {
  /** the waits of running passes: each ends when rows were written or the poll interval passed */
  private readonly waiting = new Set<() => void>();

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

  protected override woken(): void {
    for (const resume of this.waiting) resume();
  }

  /**
   * Sends every delivery that is due now, and those that become due (a lane freed, rows written)
   * while sends are in flight; how many were attempted. Tests call it directly.
   */
  async tick(): Promise<number> {
    let handled = 0;
    const inFlight = new Set<Promise<void>>();
    const perUrl = new Map<string, number>();
    for (;;) {
      while (inFlight.size < this.options.concurrency && (!this.stopped || handled === 0)) {
        const full = [...perUrl].filter(([, n]) => n >= this.options.perEndpoint).map(([url]) => url);
        const claim = await claimDueDelivery(this.db, this.options.leaseMs, full);
        if (!claim) break;
        handled += 1;
        perUrl.set(claim.url, (perUrl.get(claim.url) ?? 0) + 1);
        const sending: Promise<void> = this.deliver(claim)
          .catch((err) => this.log.error({ err, deliveryId: claim.id }, "webhook delivery failed"))
          .finally(() => {
            inFlight.delete(sending);
            const left = (perUrl.get(claim.url) ?? 1) - 1;
            if (left > 0) perUrl.set(claim.url, left);
            else perUrl.delete(claim.url);
          });
        inFlight.add(sending);
      }
      if (inFlight.size === 0) return handled;
      const pause = this.pause(this.options.pollMs);
      await Promise.race([...inFlight, pause.over]);
      pause.end();
    }
  }

  /** A wait that is over when woken or after `ms`, or when ended. */
  private pause(ms: number): { over: Promise<void>; end: () => void } {
    let end: () => void = () => {};
    const over = new Promise<void>((resolve) => {
      const timer = setTimeout(() => end(), ms);
      timer.unref();
      end = () => {
        clearTimeout(timer);
        this.waiting.delete(end);
        resolve();
      };
      this.waiting.add(end);
    });
    return { over, end };
  }

  /** One attempt of a claimed delivery, settled with its outcome. */
  private async deliver(claim: ClaimedDelivery): Promise<void> {
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
