import { randomBytes } from "node:crypto";
import { API_KEY_MAX_PER_USER, type ApiKeyCreate, type ApiKeyCreated, type ApiKeyScope, type ApiKeyView } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { hashToken } from "../auth/tokens";
import { countLiveKeys, findActiveKey, insertApiKey, listLiveKeys, revokeKey, touchKey } from "./api-keys.repository";

// API keys for the DCSA customer API. A key is shown once, at its creation; only its SHA-256 is
// kept. It acts as its user: the same authorities and records, read afresh on every call, so a
// revoked key or a disabled account is refused on the very next request.

const KEY_PREFIX = "hyk_";
/** how many of the key's characters are kept to tell keys apart */
const SHOWN_CHARS = 12;
/** last_used_at is written at most this often */
const TOUCH_EVERY_MS = 60_000;

export async function createApiKey(db: Db, userId: number, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  if ((await countLiveKeys(db, userId)) >= API_KEY_MAX_PER_USER) {
    throw new AppError("API_KEY_LIMIT", { params: { max: API_KEY_MAX_PER_USER } });
  }
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await insertApiKey(db, {
    user_id: userId,
    name: input.name,
    scope: input.scope,
    prefix: key.slice(0, SHOWN_CHARS),
    key_hash: hashToken(key),
  });
  if (!row) throw new Error("api key insert returned nothing");
  return { id: row.id, key };
}

export async function listApiKeys(db: Db, userId: number): Promise<{ list: ApiKeyView[]; total: number }> {
  const rows = await listLiveKeys(db, userId);
  const list = rows.map((row) => ({
    ...row,
    scope: row.scope as ApiKeyScope,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  }));
  return { list, total: list.length };
}

export async function revokeApiKey(db: Db, userId: number, id: number): Promise<void> {
  if (!(await revokeKey(db, userId, id))) throw notFound();
}

export interface KeyHolder {
  keyId: number;
  scope: ApiKeyScope;
  user: NonNullable<Awaited<ReturnType<typeof findActiveKey>>>["user"];
}

/** The live key behind `key` and its enabled user, or null; marks the key used. */
export async function authenticateKey(db: Db, key: string, now: Date): Promise<KeyHolder | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const found = await findActiveKey(db, hashToken(key));
  if (!found?.user.enabled) return null;
  const last = found.key.last_used_at?.getTime() ?? 0;
  if (now.getTime() - last >= TOUCH_EVERY_MS) await touchKey(db, found.key.id, now, TOUCH_EVERY_MS);
  return { keyId: found.key.id, scope: found.key.scope as ApiKeyScope, user: found.user };
}
