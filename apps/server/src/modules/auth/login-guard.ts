import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginAttempts } from "../../db/schema";

// DESIGN §10 / accounts issue: a captcha after 3 failures for the same username or address in
// 15 minutes; more than 10 attempts a minute from one address is a 429. Counted in the database,
// so every server instance sees the same numbers.
export const LOGIN_POLICY = {
  captchaAfterFailures: 3,
  failureWindowMs: 15 * 60_000,
  maxAttemptsPerMinute: 10,
};

export async function recentFailures(db: Db, username: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_POLICY.failureWindowMs);
  const [usernameCount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.success, false), gt(loginAttempts.create_time, since)));
  const [ipCount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.create_time, since)));
  return Math.max(usernameCount.n, ipCount.n);
}

export async function attemptsLastMinute(db: Db, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.create_time, new Date(Date.now() - 60_000))));
  return row.n;
}

export async function recordAttempt(db: Db, username: string, ip: string, success: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ username, ip, success });
  if (success) {
    // a good sign-in clears this username's failures (not the address's: it may be shared)
    await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.success, false)));
  }
  // old rows carry no weight any more
  await db.delete(loginAttempts).where(lt(loginAttempts.create_time, sql`now() - interval '1 day'`));
}
