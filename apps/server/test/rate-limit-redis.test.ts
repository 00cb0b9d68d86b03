import { randomUUID } from "node:crypto";
import net from "node:net";
import { LIMITS } from "@haiyun/shared";
import type { FastifyInstance, InjectOptions } from "fastify";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { auth, buildExtraApp, createTestUser, loginAs, multipart, setupApp, someAddress } from "./helpers";

// With REDIS_URL the route limits (registration, reset codes, contact form,
// uploads) hold across instances; without it each process counts alone; Redis down never turns
// a request into a 5xx. The shared part needs a Redis: TEST_REDIS_URL, else 127.0.0.1:6379; it is
// skipped (and says so) when nothing answers, unless TEST_REDIS_URL was set (CI sets it when
// Redis is there, and then it must run).
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const ctx = await setupApp();
const redisAnswers = await answers(REDIS_URL);
if (!redisAnswers) {
  if (process.env.TEST_REDIS_URL) throw new Error(`TEST_REDIS_URL is set but nothing answers on ${REDIS_URL}`);
  console.warn(`rate-limit-redis: no Redis on ${REDIS_URL}; the shared-limit tests are skipped`);
}
// this run's keys only, so parallel runs (and the other engine's run of this file) never meet
const KEY_PREFIX = `haiyun-test:${randomUUID()}:`;
const RESET_CODES_PER_MINUTE = 10;
const REGISTRATIONS_PER_MINUTE = 20;
const CONTACT_MESSAGES_PER_MINUTE = 5;

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Another instance on the same database; `redisUrl` null: without REDIS_URL. */
function instance(redisUrl: string | null, logger?: object) {
  const env = redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: KEY_PREFIX } : {};
  return buildExtraApp(ctx.db, logger ? { logger } : {}, env);
}

/** The statuses of `times` requests made by `request` (a fresh one each time). */
async function statuses(app: FastifyInstance, request: () => InjectOptions, times: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await app.inject(request())).statusCode);
  return codes;
}

const resetCode = (ip: string): InjectOptions => ({
  method: "POST",
  url: "/api/system/forget",
  payload: { username: `nobody-${randomUUID()}@example.com` },
  remoteAddress: ip,
});
// an empty form: refused (400) after it was counted, which is all a limit looks at
const registration = (ip: string): InjectOptions => ({
  method: "POST",
  url: "/api/userinfo",
  ...multipart([]),
  remoteAddress: ip,
});
const contactMessage = (ip: string): InjectOptions => ({
  method: "POST",
  url: "/api/system/contact_us",
  payload: { email: "someone@example.com", name: "Someone", subject: "Rates", content: "Hello" },
  remoteAddress: ip,
});
// the contacts import names no limit of its own: the plugin gives every upload route one
function contactImport(token: string): InjectOptions {
  const { payload, headers } = multipart([{ name: "zz", value: "no file" }]);
  return { method: "POST", url: "/api/customer/contact/import", payload, headers: { ...headers, ...auth(token) } };
}

describe("without REDIS_URL", () => {
  it("counts each process on its own", async () => {
    const other = await instance(null);
    const ip = someAddress();
    const first = await statuses(ctx.app, () => resetCode(ip), RESET_CODES_PER_MINUTE + 1);
    expect(first.slice(0, -1).every((code) => code === 200)).toBe(true);
    expect(first.at(-1)).toBe(429);
    expect((await other.inject(resetCode(ip))).statusCode).toBe(200);
  });

  it("limits the imports per user as the other uploads, then 429", async () => {
    const { username } = await createTestUser(ctx.db);
    const token = await loginAs(ctx.app, username);
    const codes = await statuses(ctx.app, () => contactImport(token), LIMITS.UPLOADS_PER_MINUTE + 1);
    expect(codes.slice(0, -1).every((code) => code === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const other = await loginAs(ctx.app, (await createTestUser(ctx.db)).username);
    expect((await ctx.app.inject(contactImport(other))).statusCode).toBe(400);
  });
});

describe("with REDIS_URL and no Redis there", () => {
  it("starts, warns once, answers without a 5xx and still limits per process", async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const app = await instance(`redis://127.0.0.1:${await closedPort()}`, { level: "warn", stream });
    const ip = someAddress();
    const codes = await statuses(app, () => resetCode(ip), RESET_CODES_PER_MINUTE + 1);
    expect(codes.slice(0, -1).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await app.inject(registration(someAddress()))).statusCode).toBe(400);
    const warnings = lines.filter((line) => line.includes("Redis does not answer"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]).level).toBe(40);
  });
});

