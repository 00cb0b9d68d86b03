import type { Authority } from "@haiyun/shared";
import type { SessionAccount } from "./sessions.repository";

/** What the session check read of a session row: enough to judge expiry, idleness and grace. */
export interface SessionTimes {
  id: number;
  token_hash: string;
  prev_token_hash: string | null;
  prev_valid_until: Date | null;
  renewed_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

export interface RememberedSession {
  session: SessionTimes;
  user: SessionAccount;
  authorities: Authority[];
  /** when the database last said so (Date.now()) */
  verifiedAt: number;
}

/**
 * The sessions this process verified recently, by token hash, so the common request asks the
 * database nothing (docs/PERFORMANCE.md). Memory only ever answers "valid": a token it does not hold, or
 * judges expired, is read from the database, which stays the authority.
 *
 * It is exact because every write that could change a check's answer (a revoked session, any
 * change to the user's row) forgets the user's entries once the write has committed: in this
 * process through `forgetAccount` (session-registry.ts), in others through NOTIFY (db/notify-listener.ts). A request that
 * read the database before such a commit must not put its stale answer back afterwards, so a fill
 * is only kept if no forget happened since the read began (`generation`). Forgetting before the
 * commit would not do: a read between the forget and the commit still sees the old row.
 *
 * Two bounds keep a missed write from living on: entries are trusted for `maxAgeMs` after the
 * database confirmed them (the touch interval: a session in use is written then anyway), and a
 * memory whose NOTIFY listener is down is not trusted at all.
 */
export class SessionMemory {
  private readonly entries = new Map<string, RememberedSession>();
  private generation = 0;
  /** false while changes made by other processes might go unheard */
  private trusted: boolean;

  constructor(
    private readonly capacity: number,
    private readonly maxAgeMs: number,
    trusted: boolean,
  ) {
    this.trusted = trusted;
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Taken before reading the database; `remember` keeps the answer only if it is still current. */
  get epoch(): number {
    return this.generation;
  }

  /** The remembered, still valid session of a token hash; undefined sends the caller to the database. */
  recall(tokenHash: string, now: number): RememberedSession | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.verifiedAt >= this.maxAgeMs || !isValidToken(entry.session, tokenHash, now)) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    // most recently used last: the first entries are the ones a full memory lets go
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry;
  }

  remember(tokenHash: string, entry: RememberedSession, epoch: number): void {
    if (!this.trusted || epoch !== this.generation) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Drops every entry of the user's sessions. Writes are rare, so a scan beats keeping an index. */
  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(key);
    }
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Whether changes made elsewhere reach this memory; either way everything known so far is dropped. */
  setTrusted(trusted: boolean): void {
    this.forgetAll();
    this.trusted = trusted;
  }
}

function isValidToken(session: SessionTimes, tokenHash: string, now: number): boolean {
  if (session.expires_at.getTime() <= now) return false;
  if (session.token_hash === tokenHash) return true;
  return session.prev_token_hash === tokenHash && !!session.prev_valid_until && session.prev_valid_until.getTime() > now;
}
