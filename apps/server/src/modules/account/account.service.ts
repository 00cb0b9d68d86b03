import type { Lang } from "@haiyun/shared";
import { translate } from "@haiyun/shared";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { assertNotCommon } from "../auth/password-policy";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { findUserById } from "../auth/users.repository";
import { passwordChangedMail } from "../mail/mail-templates";
import { enqueueMail } from "../mail/outbox.repository";

/** Accounts issue §5: the current password is needed; every other session ends. */
export async function changePassword(db: Db, userId: number, sessionId: number, current: string, next: string, lang: Lang) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.password_hash, current))) {
    throw new AppError("AUTH_PASSWORD_WRONG", {
      errors: [{ field: "current_password", message: translate("AUTH_PASSWORD_WRONG", lang) ?? "" }],
    });
  }
  assertNotCommon(next, lang);
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, update_time: sql`now()` }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.user_id, userId), ne(sessions.id, sessionId), isNull(sessions.revoked_at)));
    const mailLang = (user.lang === "en" ? "en" : "cn") as Lang;
    await enqueueMail(tx, { to: user.username, lang: mailLang, kind: "password_changed", ...passwordChangedMail(mailLang) });
  });
}

export async function listSessions(db: Db, userId: number, currentSessionId: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`)))
    .orderBy(desc(sessions.last_seen_at));
  return rows.map((s) => ({
    id: s.id,
    ip: s.ip,
    user_agent: s.user_agent,
    create_time: s.create_time.toISOString(),
    last_seen_at: s.last_seen_at.toISOString(),
    current: s.id === currentSessionId,
  }));
}

/** Someone else's session is a 404, like any record that is not yours. */
export async function revokeOwnSession(db: Db, userId: number, sessionId: number) {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  if (rows.length === 0) throw notFound();
}
