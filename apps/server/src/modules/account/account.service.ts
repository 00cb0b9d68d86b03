import { changePasswordSchema, type Lang, translate } from "@haiyun/shared";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/validation";
import { assertNotCommon, passwordMin } from "../auth/password-policy";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { findUserById } from "../auth/users.repository";
import { passwordChangedMail } from "../mail/mail-templates";
import { enqueueMail } from "../mail/outbox.repository";
import { ConfigService } from "../system/config.service";

/**
 * Accounts issue §5: the one way a signed-in user changes their password, from the security tab and
 * from the profile save alike (issue 7, item 4): the current password, the config's password_min,
 * no common password; then every other session ends and the owner is told by mail. `alongside`
 * writes in the same transaction (the profile fields), so a refused change saves nothing at all.
 */
export async function changePassword(
  db: Db,
  userId: number,
  sessionId: number,
  current: string,
  next: string,
  lang: Lang,
  alongside?: (tx: Db) => Promise<unknown>,
) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  // read here, not handed in, so neither caller can forget the minimum in force
  const config = await new ConfigService(db).get();
  parseOrThrow(changePasswordSchema(passwordMin(config)), { current_password: current, password: next }, lang);
  if (!(await verifyPassword(user.password_hash, current))) {
    throw new AppError("AUTH_PASSWORD_WRONG", {
      errors: [{ field: "current_password", message: translate("AUTH_PASSWORD_WRONG", lang) ?? "" }],
    });
  }
  assertNotCommon(next, lang);
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await alongside?.(tx);
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
