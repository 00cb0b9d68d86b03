import type { Db } from "../../db/client";
import {
  countAttemptsOfIp,
  countFailuresOfIp,
  countFailuresOfUsername,
  deleteAttemptsOlderThanADay,
  deleteFailuresOfUsername,
  insertAttempt,
} from "./login-attempts.repository";

// A captcha after 3 failures for the same username or address in
// 15 minutes; more than 10 attempts a minute from one address is a 429. Counted in the database,
// so every server instance sees the same numbers.
export const LOGIN_POLICY = {
  captchaAfterFailures: 3,
  failureWindowMs: 15 * 60_000,
  maxAttemptsPerMinute: 10,
};

export async function recentFailures(db: Db, username: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_POLICY.failureWindowMs);
  const byUsername = await countFailuresOfUsername(db, username, since);
  const byIp = await countFailuresOfIp(db, ip, since);
  return Math.max(byUsername, byIp);
}

export async function attemptsLastMinute(db: Db, ip: string): Promise<number> {
  return countAttemptsOfIp(db, ip, new Date(Date.now() - 60_000));
}

export async function recordAttempt(db: Db, username: string, ip: string, success: boolean): Promise<void> {
  await insertAttempt(db, { username, ip, success });
  if (success) {
    // a good sign-in clears this username's failures (not the address's: it may be shared)
    await deleteFailuresOfUsername(db, username);
  }
  // old rows carry no weight any more
  await deleteAttemptsOlderThanADay(db);
}
