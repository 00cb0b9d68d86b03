import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger, RouteOptions } from "fastify";
import type { Redis } from "ioredis";

export interface Counted {
  current: number;
  /** milliseconds left in the window */
  ttl: number;
}

// One atomic step in Redis: count the call, start the window with the first one, answer the
// count and the time left. A key somehow left without an expiry gets one, so it cannot hold for ever.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Counts shared by every instance on one Redis; null when Redis cannot be asked right now. */
export class RedisCounts {
  private failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  async incr(key: string, windowMs: number): Promise<Counted | null> {
    // not connected: no queue and no wait (the client is built with enableOfflineQueue: false)
    if (this.redis.status !== "ready") return null;
    try {
      const [current, ttl] = (await this.redis.eval(COUNT_SCRIPT, 1, key, windowMs)) as [number, number];
      this.failing = false;
      return { current, ttl };
    } catch (err) {
      // once per run of failures: a slow or dying Redis must not flood the log either
      if (!this.failing) this.log.warn({ err }, "rate limits: Redis did not answer; counting in this process meanwhile");
      this.failing = true;
      return null;
    }
  }
}

/** Counts in this process: a stand-in for Redis while it does not answer. */
export class LocalCounts {
  // one window length per store, so insertion order is expiry order: the oldest come first
  private readonly windows = new Map<string, { current: number; resetAt: number }>();

  constructor(private readonly maxKeys = 10_000) {}

  incr(key: string, windowMs: number, now = Date.now()): Counted {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.delete(key);
      this.makeRoom(now);
      entry = { current: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  get size(): number {
    return this.windows.size;
  }

  /** Drops the expired windows, and the oldest live ones while full: memory stays bounded. */
  private makeRoom(now: number) {
    for (const [key, entry] of this.windows) {
      if (entry.resetAt > now && this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}

/**
 * The @fastify/rate-limit store with REDIS_URL: each route's counts under `prefix` + method and
 * path in Redis, so every instance adds to the same numbers; in this process while Redis is down
 * (a limit per process beats none, and a request never waits for Redis nor fails with it).
 */
class SharedStore implements FastifyRateLimitStore {
  private readonly local = new LocalCounts();

  constructor(
    private readonly shared: RedisCounts,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow = 60_000): void {
    this.shared
      .incr(this.prefix + key, timeWindow)
      .then((counted) => callback(null, counted ?? this.local.incr(key, timeWindow)));
  }

  child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
    // the plugin passes the route's merged limit settings, the route itself under routeInfo
    const { method, url } = (routeOptions as unknown as { routeInfo: RouteOptions }).routeInfo;
    return new SharedStore(this.shared, `${this.prefix}${method}:${url}:`);
  }
}

export function sharedStore(shared: RedisCounts, prefix: string): FastifyRateLimitStoreCtor {
  return class extends SharedStore {
    constructor() {
      super(shared, prefix);
    }
  };
}
