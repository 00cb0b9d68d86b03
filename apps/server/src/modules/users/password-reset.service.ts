import { createHash, randomInt } from "node:crypto";
import type { Lang, ResetCodeSent } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { inAccountTransaction, revokeAllSessions } from "../auth/auth.service";
import { hashPassword } from "../auth/passwords";
import { enqueueMail } from "../mail/mail.service";
import { inviteMail, passwordChangedMail, resetCodeMail } from "../mail/mail-templates";
import {
  countWrongResetTry,
  findLatestReset,
  findUserByUsername,
  insertReset,
  setPasswordHash,
  setResetCodeHash,
  spendReset,
} from "./users.repository";

// A 6-digit code, stored hashed, valid 10 minutes, burnt after 5 wrong tries,
// single use, not resent before 60 s, and the same answer whether or not the account exists.
export const RESET_POLICY = { codeTtlMs: 10 * 60_000, maxWrongTries: 5, resendAfterMs: 60_000 };

const hashCode = (id: number, code: string) => createHash("sha256").update(`${id}:${code}`).digest("hex");

export async function requestReset(db: Db, rawUsername: string): Promise<ResetCodeSent> {
  const username = rawUsername.trim().toLowerCase();
  const last = await findLatestReset(db, username);
  if (last) {
    const waitMs = last.create_time.getTime() + RESET_POLICY.resendAfterMs - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError("RESET_RESEND_TOO_SOON", { params: { seconds }, extra: { retry_after: seconds } });
    }
  }
  const user = await findUserByUsername(db, username);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    const id = await insertReset(tx, {
      username,
      user_id: user?.id ?? null,
      expires_at: new Date(Date.now() + RESET_POLICY.codeTtlMs),
    });
    await setResetCodeHash(tx, id, hashCode(id, code));
    // nobody is told whether the account exists: without one, no mail leaves
    if (user) {
      const mailLang = (user.lang === "en" ? "en" : "cn") as Lang;
      await enqueueMail(tx, { to: user.username, lang: mailLang, kind: "reset_code", ...resetCodeMail(mailLang, code, 10) });
    }
  });
  return { resend_after: RESET_POLICY.resendAfterMs / 1000 };
}

/** How long the code of an account an admin opened stays good: the person may read the mail days later. */
export const INVITE_TTL_HOURS = 72;

/**
 * An account opened by an admin has no password: a reset code for it, mailed with a link to the
 * reset page that carries the address and the code. Run inside the transaction that created it.
 */
export async function queueInvite(
  tx: Db,
  user: { id: number; username: string; linkman: string },
  lang: Lang,
  publicUrl: string,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = await insertReset(tx, {
    username: user.username.toLowerCase(),
    user_id: user.id,
    expires_at: new Date(Date.now() + INVITE_TTL_HOURS * 3_600_000),
  });
  await setResetCodeHash(tx, id, hashCode(id, code));
  // the code rides in the fragment, which no server (nor its logs) ever receives
  const link = `${publicUrl}/forget-password?username=${encodeURIComponent(user.username)}#code=${code}`;
  const content = inviteMail(lang, user.linkman || user.username, link, code, INVITE_TTL_HOURS);
  await enqueueMail(tx, { to: user.username, lang, kind: "account_invite", ...content });
}

export async function resetPassword(db: Db, rawUsername: string, code: string, password: string): Promise<{ userId: number }> {
  const username = rawUsername.trim().toLowerCase();
  const request = await findLatestReset(db, username);
  if (!request) throw new AppError("RESET_CODE_INVALID");
  if (request.used_at) throw new AppError("RESET_CODE_USED");
  if (request.attempts >= RESET_POLICY.maxWrongTries) throw new AppError("RESET_CODE_LOCKED");
  if (request.expires_at.getTime() <= Date.now()) throw new AppError("RESET_CODE_EXPIRED");
  if (!request.user_id || hashCode(request.id, code) !== request.code_hash) {
    const attempts = await countWrongResetTry(db, request.id);
    throw new AppError(attempts >= RESET_POLICY.maxWrongTries ? "RESET_CODE_LOCKED" : "RESET_CODE_INVALID");
  }
  const userId = request.user_id;
  const passwordHash = await hashPassword(password);
  await inAccountTransaction(db, userId, async (tx) => {
    // the code is spent by exactly one request, even when two arrive together
    if (!(await spendReset(tx, request.id))) throw new AppError("RESET_CODE_USED");
    const user = await setPasswordHash(tx, userId, passwordHash);
    if (!user) throw notFound();
    // a reset ends every session of the account
    await revokeAllSessions(tx, userId);
    const mailLang = (user.lang === "en" ? "en" : "cn") as Lang;
    await enqueueMail(tx, { to: user.username, lang: mailLang, kind: "password_changed", ...passwordChangedMail(mailLang) });
  });
  return { userId };
}
