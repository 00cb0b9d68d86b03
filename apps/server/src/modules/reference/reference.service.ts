import { createHash } from "node:crypto";
import type { Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { ok, okList } from "../../lib/envelope";
import { offsetOf } from "../../lib/pagination";
import { findReference, listReference, REFERENCE_KINDS, type ReferenceKind } from "./reference.repository";

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
  const { name_cn, name_en, status: _s, sort: _o, create_time: _c, update_time: _u, ...rest } = row;
  return { ...rest, name: lang === "cn" ? name_cn : name_en, name_cn, name_en };
}

// Issue 8: reference lists change only through seeding and admin edits, yet every page asked the
// database for them (list + count) and serialised them again. Answers are kept in memory per
// database, keyed by the query and the language. An edit in this process clears its kind at once
// (invalidateReference); another server on the same PostgreSQL sees it within TTL_MS.
const TTL_MS = 60_000;
// keywords are typed by users, so the number of keys is not bounded by the data: bytes are
const MAX_BYTES = 8 * 1024 * 1024;

interface Entry {
  answer: Promise<CachedAnswer | null>;
  at: number;
  bytes: number;
}

class ReferenceCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  async get(key: string, load: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null> {
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
export function listReferenceAnswer(
  db: Db,
  kind: ReferenceKind,
  query: ReferenceListQuery,
  lang: Lang,
  serialize: (payload: unknown) => string,
): Promise<CachedAnswer> {
  const { page, size, type, keyword } = query;
  const key = `${kind}|list|${lang}|${page}|${size}|${type ?? ""}|${keyword ?? ""}`;
  return cacheOf(db).get(key, async () => {
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
export function findReferenceAnswer(
  db: Db,
  kind: ReferenceKind,
  id: number,
  lang: Lang,
  serialize: (payload: unknown) => string,
): Promise<CachedAnswer | null> {
  return cacheOf(db).get(`${kind}|id|${lang}|${id}`, async () => {
    const row = await findReference(db, kind, id);
    return row ? answerOf(serialize(ok(present(row as Row, lang)))) : null;
  });
}

/** After a write to a reference table (admin edit, re-seed): this process answers from the database again. */
export function invalidateReference(db: Db, kind?: ReferenceKind) {
  caches.get(db)?.invalidate(kind);
}
