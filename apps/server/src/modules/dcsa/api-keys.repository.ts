import { and, count, desc, eq, getTableColumns, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { apiKeys, users } from "../../db/schema";

/** The key's user as the portal's sessions read it: the whole row but the password hash. */
const { password_hash: _passwordHash, ...accountColumns } = getTableColumns(users);
type KeyAccount = Omit<typeof users.$inferSelect, "password_hash">;

export async function insertApiKey(
  db: Db,
  values: { user_id: number; name: string; scope: string; prefix: string; key_hash: string },
) {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row;
}

export async function countLiveKeys(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)));
  return row?.n ?? 0;
}

export function listLiveKeys(db: Db, userId: number) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      prefix: apiKeys.prefix,
      created_at: apiKeys.create_time,
      last_used_at: apiKeys.last_used_at,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)))
    .orderBy(desc(apiKeys.id));
}

/** Revokes the user's own live key; false when there is none by that id (another's is none). */
export async function revokeKey(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

const activeKeyQuery = preparedPerDb((db: Db) =>
  db
    .select({
      key: { id: apiKeys.id, scope: apiKeys.scope, last_used_at: apiKeys.last_used_at },
      user: accountColumns,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.user_id))
    .where(and(eq(apiKeys.key_hash, sql.placeholder("key_hash")), isNull(apiKeys.revoked_at)))
    .limit(1)
    .prepare("find_active_api_key"),
);

/** The live key of a hash, with its user's row; read afresh on every call, so a revocation holds at once. */
export async function findActiveKey(
  db: Db,
  keyHash: string,
): Promise<{ key: { id: number; scope: string; last_used_at: Date | null }; user: KeyAccount } | undefined> {
  const [row] = await activeKeyQuery(db).execute({ key_hash: keyHash });
  return row;
}

/** Marks the key used now, unless it was marked within `everyMs` (one write a minute at most). */
export async function touchKey(db: Db, id: number, now: Date, everyMs: number): Promise<void> {
  const before = new Date(now.getTime() - everyMs);
  await db
    .update(apiKeys)
    .set({ last_used_at: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.last_used_at), lt(apiKeys.last_used_at, before))));
}
