import type { FastifyBaseLogger } from "fastify";

/**
 * The loop of an outbox worker (mail, webhooks): a pass when started (now, or after a given delay)
 * or woken, then one every
 * `pollMs` until stopped; stop waits for the pass under way. A subclass says what a pass does.
 */
export abstract class OutboxPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  protected stopped = false;
  private started = false;

  constructor(
    protected readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    private readonly name: string,
  ) {}

  /** One pass over what is due; how many rows it handled. Tests call it directly. */
  protected abstract pass(): Promise<number>;

  /** The first pass after `firstPassMs` (now unless given); a wake comes sooner. */
  start(firstPassMs = 0): void {
    this.started = true;
    this.stopped = false;
    this.schedule(firstPassMs);
  }

  /** Looks at the outbox now (after rows were written) instead of at the next poll. */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.running) this.woken();
    else this.schedule(0);
  }

  /** Told of a wake while a pass runs (a pass that waits on long sends may look again). */
  protected woken(): void {}

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((err) => this.log.error({ err }, `${this.name} pass failed`))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, delay);
    this.timer.unref();
  }
}