describe.skipIf(!redisAnswers)("with REDIS_URL, two instances", async () => {
  const a = redisAnswers ? await instance(REDIS_URL) : ctx.app;
  const b = redisAnswers ? await instance(REDIS_URL) : ctx.app;
  afterAll(async () => {
    if (!redisAnswers) return;
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${KEY_PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it.each([
    ["reset codes", resetCode, RESET_CODES_PER_MINUTE, 200],
    ["registration", registration, REGISTRATIONS_PER_MINUTE, 400],
    ["the contact form", contactMessage, CONTACT_MESSAGES_PER_MINUTE, 200],
  ] as const)("share one limit on %s: N calls on one, the next on the other is a 429", async (_what, request, max, answer) => {
    const ip = someAddress();
    const onA = await statuses(a, () => request(ip), max);
    expect(onA.every((code) => code === answer)).toBe(true);
    const onB = await b.inject(request(ip));
    expect(onB.statusCode).toBe(429);
    expect(onB.json()).toMatchObject({ error_code: "RATE_LIMITED" });
    // another address still has its own count, on either instance
    expect((await b.inject(request(someAddress()))).statusCode).toBe(answer);
  });

  it("share one upload limit per user", async () => {
    const { username } = await createTestUser(ctx.db);
    const token = await loginAs(a, username);
    const half = LIMITS.UPLOADS_PER_MINUTE / 2;
    const codes = [
      ...(await statuses(a, () => contactImport(token), half)),
      ...(await statuses(b, () => contactImport(token), half)),
    ];
    expect(codes.every((code) => code === 400)).toBe(true);
    expect((await a.inject(contactImport(token))).statusCode).toBe(429);
  });

  it("go on without a 5xx while Redis is away, counting per process, and share again once it is back", async () => {
    const proxy = await startProxy(new URL(REDIS_URL));
    const relayed = new URL(REDIS_URL);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(proxy.port);
    const viaProxy = await instance(relayed.toString());
    const before = someAddress();
    expect(await statuses(viaProxy, () => resetCode(before), 3)).toEqual([200, 200, 200]);

    await proxy.stop();
    const ip = someAddress();
    const during = await statuses(viaProxy, () => resetCode(ip), RESET_CODES_PER_MINUTE + 1);
    expect(during.slice(0, -1).every((code) => code === 200)).toBe(true);
    expect(during.at(-1)).toBe(429);
    // counted in that process only: the shared count of this address is untouched
    expect((await a.inject(resetCode(ip))).statusCode).toBe(200);

    await proxy.start();
    await until(() => viaProxy.rateLimitRedis?.status === "ready");
    // the three counted before the outage are in Redis still: seven more reach the limit
    expect(await statuses(a, () => resetCode(before), RESET_CODES_PER_MINUTE - 3)).toEqual(Array(7).fill(200));
    expect((await viaProxy.inject(resetCode(before))).statusCode).toBe(429);
    await proxy.stop();
  });

  it("closes its Redis client with the app", async () => {
    const app = await instance(REDIS_URL);
    const redis = app.rateLimitRedis;
    expect(redis?.status).toBe("ready");
    await app.close();
    expect(redis?.status).toBe("end");
  });
});

/** A port nothing listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP relay to Redis that can be stopped (every connection cut) and started on the same port. */
async function startProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  };
  let server = net.createServer(relay);
  let port = 0;
  const start = async () => {
    server = net.createServer(relay);
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  const stop = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await start();
  return { port, start, stop };
}

/** Waits for a condition, polling; generous, as the machine may be loaded. */
async function until(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
