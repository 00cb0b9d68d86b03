import { ROLE } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { startSession } from "../auth/auth.service";
import { consumeCaptcha } from "../auth/captcha";
import { attemptsLastMinute, LOGIN_POLICY, recentFailures, recordAttempt } from "../auth/login-guard";
import { dummyPasswordHash, verifyPassword } from "../auth/passwords";
import type { SessionPolicy } from "../auth/tokens";
import type { ConfigService } from "../system/config.service";
import { siteClosedMessage } from "../system/site-closed";
import { findUserByUsername, recordLogin } from "./users.service";

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
    throw new AppError("RATE_LIMITED");
  }
  const failures = await recentFailures(db, username, input.ip);
  if (failures >= LOGIN_POLICY.captchaAfterFailures) {
    if (!input.captcha_id || !input.captcha) {
      await recordAttempt(db, username, input.ip, false);
      throw new AppError("AUTH_CAPTCHA_REQUIRED", { extra: CAPTCHA_REQUIRED });
    }
    if (!(await consumeCaptcha(db, input.captcha_id, input.captcha))) {
      await recordAttempt(db, username, input.ip, false);
      throw new AppError("AUTH_CAPTCHA_INVALID", { extra: CAPTCHA_REQUIRED });
    }
  }
  const user = await findUserByUsername(db, username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  // One message for an unknown user and a wrong password: no probing for accounts.
  if (!user || !passwordOk) {
    await recordAttempt(db, username, input.ip, false);
    const extra = failures + 1 >= LOGIN_POLICY.captchaAfterFailures ? CAPTCHA_REQUIRED : undefined;
    throw new AppError("AUTH_LOGIN_FAILED", { extra });
  }
  if (!user.enabled) throw new AppError("AUTH_ACCOUNT_DISABLED");
  const settings = await config.get();
  if (settings.app_close === "true" && !user.roles.includes(ROLE.ADMIN)) {
    throw new AppError("SITE_CLOSED", { msg: siteClosedMessage(settings.app_close_tips, input.lang) });
  }
  await recordAttempt(db, username, input.ip, true);
  const token = await startSession(db, policy, { userId: user.id, ip: input.ip, userAgent: input.userAgent });
  await recordLogin(db, user.id, input.ip, input.lang);
  return { token };
}
