import { CONFIG_KEYS, CONFIG_SCHEMA, type ConfigKey, type Lang, ROLE, type Role, translate } from "@haiyun/shared";
import { and, arrayContains, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { offsetOf } from "../../lib/envelope";
import type { ConfigService } from "../system/config.service";

export interface UserFilter {
  page: number;
  size: number;
  keyword?: string;
  role?: Role;
  enabled?: "true" | "false";
}

const adminRow = (u: typeof users.$inferSelect) => ({
  id: u.id,
  username: u.username,
  linkman: u.linkman,
  company1: u.company1,
  company2: u.company2,
  roles: u.roles,
  enabled: u.enabled,
  last_login_at: u.last_login_at?.toISOString() ?? null,
  create_time: u.create_time.toISOString(),
});

export async function listUsers(db: Db, filter: UserFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.username, pattern),
        ilike(users.linkman, pattern),
        ilike(users.company1, pattern),
        ilike(users.company2, pattern),
      ),
    );
  }
  if (filter.role) conditions.push(arrayContains(users.roles, [filter.role]));
  if (filter.enabled) conditions.push(eq(users.enabled, filter.enabled === "true"));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).offset(offsetOf(filter.page, filter.size)).limit(filter.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { list: rows.map(adminRow), total };
}

/** Roles and the enabled flag; disabling ends the user's sessions at once (accounts issue §6). */
export async function updateUser(db: Db, actorId: number, id: number, change: { roles?: Role[]; enabled?: boolean }, lang: Lang) {
  const removesOwnAdmin = change.roles !== undefined && !change.roles.includes(ROLE.ADMIN);
  if (id === actorId && (change.enabled === false || removesOwnAdmin)) {
    throw new AppError("ADMIN_SELF_LOCKOUT", {
      errors: [{ field: change.enabled === false ? "enabled" : "roles", message: translate("ADMIN_SELF_LOCKOUT", lang) ?? "" }],
    });
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        ...(change.roles ? { roles: [...new Set(change.roles)] } : {}),
        ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
        update_time: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning();
    if (!user) throw notFound();
    if (change.enabled === false) {
      await tx
        .update(sessions)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at)));
    }
    return adminRow(user);
  });
}

/** Every key checked by its own rule; one bad value and nothing is saved. */
export async function updateConfig(configService: ConfigService, values: Record<string, string>, lang: Lang) {
  const errors: { field: string; message: string }[] = [];
  const accepted: Partial<Record<ConfigKey, string>> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!(CONFIG_KEYS as string[]).includes(name)) {
      errors.push({ field: name, message: translate("v.unknown_field", lang) ?? "" });
      continue;
    }
    const key = name as ConfigKey;
    if (!CONFIG_SCHEMA[key].safeParse(value).success) {
      errors.push({ field: name, message: translate("CONFIG_INVALID", lang) ?? "" });
      continue;
    }
    accepted[key] = value;
  }
  if (errors.length > 0) throw new AppError("VALIDATION_FAILED", { errors });
  await configService.set(accepted);
  return configService.get();
}
