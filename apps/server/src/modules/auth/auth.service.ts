import { ROLE } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { ConfigService } from "../system/config.service";
import { siteClosedMessage } from "../system/site-closed";
import { dummyPasswordHash, verifyPassword } from "./passwords";
import { insertSession, revokeSession } from "./sessions.repository";
import { hashToken, newToken, type SessionPolicy } from "./tokens";
import { findUserByUsername, recordLogin } from "./users.repository";

export interface LoginInput {
  username: string;
  password: string;
  ip: string;
  userAgent: string;
  lang: "cn" | "en";
}

export async function login(db: Db, config: ConfigService, policy: SessionPolicy, input: LoginInput) {
  const user = await findUserByUsername(db, input.username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  // One message for an unknown user and a wrong password: no probing for accounts.
  if (!user || !passwordOk) throw new AppError("AUTH_LOGIN_FAILED", { status: 400 });
  if (!user.enabled) throw new AppError("AUTH_ACCOUNT_DISABLED", { status: 400 });
  const settings = await config.get();
  if (settings.app_close === "true" && !user.roles.includes(ROLE.ADMIN)) {
    throw new AppError("SITE_CLOSED", { status: 503, msg: siteClosedMessage(settings.app_close_tips, input.lang) });
  }
  const token = newToken();
  await insertSession(db, {
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + policy.idleMs),
    ip: input.ip,
    user_agent: input.userAgent.slice(0, 500),
  });
  await recordLogin(db, user.id, input.ip);
  return { token };
}

export function logout(db: Db, sessionId: number) {
  return revokeSession(db, sessionId);
}
