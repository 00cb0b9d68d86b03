import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { AppError, fieldError } from "../lib/app-error";
import { claimKey, completeKey, findKey, purgeExpiredKeys, releaseKey } from "../modules/idempotency/idempotency.repository";

// A state-changing POST that carries `Idempotency-Key` runs once per
// user and key. A route opts in with `config: { idempotent: true }`:
// - the key is claimed (one INSERT … ON CONFLICT) after the body validated, before the handler;
// - the same key with the same method, path and body replays the first answer (status and body,
//   and `Idempotent-Replayed: true`); with anything else it is a 422 IDEMPOTENCY_KEY_REUSED;
// - while the first request still runs, the second is a 409 IDEMPOTENCY_IN_PROGRESS at once
//   (as the IETF idempotency-key draft has it), with `Retry-After: 1`: waiting would hold a
//   connection and a database client for a request the client can simply send again;
// - only a 2xx answer is kept: a refused request gives its key back, so a corrected retry runs;
// - keys live 24 hours; older ones are ignored at once and deleted every PURGE_EVERY_MS.
// Multipart routes say `idempotent: "manual"` and call claimIdempotency() once they have read the
// form: the raw bytes differ with every multipart boundary, the fields and the file's hash do not.
// The window left: a process that dies between its commit and keeping the answer leaves a
// `running` claim; after STALE_CLAIM it is taken over and the request runs again.

declare module "fastify" {
  interface FastifyContextConfig {
    idempotent?: boolean | "manual";
  }
  interface FastifyRequest {
    idempotency: IdempotencyState | null;
  }
}

interface IdempotencyState {
  key: string;
  /** the body as the client sent it, before the schema normalised it */
  rawBody: unknown;
  claimId: number | null;
  settled: boolean;
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
const PURGE_EVERY_MS = 10 * 60_000;
const lastPurge = new WeakMap<Db, number>();

/** JSON with every object's keys sorted: the same body however the client ordered it. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What identifies a request besides its user and key: method, path and canonical body. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${url}\n${canonicalJson(body)}`)
    .digest("hex");
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== "string" || !KEY_PATTERN.test(header)) throw fieldError("Idempotency-Key", "v.invalid", request.lang);
  return header;
}

async function purgeNowAndThen(request: FastifyRequest) {
  const db = request.server.db;
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  await purgeExpiredKeys(db).catch((err) => request.log.warn({ err }, "idempotency key purge failed"));
}

/**
 * Claims the request's key for `body` (what identifies the request besides method and path).
 * True when the first answer was replayed into `reply`: the handler then returns `reply` as is.
 * A request without the header (or on a route that did not opt in) is not affected.
 */
export async function claimIdempotency(request: FastifyRequest, reply: FastifyReply, body: unknown): Promise<boolean> {
  const state = request.idempotency;
  if (!state || !request.user || state.claimId !== null) return false;
  await purgeNowAndThen(request);
  const db = request.server.db;
  const claim = {
    userId: request.user.id,
    key: state.key,
    method: request.method,
    path: request.url,
    requestHash: requestHash(request.method, request.url, body),
  };
  // a claim given back between our INSERT and our SELECT is simply claimed again
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const id = await claimKey(db, claim);
    if (id !== undefined) {
      state.claimId = id;
      return false;
    }
    const held = await findKey(db, claim.userId, claim.key);
    if (!held) continue;
    if (held.request_hash !== claim.requestHash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    if (held.state !== "done") break;
    reply
      .code(held.response_status ?? 200)
      .header(REPLAYED_HEADER, "true")
      .send(held.response_body);
    return true;
  }
  reply.header("retry-after", "1");
  throw new AppError("IDEMPOTENCY_IN_PROGRESS");
}

export default fp(
  async function idempotency(app: FastifyInstance) {
    app.decorateRequest("idempotency", null);

    // before the schema replaces the body with its normalised copy; a bad key is a 400 naming the header
    app.addHook("preValidation", async (request) => {
      if (!request.routeOptions.config.idempotent) return;
      const key = keyOf(request);
      if (key !== null) request.idempotency = { key, rawBody: request.body, claimId: null, settled: false };
    });

    app.addHook("preHandler", async (request, reply) => {
      if (request.idempotency && request.routeOptions.config.idempotent === true) {
        if (await claimIdempotency(request, reply, request.idempotency.rawBody)) return reply;
      }
    });

    // the answer as the handler made it, before the response schema turns it into text
    app.addHook("preSerialization", async (request, reply, payload) => {
      const state = request.idempotency;
      if (!state?.claimId || state.settled || reply.statusCode < 200 || reply.statusCode > 299) return payload;
      state.settled = true;
      try {
        await completeKey(request.server.db, state.claimId, reply.statusCode, payload);
      } catch (err) {
        // the change is committed: the caller still gets its answer, and the key stays claimed
        // (409 to a retry until STALE_CLAIM) rather than given back to run the request twice
        request.log.error({ err }, "could not keep the idempotent answer");
      }
      return payload;
    });

    // a refused request gives its key back before the client hears of it (so an immediate
    // corrected retry finds it free); onResponse catches what never reached onSend
    const release = async (request: FastifyRequest) => {
      const state = request.idempotency;
      if (!state?.claimId || state.settled) return;
      state.settled = true;
      await releaseKey(request.server.db, state.claimId).catch((err) => request.log.warn({ err }, "could not release a key"));
    };
    app.addHook("onSend", async (request, _reply, payload) => {
      await release(request);
      return payload;
    });
    app.addHook("onResponse", release);
  },
  { name: "idempotency", dependencies: ["db"] },
);
