import { type Authority, authoritiesOf, hasAuthority } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { SESSIONS_CHANNEL } from "../modules/auth/account-changes.repository";
import { type RememberedSession, SessionMemory } from "../modules/auth/session-memory";
import { originOf, registerMemory } from "../modules/auth/session-registry";
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
    sessionMemory: SessionMemory;
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

/** How many sessions a process remembers; past it the least recently used one is let go. */
const MEMORY_CAPACITY = 10_000;

// Sessions: opaque token → hashed lookup, sliding expiry, rotation with a grace window; verified
// sessions remembered in the process (modules/auth/session-memory.ts).
export default fp(
  async function authPlugin(app: FastifyInstance, opts: { policy: SessionPolicy }) {
    const policy = opts.policy;
    app.decorate("sessionPolicy", policy);
    app.decorateRequest("user", null);

    // the embedded database has one process per data directory (db/data-dir-lock.ts): every write
    // goes through this process, so its memory is exact from the start. On PostgreSQL it is trusted
    // only while the listener hears the other processes' writes.
    const onPostgres = app.dbKind === "postgres";
    const memory = new SessionMemory(MEMORY_CAPACITY, policy.touchEveryMs, !onPostgres);
    app.decorate("sessionMemory", memory);
    const unregister = registerMemory(app.db, memory);
    app.addHook("onClose", async () => unregister());
    // other processes' writes (PostgreSQL; on the embedded database there are none: its own
    // writes forgot already, see session-registry.ts)
    const ownOrigin = originOf(app.db);
    app.listenTo(SESSIONS_CHANNEL, {
      heard: (payload) => {
        const [origin, id] = payload.split(":");
        if (origin === ownOrigin) return;
        const userId = Number(id);
        if (id && Number.isSafeInteger(userId)) memory.forgetUser(userId);
        else memory.forgetAll();
      },
      setTrusted: (trusted) => memory.setTrusted(trusted || !onPostgres),
    });

    /** The session of a token: from memory when it holds it, else read and remembered. */
    async function verify(tokenHash: string, now: number): Promise<RememberedSession | null> {
      const remembered = memory.recall(tokenHash, now);
      if (remembered) return remembered;
      const epoch = memory.epoch;
      const found = await findActiveSession(app.db, tokenHash, new Date(now));
      if (!found?.user.enabled) return null;
      const entry = { ...found, authorities: authoritiesOf(found.user.roles), verifiedAt: now };
      memory.remember(tokenHash, entry, epoch);
      return entry;
    }

    app.addHook("onRequest", async (request, reply) => {
      if (!request.url.startsWith("/api/")) return;
      const token = bearerOf(request);
      if (!token) return;
      const now = Date.now();
      const tokenHash = hashToken(token);
      const verified = await verify(tokenHash, now);
      if (!verified) return;
      const { session, user, authorities } = verified;
      request.user = {
        id: user.id,
        username: user.username,
        roles: user.roles,
        authorities,
        sessionId: session.id,
        account: user,
      };
      if (session.token_hash === tokenHash && now - session.renewed_at.getTime() >= policy.renewAfterMs) {
        const fresh = newToken();
        if (
          await rotateSession(
            app.db,
            user.id,
            session.id,
            tokenHash,
            hashToken(fresh),
            new Date(now),
            policy.graceMs,
            policy.idleMs,
          )
        ) {
          reply.header(RENEWED_TOKEN_HEADER, fresh);
        }
      } else if (now - session.last_seen_at.getTime() >= policy.touchEveryMs) {
        await touchSession(app.db, session.id, new Date(now), policy.idleMs);
        // in place: a revoke that forgot the entry meanwhile stays forgotten (nothing is put back)
        Object.assign(session, { last_seen_at: new Date(now), expires_at: new Date(now + policy.idleMs) });
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
