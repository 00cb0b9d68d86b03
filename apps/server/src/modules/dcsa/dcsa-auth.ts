import { authoritiesOf, type Lang, LIMITS, normaliseLang } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { authenticateKey } from "./api-keys.service";
import { dcsaVersionOf } from "./dcsa-openapi";

declare module "fastify" {
  interface FastifyRequest {
    /** the API key a DCSA call came with (null elsewhere) */
    apiKeyId: number | null;
  }
}

const READING = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
}

/** The `lang` header when sent, else Accept-Language: Chinese when it asks for zh first, else English. */
export function dcsaLang(request: FastifyRequest): Lang {
  if (typeof request.headers.lang === "string") return request.lang;
  // the first language asked for, read as the lang header is (its weight, if any, aside)
  return normaliseLang((request.headers["accept-language"] ?? "").split(/[,;]/)[0]);
}

/**
 * The DCSA routes' guard: an API key in `Authorization: Bearer`, never a portal session. The key
 * acts as its user (the same authorities and records as the screens); a read key only reads. Each
 * key has its own rate limit. Portal sessions are read only under /api (plugins/auth.ts), so a
 * session token here is just a key that does not exist.
 */
export function registerKeyAuth(app: FastifyInstance): void {
  app.decorateRequest("apiKeyId", null);
  app.addHook("onRequest", async (request, reply) => {
    request.lang = dcsaLang(request);
    reply.header("cache-control", "no-store");
    // every answer of a standard's paths, refusals included, names the version it speaks
    const version = dcsaVersionOf(request.url);
    if (version) reply.header("api-version", version);
    const key = bearerOf(request);
    const holder = key ? await authenticateKey(app.db, key, app.clock()) : null;
    if (!holder) {
      reply.header("www-authenticate", 'Bearer realm="dcsa"');
      throw new AppError("API_KEY_INVALID");
    }
    if (holder.scope !== "write" && !READING.has(request.method)) throw new AppError("API_KEY_READ_ONLY");
    const { user } = holder;
    request.apiKeyId = holder.keyId;
    request.user = {
      id: user.id,
      username: user.username,
      roles: user.roles,
      authorities: authoritiesOf(user.roles),
      sessionId: 0,
      account: user,
    };
  });
  app.addHook(
    "onRequest",
    app.rateLimit({
      max: LIMITS.DCSA_CALLS_PER_MINUTE,
      timeWindow: "1 minute",
      keyGenerator: (request) => `dcsa-key:${request.apiKeyId ?? request.ip}`,
    }),
  );
}
