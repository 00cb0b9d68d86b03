import { type Authority, authoritiesOf, hasAuthority } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { findActiveSession, rotateSession, type SessionAccount, touchSession } from "../modules/auth/sessions.repository";
import { hashToken, newToken, type SessionPolicy } from "../modules/auth/tokens";

export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  authorities: Authority[];
  sessionId: number;
  /** the user's row, read with the session on this request (no password hash) */
  account: SessionAccount;
}

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    sessionPolicy: SessionPolicy;
    requireAuth: (request: FastifyRequest) => Promise<void>;
    requireAuthority: (...required: Authority[]) => (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The signed-in user of a request whose route is guarded (requireAuth / requireAuthority). Those
 * guards run first, so a missing user here is a route registered without its guard: 401, not a crash.
 */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError("AUTH_REQUIRED");
  return request.user;
}

export const RENEWED_TOKEN_HEADER = "x-renewed-token";

type Guard = ((request: FastifyRequest) => Promise<void>) & { [GUARD]?: readonly Authority[] };
const GUARD = Symbol("auth guard");

/** The authorities a route hook demands (empty: any signed-in user), or null if it is no guard. */
export function guardAuthorities(hook: unknown): readonly Authority[] | null {
  return (hook as Guard | undefined)?.[GUARD] ?? null;
}

function markGuard(guard: Guard, authorities: readonly Authority[]): Guard {
  guard[GUARD] = authorities;
  return guard;
}

function hooksOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value ? [value] : [];
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

// Sessions: opaque token → hashed lookup, sliding expiry, rotation with a grace window.
export default fp(
  async function authPlugin(app: FastifyInstance, opts: { policy: SessionPolicy }) {
    app.decorate("sessionPolicy", opts.policy);
    app.decorateRequest("user", null);

    app.addHook("onRequest", async (request, reply) => {
      if (!request.url.startsWith("/api/")) return;
      const token = bearerOf(request);
      if (!token) return;
      const now = new Date();
      const tokenHash = hashToken(token);
      const found = await findActiveSession(app.db, tokenHash, now);
      if (!found?.user.enabled) return;
      const { session, user } = found;
      request.user = {
        id: user.id,
        username: user.username,
        roles: user.roles,
        authorities: authoritiesOf(user.roles),
        sessionId: session.id,
        account: user,
      };
      const policy = app.sessionPolicy;
      const isCurrentToken = session.token_hash === tokenHash;
      if (isCurrentToken && now.getTime() - session.renewed_at.getTime() >= policy.renewAfterMs) {
        const fresh = newToken();
        if (await rotateSession(app.db, session.id, tokenHash, hashToken(fresh), now, policy.graceMs, policy.idleMs)) {
          reply.header(RENEWED_TOKEN_HEADER, fresh);
        }
      } else if (now.getTime() - session.last_seen_at.getTime() >= policy.touchEveryMs) {
        await touchSession(app.db, session.id, now, policy.idleMs);
      }
    });

    app.decorate(
      "requireAuth",
      markGuard(async (request: FastifyRequest) => {
        if (!request.user) throw new AppError("AUTH_REQUIRED");
      }, []),
    );

    app.decorate("requireAuthority", (...required: Authority[]) =>
      markGuard(async (request: FastifyRequest) => {
        if (!request.user) throw new AppError("AUTH_REQUIRED");
        if (!hasAuthority(request.user.authorities, required, "all")) {
          throw new AppError("AUTH_FORBIDDEN");
        }
      }, required),
    );

    // A guard in a later hook would let a stranger's malformed body be judged (400)
    // before the stranger is (401). Guards run onRequest, before the body is even parsed.
    app.addHook("onRoute", (route) => {
      for (const stage of ["preParsing", "preValidation", "preHandler"] as const) {
        if (hooksOf(route[stage]).some((hook) => guardAuthorities(hook) !== null)) {
          throw new Error(`${route.method} ${route.url}: put the auth guard in onRequest, not ${stage}`);
        }
      }
    });
  },
  { name: "auth", dependencies: ["db"] },
);
