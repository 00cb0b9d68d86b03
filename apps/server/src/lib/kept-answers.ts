/**
 * List pages this process wrote, kept as the text it sent, so that the same page asked again is
 * answered without the database (docs/PERFORMANCE.md: a page written by the database costs it 1.5–2 ms; a
 * kept one costs a map lookup). Pages are kept by scope — a topic and an owner, "orders:12", or
 * the topic's pages across owners, "orders:*" — and dropped when the data under them changes:
 * the database says so on commit (migration 0027's triggers, modules/lists/kept-lists.ts).
 *
 * A page read from the database before a change committed must not be kept after the change was
 * heard, or it would outlive it: `keep` takes the clock of `epoch` from before the read and keeps
 * the page only if nothing its scope depends on was forgotten since.
 *
 * A page over a quarter of the memory is not kept. A page is never kept past `validUntil` (the next cut-off a row shows moves on when it passes),
 * nor past `maxAgeMs`, nor while the memory is not trusted (changes made elsewhere might go
 * unheard: on PostgreSQL, while its listener is not listening).
 */
interface Kept {
  scope: string;
  text: string;
  until: number;
}

/** The cross-owner scope of a topic (the operations desk's pages): changed by any owner's change. */
const EVERY_OWNER = "*";
/** How many scopes' forget times are remembered for pages being read; past it, a forget of everything. */
const FORGOTTEN_SCOPES_BOUND = 10_000;

export class KeptAnswers {
  private readonly entries = new Map<string, Kept>();
  private readonly keysOfScope = new Map<string, Set<string>>();
  private bytes = 0;
  private clock = 0;
  private allForgottenAt = 0;
  private readonly topicForgottenAt = new Map<string, number>();
  private readonly scopeForgottenAt = new Map<string, number>();
  private trusted: boolean;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
    trusted: boolean,
  ) {
    this.trusted = trusted;
  }

  get size(): number {
    return this.entries.size;
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  /** Taken before reading the database; `keep` keeps the page only if it is still current. */
  get epoch(): number {
    return this.clock;
  }

  /**
   * When (by the memory's clock) every page of the topic was last forgotten: moves on with each
   * change heard of the whole topic or of everything, and with every change of trust.
   */
  topicForgottenSince(topic: string): number {
    return Math.max(this.allForgottenAt, this.topicForgottenAt.get(topic) ?? 0);
  }

  recall(scope: string, key: string, now: number): string | undefined {
    if (!this.trusted) return undefined;
    const id = `${scope}\n${key}`;
    const kept = this.entries.get(id);
    if (!kept) return undefined;
    if (now >= kept.until) {
      this.drop(id, kept);
      return undefined;
    }
    // most recently used last: a full memory lets the first ones go
    this.entries.delete(id);
    this.entries.set(id, kept);
    return kept.text;
  }

  keep(scope: string, key: string, text: string, epoch: number, now: number, validUntil = Number.POSITIVE_INFINITY): void {
    if (!this.trusted || !this.currentSince(scope, epoch) || text.length * 2 > this.maxBytes / 4) return;
    const id = `${scope}\n${key}`;
    const old = this.entries.get(id);
    if (old) this.drop(id, old);
    this.entries.set(id, { scope, text, until: Math.min(validUntil, now + this.maxAgeMs) });
    let keys = this.keysOfScope.get(scope);
    if (!keys) {
      keys = new Set();
      this.keysOfScope.set(scope, keys);
    }
    keys.add(id);
    this.bytes += text.length * 2;
    for (const [oldestId, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldestId, oldest);
    }
  }

  /**
   * A change heard: `topic:owner` drops the owner's pages and the pages across owners; `topic:*`
   * the pages across owners; `topic` every page of the topic; no topic, every page.
   */
  forget(topic?: string, owner?: string): void {
    this.clock += 1;
    if (topic === undefined) {
      this.allForgottenAt = this.clock;
      this.topicForgottenAt.clear();
      this.scopeForgottenAt.clear();
      this.entries.clear();
      this.keysOfScope.clear();
      this.bytes = 0;
      return;
    }
    if (owner === undefined) {
      this.topicForgottenAt.set(topic, this.clock);
      for (const scope of [...this.keysOfScope.keys()]) if (scope.startsWith(`${topic}:`)) this.forgetScope(scope);
      return;
    }
    this.forgetScope(`${topic}:${owner}`);
    if (owner !== EVERY_OWNER) this.forgetScope(`${topic}:${EVERY_OWNER}`);
  }

  /** Whether changes made elsewhere reach this memory; either way everything known so far is dropped. */
  setTrusted(trusted: boolean): void {
    this.forget();
    this.trusted = trusted;
  }

  private forgetScope(scope: string): void {
    if (this.scopeForgottenAt.size >= FORGOTTEN_SCOPES_BOUND) {
      // pages being read still compare with the bound's moment: as if everything was forgotten
      this.scopeForgottenAt.clear();
      this.allForgottenAt = this.clock;
    }
    this.scopeForgottenAt.set(scope, this.clock);
    for (const id of this.keysOfScope.get(scope) ?? []) {
      const kept = this.entries.get(id);
      if (kept) this.drop(id, kept);
    }
  }

  private currentSince(scope: string, epoch: number): boolean {
    const topic = scope.slice(0, scope.indexOf(":"));
    return (
      this.allForgottenAt <= epoch &&
      (this.topicForgottenAt.get(topic) ?? 0) <= epoch &&
      (this.scopeForgottenAt.get(scope) ?? 0) <= epoch
    );
  }

  private drop(id: string, kept: Kept): void {
    this.entries.delete(id);
    this.bytes -= kept.text.length * 2;
    const keys = this.keysOfScope.get(kept.scope);
    keys?.delete(id);
    if (keys?.size === 0) this.keysOfScope.delete(kept.scope);
  }
}
