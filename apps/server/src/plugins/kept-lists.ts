import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { KeptAnswers } from "../lib/kept-answers";

declare module "fastify" {
  interface FastifyInstance {
    keptLists: KeptLists;
  }
}

/** The channel migration 0027's triggers tell list changes on. */
export const LISTS_CHANNEL = "haiyun_lists";
/** Methods that write nothing: every other request may have, and waits on PostgreSQL until its changes are heard. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** A page is written again at least this often, whatever was heard. */
const MAX_AGE_MS = 5 * 60_000;

export interface KeptLists {
  /**
   * The page `request` asks of `scope` ("orders:12", the desk's "orders:*", "contacts:12"): the
   * kept text, else `write()`'s, kept until the scope's data changes or `validUntil(text)` passes.
   */
  answer(
    scope: string,
    request: FastifyRequest,
    write: () => Promise<string>,
    validUntil?: (text: string) => number,
  ): Promise<string>;
  /**
   * A name for the state of a topic's data as this process heard it: another one after every
   * change heard of the whole topic (quotes: each new generation of the rates, told as "quotes"),
   * null while changes might go unheard.
   */
  heardState(topic: string): string | null;
}

/**
 * The page's key within its scope: the route (a scope's data may be answered by several, as the
 * orders by their list and the dashboard), the reader's language and the query, parameters in
 * name order.
 */
function keyOf(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts = Object.keys(query)
    .sort()
    .map((name) => `${name}=${JSON.stringify(query[name])}`);
  return `${request.routeOptions.url} ${request.lang}?${parts.join("&")}`;
}

/**
 * The list pages each server process keeps (lib/kept-answers.ts), dropped when the database says
 * their data changed: migration 0027's triggers NOTIFY on commit. On the embedded database the
 * notification arrives within the committing statement, so the memory is exact. On PostgreSQL it
 * arrives a moment after the commit, through the listener's own connection — and only while it
 * listens is the memory trusted; so that a user who just wrote sees the write on the next page
 * from this same process, a request that may have written here waits, before its answer goes
 * out, until the listener has heard everything committed so far (one statement on its connection).
 */
export default fp(
  async function keptListsPlugin(app: FastifyInstance) {
    const onPostgres = app.dbKind === "postgres";
    // what the kept pages may hold at most (as UTF-16 in memory): past it the least recently used go
    const memory = new KeptAnswers(app.config.listMemoryBytes, MAX_AGE_MS, false);
    app.listenTo(LISTS_CHANNEL, {
      heard: (payload) => {
        if (payload === "*") return memory.forget();
        const colon = payload.indexOf(":");
        if (colon < 0) memory.forget(payload);
        else memory.forget(payload.slice(0, colon), payload.slice(colon + 1));
      },
      setTrusted: (trusted) => memory.setTrusted(trusted),
    });
    if (onPostgres) {
      // what this request wrote is heard before its answer goes out: the next page shows it
      // (an answer of 500 or more stored nothing: a database out of reach must not hold it longer)
      app.addHook("onSend", async (request, reply) => {
        if (!READS.has(request.method) && reply.statusCode < 500) await app.catchUpNotifications();
      });
    }

    const keptLists: KeptLists = {
      async answer(scope, request, write, validUntil) {
        const key = keyOf(request);
        const now = Date.now();
        const kept = memory.recall(scope, key, now);
        if (kept !== undefined) return kept;
        const epoch = memory.epoch;
        const text = await write();
        memory.keep(scope, key, text, epoch, now, validUntil?.(text));
        return text;
      },
      heardState: (topic) => (memory.isTrusted ? String(memory.topicForgottenSince(topic)) : null),
    };
    app.decorate("keptLists", keptLists);
  },
  { name: "kept-lists", dependencies: ["db"] },
);
