import { createHash, randomInt } from "node:crypto";
import type { Lang } from "@haiyun/shared";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passwordResets, sessions, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hashPassword } from "../auth/passwords";
import { findUserByUsername } from "../auth/users.repository";
import { passwordChangedMail, resetCodeMail } from "../mail/mail-templates";
import { enqueueMail } from "../mail/outbox.repository";

// Accounts issue: a 6-digit code, stored hashed, valid 10 minutes, burnt after 5 wrong tries,
// single use, not resent before 60 s, and the same answer whether or not the account exists.
export const RESET_POLICY = { codeTtlMs: 10 * 60_000, maxWrongTries: 5, resendAfterMs: 60_000 };

const hashCode = (id: number, code: string) => createHash("sha256").update(`${id}:${code}`).digest("hex");

function latestRequest(db: Db, username: string) {
  return db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.username, username))
    .orderBy(desc(passwordResets.create_time), desc(passwordResets.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function requestReset(db: Db, rawUsername: string): Promise<{ resend_after: number }> {
  const username = rawUsername.trim().toLowerCase();
  const last = await latestRequest(db, username);
  if (last) {
    const waitMs = last.create_time.getTime() + RESET_POLICY.resendAfterMs - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError("RESET_RESEND_TOO_SOON", { status: 429, params: { seconds }, extra: { retry_after: seconds } });
    }
  }
  const user = await findUserByUsername(db, username);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passwordResets)
      .values({ username, user_id: user?.id ?? null, code_hash: "", expires_at: new Date(Date.now() + RESET_POLICY.codeTtlMs) })
      .returning({ id: passwordResets.id });
    await tx
      .update(passwordResets)
      .set({ code_hash: hashCode(row.id, code) })
      .where(eq(passwordResets.id, row.id));
    // nobody is told whether the account exists: without one, no mail leaves
    if (user) {
      const mailLang = (user.lang === "en" ? "en" : "cn") as Lang;
      await enqueueMail(tx, { to: user.username, lang: mailLang, kind: "reset_code", ...resetCodeMail(mailLang, code, 10) });
    }
  });
  return { resend_after: RESET_POLICY.resendAfterMs / 1000 };
}

export async function resetPassword(db: Db, rawUsername: string, code: string, password: string): Promise<{ userId: number }> {
  const username = rawUsername.trim().toLowerCase();
  const request = await latestRequest(db, username);
  if (!request) throw new AppError("RESET_CODE_INVALID");
  if (request.used_at) throw new AppError("RESET_CODE_USED");
  if (request.attempts >= RESET_POLICY.maxWrongTries) throw new AppError("RESET_CODE_LOCKED");
  if (request.expires_at.getTime() <= Date.now()) throw new AppError("RESET_CODE_EXPIRED");
  if (!request.user_id || hashCode(request.id, code) !== request.code_hash) {
    const [row] = await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(eq(passwordResets.id, request.id))
      .returning({ attempts: passwordResets.attempts });
    throw new AppError(row.attempts >= RESET_POLICY.maxWrongTries ? "RESET_CODE_LOCKED" : "RESET_CODE_INVALID");
  }
  const userId = request.user_id;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // the code is spent by exactly one request, even when two arrive together
    const spent = await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResets.id, request.id), isNull(passwordResets.used_at)))
      .returning({ id: passwordResets.id });
    if (spent.length === 0) throw new AppError("RESET_CODE_USED");
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, update_time: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    // a reset ends every session of the account
    await tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    const mailLang = (user.lang === "en" ? "en" : "cn") as Lang;
    await enqueueMail(tx, { to: user.username, lang: mailLang, kind: "password_changed", ...passwordChangedMail(mailLang) });
  });
  return { userId };
}
