import { randomBytes } from "node:crypto";
import { type AdminUserCreate, type AdminUserView, type Lang, ROLE, type Role, translate } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { inAccountTransaction, revokeAllSessions } from "../auth/auth.service";
import { queueInvite } from "./password-reset.service";
import { findUserByUsername, insertUser, listUsers as listUserRows, type UserRow, updateUserAccess } from "./users.repository";

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

/** Roles and the enabled flag; disabling ends the user's sessions at once. */
export async function updateUser(db: Db, actorId: number, id: number, change: { roles?: Role[]; enabled?: boolean }, lang: Lang) {
  const removesOwnAdmin = change.roles !== undefined && !change.roles.includes(ROLE.ADMIN);
  if (id === actorId && (change.enabled === false || removesOwnAdmin)) {
    throw new AppError("ADMIN_SELF_LOCKOUT", {
      errors: [{ field: change.enabled === false ? "enabled" : "roles", message: translate("ADMIN_SELF_LOCKOUT", lang) ?? "" }],
    });
  }
  return inAccountTransaction(db, id, async (tx) => {
    const user = await updateUserAccess(tx, id, {
      roles: change.roles ? [...new Set(change.roles)] : undefined,
      enabled: change.enabled,
    });
    if (!user) throw notFound();
    if (change.enabled === false) await revokeAllSessions(tx, id);
    return adminRow(user);
  });
}

const emailTaken = (lang: Lang) =>
  new AppError("USER_EMAIL_TAKEN", { errors: [{ field: "username", message: translate("USER_EMAIL_TAKEN", lang) ?? "" }] });

/**
 * An account opened by an admin (POST /admin/users). It has no password: its hash is a marker no
 * password verifies against, and the person sets one through the mailed link (a reset code).
 * The same e-mail in any case is refused, as at registration.
 */
export async function createUserByAdmin(db: Db, input: AdminUserCreate, lang: Lang, publicUrl: string): Promise<AdminUserView> {
  const username = input.username.trim().toLowerCase();
  if (await findUserByUsername(db, username)) throw emailTaken(lang);
  const linkman = input.linkman.trim();
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username,
      password_hash: `!unset:${randomBytes(16).toString("hex")}`,
      roles: [...new Set(input.roles)],
      linkman,
      first_name: linkman,
      company1: input.company1?.trim() ?? "",
      lang,
    });
    // a concurrent insert of the same e-mail lost the race on the unique index
    if (!user) throw emailTaken(lang);
    await queueInvite(tx, user, lang, publicUrl);
    return adminRow(user);
  });
}
