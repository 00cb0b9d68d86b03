import { ROLE } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { ConfigService } from "../system/config.service";
import { siteClosedMessage } from "../system/site-closed";
import { consumeCaptcha } from "./captcha";
import { attemptsLastMinute, LOGIN_POLICY, recentFailures, recordAttempt } from "./login-guard";
import { dummyPasswordHash, verifyPassword } from "./passwords";
import { insertSession, revokeSession } from "./sessions.repository";
import { hashToken, newToken, type SessionPolicy } from "./tokens";
import { findUserByUsername, recordLogin } from "./users.repository";

export interface LoginInput {
  username: string;
  password: string;
  captcha_id?: string;
  captcha?: string;
  ip: string;
  userAgent: string;
  lang: "cn" | "en";
}

const CAPTCHA_REQUIRED = { captcha_required: true };

export async function login(db: Db, config: ConfigService, policy: SessionPolicy, input: LoginInput) {
  const username = input.username.trim().toLowerCase();
  if ((await attemptsLastMinute(db, input.ip)) >= LOGIN_POLICY.maxAttemptsPerMinute) {
    throw new AppError("RATE_LIMITED", { status: 429 });
  }
  const failures = await recentFailures(db, username, input.ip);
  if (failures >= LOGIN_POLICY.captchaAfterFailures) {
    if (!input.captcha_id || !input.captcha) {
      await recordAttempt(db, username, input.ip, false);
      throw new AppError("AUTH_CAPTCHA_REQUIRED", { status: 400, extra: CAPTCHA_REQUIRED });
    }
    if (!(await consumeCaptcha(db, input.captcha_id, input.captcha))) {
      await recordAttempt(db, username, input.ip, false);
      throw new AppError("AUTH_CAPTCHA_INVALID", { status: 400, extra: CAPTCHA_REQUIRED });
    }
  }
  const user = await findUserByUsername(db, username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  // One message for an unknown user and a wrong password: no probing for accounts.
  if (!user || !passwordOk) {
    await recordAttempt(db, username, input.ip, false);
    const extra = failures + 1 >= LOGIN_POLICY.captchaAfterFailures ? CAPTCHA_REQUIRED : undefined;
    throw new AppError("AUTH_LOGIN_FAILED", { status: 400, extra });
  }
  if (!user.enabled) throw new AppError("AUTH_ACCOUNT_DISABLED", { status: 400 });
  const settings = await config.get();
  if (settings.app_close === "true" && !user.roles.includes(ROLE.ADMIN)) {
    throw new AppError("SITE_CLOSED", { status: 503, msg: siteClosedMessage(settings.app_close_tips, input.lang) });
  }
  await recordAttempt(db, username, input.ip, true);
  const token = newToken();
  await insertSession(db, {
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + policy.idleMs),
    ip: input.ip,
    user_agent: input.userAgent.slice(0, 500),
  });
  await recordLogin(db, user.id, input.ip, input.lang);
  return { token };
}

export function logout(db: Db, sessionId: number) {
  return revokeSession(db, sessionId);
}
