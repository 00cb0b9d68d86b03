import rateLimit from "@fastify/rate-limit";
import { LIMITS } from "@haiyun/shared";
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { perUserPerMinute } from "../lib/rate-limit";
import { RedisCounts, sharedStore } from "../lib/rate-limit-store";

declare module "fastify" {
  interface FastifyInstance {
    /** the client behind the shared rate limits (REDIS_URL), null without one */
    rateLimitRedis: Redis | null;
  }
}

export interface RateLimitOptions {
  redisUrl?: string;
  /** put before every key in Redis, so deployments (or test runs) sharing one Redis stay apart */
  keyPrefix: string;
}

// how long start-up waits for Redis's first answer before serving with per-process counts
const FIRST_CONNECT_MS = 3_000;

function takesMultipart(route: RouteOptions): boolean {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
  return !!consumes?.includes("multipart/form-data");
}

/**
 * The route limits (registration, reset codes, contact form, uploads) count in
 * Redis when REDIS_URL is set, so they hold across instances; in this process otherwise, and
 * while Redis does not answer (see lib/rate-limit-store.ts). Sign-in attempts are counted in the
 * database (modules/auth/login-guard.ts) and need none of this.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitOptions) {
    // every upload is limited per user, also a route that names no limit of its own (the imports);
    // added before the plugin's own onRoute hook, which reads the setting
    app.addHook("onRoute", (route) => {
      // the plugin pushes its hook into the route's onRequest list: a list several routes share
      // (rates.routes.ts) would hand one route's limit (the import's) to every one of them
      if (Array.isArray(route.onRequest)) route.onRequest = [...route.onRequest];
      if (takesMultipart(route) && route.config?.rateLimit === undefined) {
        route.config = { ...route.config, ...perUserPerMinute(LIMITS.UPLOADS_PER_MINUTE) };
      }
    });

    const redis = opts.redisUrl ? await connectRedis(opts.redisUrl, app.log) : null;
    app.decorate("rateLimitRedis", redis);
    if (redis) app.addHook("onClose", () => closeRedis(redis));

    const store = redis ? sharedStore(new RedisCounts(redis, app.log), `${opts.keyPrefix}rate-limit:`) : undefined;
    // off by default; the routes above opt in
    await app.register(rateLimit, { global: false, store });
  },
  { name: "rate-limit" },
);

async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // loaded only with REDIS_URL: a start without it need not pay for the client (docs/PERFORMANCE.md)
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    // a command while Redis is away fails at once (and is counted in this process) instead of
    // waiting in a queue for a reconnection, or being sent again after one
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  // one warning per outage (the client retries every few seconds), one line when it is back
  let warned = false;
  redis.on("error", (err) => {
    if (!warned) log.warn({ err }, "rate limits: Redis does not answer; each process counts on its own until it does");
    warned = true;
  });
  redis.on("ready", () => {
    log.info("rate limits: counted in Redis, shared by every instance");
    warned = false;
  });
  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      redis.off("ready", settle).off("error", settle);
      resolve();
    };
    const timer = setTimeout(settle, FIRST_CONNECT_MS);
    redis.once("ready", settle).once("error", settle);
  });
  return redis;
}

async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== "ready") {
    redis.disconnect();
    return;
  }
  // QUIT's answer comes before the socket is closed: the app is closed once the client has ended
  const ended = new Promise((resolve) => redis.once("end", resolve));
  await redis.quit().catch(() => redis.disconnect());
  await ended;
}
