import { and, arrayContains, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passwordResets, type UserRow, users } from "../../db/schema";
import { keywordMatch, offsetOf, pageOf, totalCount } from "../../lib/pagination";
import { accountChanged } from "../auth/auth.service";

export type { UserRow };
/** A user row without its password hash: what is presented and what the session carries. */
export type AccountRow = Omit<UserRow, "password_hash">;
export type NewUserRow = typeof users.$inferInsert;
export type UserProfileColumns = Partial<Omit<NewUserRow, "id" | "username" | "password_hash" | "roles" | "enabled">>;

export function findUserByUsername(db: Db, username: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: Db, id: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

// The user's row rides with each of their sessions (the session memory): every write below
// announces itself (accountChanged), so the next request of every session sees the new row.

/** Also keeps the language the user last chose: mails to them are written in it. */
export async function recordLogin(db: Db, id: number, ip: string, lang: "cn" | "en") {
  await db
    .update(users)
    .set({ last_login_at: new Date(), last_login_ip: ip || null, lang })
    .where(eq(users.id, id));
  await accountChanged(db, id);
}

/** undefined when the e-mail is taken: the unique index decides a race between two inserts. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** The profile a member saves, stamped as an update. */
export async function updateUserProfile(db: Db, id: number, columns: UserProfileColumns) {
  await db
    .update(users)
    .set({ ...columns, update_time: sql`now()` })
    .where(eq(users.id, id));
  await accountChanged(db, id);
}

/** The images stored with a registration, named once their rows exist. */
export async function setUserImages(db: Db, id: number, images: { logo?: number; license?: number }) {
  await db.update(users).set(images).where(eq(users.id, id));
  await accountChanged(db, id);
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ password_hash: passwordHash, update_time: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  await accountChanged(db, id);
  return row;
}

export async function updateUserAccess(db: Db, id: number, change: { roles?: string[]; enabled?: boolean }) {
  const [row] = await db
    .update(users)
    .set({
      ...(change.roles ? { roles: change.roles } : {}),
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      update_time: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  await accountChanged(db, id);
  return row as UserRow | undefined;
}

export interface UserListFilter {
  page: number;
  size: number;
  keyword?: string;
  role?: string;
  enabled?: boolean;
}

/** The admin's user list: newest first, searched by e-mail, contact person and company names. */
export async function listUsers(db: Db, filter: UserListFilter) {
  const conditions: (SQL | undefined)[] = [
    keywordMatch([users.username, users.linkman, users.company1, users.company2], filter.keyword),
  ];
  if (filter.role) conditions.push(arrayContains(users.roles, [filter.role]));
  if (filter.enabled !== undefined) conditions.push(eq(users.enabled, filter.enabled));
  const where = and(...conditions);
  const offset = offsetOf(filter.page, filter.size);
  const rows = await db
    .select({ user: users, total: totalCount() })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .offset(offset)
    .limit(filter.size);
  const page = await pageOf(rows, offset, () => db.$count(users, where));
  return { rows: page.rows.map((row) => row.user), total: page.total };
}

// password_resets: the reset codes of an account, kept by e-mail

export function findLatestReset(db: Db, username: string) {
  return db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.username, username))
    .orderBy(desc(passwordResets.create_time), desc(passwordResets.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertReset(db: Db, values: { username: string; user_id: number | null; expires_at: Date }) {
  const [row] = await db
    .insert(passwordResets)
    .values({ ...values, code_hash: "" })
    .returning({ id: passwordResets.id });
  return row.id;
}

export async function setResetCodeHash(db: Db, id: number, codeHash: string) {
  await db.update(passwordResets).set({ code_hash: codeHash }).where(eq(passwordResets.id, id));
}

/** One more wrong try; answers how many there have been. */
export async function countWrongResetTry(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, id))
    .returning({ attempts: passwordResets.attempts });
  return row.attempts;
}

/** Marks the code used; false when another request spent it first. */
export async function spendReset(db: Db, id: number): Promise<boolean> {
  const spent = await db
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.used_at)))
    .returning({ id: passwordResets.id });
  return spent.length > 0;
}
