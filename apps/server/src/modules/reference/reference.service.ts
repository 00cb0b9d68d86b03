import { createHash } from "node:crypto";
import type { Lang } from "@haiyun/shared";
import type { Db, DbKind } from "../../db/client";
import { ok, okList } from "../../lib/envelope";
import { offsetOf } from "../../lib/pagination";
import { findReference, listReference, REFERENCE_KINDS, type ReferenceKind, referenceGeneration } from "./reference.repository";

export { REFERENCE_KINDS };

/** An answer as sent: its JSON text and a strong ETag of that text. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export interface ReferenceListQuery {
  page: number;
  size: number;
  type?: number;
  keyword?: string;
}

type Row = Record<string, unknown> & { name_cn: string; name_en: string };

/** `name` in the request's language; internal columns stay on the server. */
function present(row: Row, lang: Lang) {
  const { name_cn, name_en, status: _s, sort: _o, edited_by: _e, create_time: _c, update_time: _u, ...rest } = row;
  return { ...rest, name: lang === "cn" ? name_cn : name_en, name_cn, name_en };
}

// Reference lists change only through seeding and admin edits, yet every page asked the
// database for them (list + count) and serialised them again. Answers are kept in memory per
// database, keyed by the query and the language.
//
// On PostgreSQL several servers may share the database: answers are kept for one generation of the
// lists. Any write to a reference table moves reference_generation on (migration 0014, a trigger in
// the writing transaction) and every request reads it first, so every server answers an admin's
// edit at once. The read is one row by its key, cheaper than the list and count it saves.
// The embedded database belongs to one process (db/data-dir-lock.ts): every write passes through
// it, and an admin's edit drops this process's answers at once (invalidateReference); there the
// read would only cost (PGlite runs each query on the event loop) and is left out.
// Either way an answer is kept at most TTL_MS, for a change made by hand.
const TTL_MS = 60_000;
// keywords are typed by users, so the number of keys is not bounded by the data: bytes are
const MAX_BYTES = 8 * 1024 * 1024;

interface Entry {
  answer: Promise<CachedAnswer | null>;
  at: number;
  bytes: number;
}

class ReferenceCache {
  private generation: string | null = null;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /**
   * The answer kept for `key` in `generation`, else `load`ed and kept. Only one generation's
   * answers are kept: another one (newer, or lower for a database put back) drops them all. The
   * generation is read before the load, so an answer is never kept under a newer generation than
   * the lists it saw.
   */
  async get(generation: string | null, key: string, load: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null> {
    // without the generation's row nothing can tell when to forget: ask the database each time
    if (generation === null) return load();
    if (generation !== this.generation) {
      this.clear();
      this.generation = generation;
    }
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.answer;
    if (hit) this.delete(key);
    // concurrent misses share one load; a failed load is forgotten so the next request retries
    const entry: Entry = { answer: load(), at: Date.now(), bytes: 0 };
    this.entries.set(key, entry);
    try {
      const answer = await entry.answer;
      if (this.entries.get(key) === entry) {
        // a miss (an unknown id) is not kept: nothing bounds how many of those may be asked for
        if (!answer) this.entries.delete(key);
        else {
          entry.bytes = key.length + answer.body.length;
          this.bytes += entry.bytes;
          this.evictOverBudget();
        }
      }
      return answer;
    } catch (err) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw err;
    }
  }

  invalidate(kind?: ReferenceKind) {
    for (const key of [...this.entries.keys()]) {
      if (!kind || key.startsWith(`${kind}|`)) this.delete(key);
    }
  }

  private clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** Oldest first (a Map keeps insertion order). */
  private evictOverBudget() {
    for (const key of this.entries.keys()) {
      if (this.bytes <= MAX_BYTES) return;
      this.delete(key);
    }
  }
}

// Requests that arrive while the generation is being read share that read: under load one query
// serves them all. Such a request may answer from the generation as it stood when the shared read
// began, at most one query's time before it arrived (never a kept answer older than that).
const generationReads = new WeakMap<Db, Promise<string | null>>();

/** What the embedded database's answers are kept under: one process, no generation to read. */
const LOCAL = "local";

function currentGeneration(db: Db, engine: DbKind): Promise<string | null> {
  if (engine === "pglite") return Promise.resolve(LOCAL);
  let read = generationReads.get(db);
  if (!read) {
    const started = referenceGeneration(db).finally(() => {
      if (generationReads.get(db) === started) generationReads.delete(db);
    });
    read = started;
    generationReads.set(db, read);
  }
  return read;
}

const caches = new WeakMap<Db, ReferenceCache>();

function cacheOf(db: Db): ReferenceCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReferenceCache();
    caches.set(db, cache);
  }
  return cache;
}

function answerOf(body: string): CachedAnswer {
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
}

/**
 * One page of a reference list as JSON text. `serialize` turns the envelope into text the way
 * the route would (its response schema, if it has one).
 */
export async function listReferenceAnswer(
  db: Db,
  kind: ReferenceKind,
  query: ReferenceListQuery,
  lang: Lang,
  serialize: (payload: unknown) => string,
  engine: DbKind,
): Promise<CachedAnswer> {
  const { page, size, type, keyword } = query;
  const key = `${kind}|list|${lang}|${page}|${size}|${type ?? ""}|${keyword ?? ""}`;
  const cache = cacheOf(db);
  return cache.get(await currentGeneration(db, engine), key, async () => {
    const filter = { type, keyword, offset: offsetOf(page, size), limit: size };
    const { rows, total } = await listReference(db, kind, filter);
    return answerOf(
      serialize(
        okList(
          rows.map((row) => present(row as Row, lang)),
          total,
        ),
      ),
    );
  }) as Promise<CachedAnswer>;
}

/** One entry as JSON text, or null when there is no such (active) entry. */
export async function findReferenceAnswer(
  db: Db,
  kind: ReferenceKind,
  id: number,
  lang: Lang,
  serialize: (payload: unknown) => string,
  engine: DbKind,
): Promise<CachedAnswer | null> {
  const cache = cacheOf(db);
  return cache.get(await currentGeneration(db, engine), `${kind}|id|${lang}|${id}`, async () => {
    const row = await findReference(db, kind, id);
    return row ? answerOf(serialize(ok(present(row as Row, lang)))) : null;
  });
}

/** After a write to a reference table (admin edit, re-seed): this process answers from the database again. */
export function invalidateReference(db: Db, kind?: ReferenceKind) {
  caches.get(db)?.invalidate(kind);
}
