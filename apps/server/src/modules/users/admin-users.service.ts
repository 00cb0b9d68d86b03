import { type AdminUserView, type Lang, ROLE, type Role, translate } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { revokeAllSessions } from "../auth/auth.service";
import { listUsers as listUserRows, type UserRow, updateUserAccess } from "./users.repository";

export interface UserFilter {
  page: number;
  size: number;
  keyword?: string;
  role?: Role;
  enabled?: "true" | "false";
}

const adminRow = (u: UserRow): AdminUserView => ({
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
  const { rows, total } = await listUserRows(db, {
    ...filter,
    enabled: filter.enabled === undefined ? undefined : filter.enabled === "true",
  });
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
    const user = await updateUserAccess(tx, id, {
      roles: change.roles ? [...new Set(change.roles)] : undefined,
      enabled: change.enabled,
    });
    if (!user) throw notFound();
    if (change.enabled === false) await revokeAllSessions(tx, id);
    return adminRow(user);
  });
}
