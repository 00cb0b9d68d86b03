import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginAttempts } from "../../db/schema";

export async function countFailuresOfUsername(db: Db, username: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.success, false), gt(loginAttempts.create_time, since)));
  return row.n;
}

export async function countFailuresOfIp(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.create_time, since)));
  return row.n;
}

export async function countAttemptsOfIp(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.create_time, since)));
  return row.n;
}

export async function insertAttempt(db: Db, values: { username: string; ip: string; success: boolean }) {
  await db.insert(loginAttempts).values(values);
}

export async function deleteFailuresOfUsername(db: Db, username: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.success, false)));
}

export async function deleteAttemptsOlderThanADay(db: Db) {
  await db.delete(loginAttempts).where(lt(loginAttempts.create_time, sql`now() - interval '1 day'`));
}
