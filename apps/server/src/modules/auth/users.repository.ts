import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

export function findUserByUsername(db: Db, username: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: Db, id: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export function recordLogin(db: Db, id: number, ip: string) {
  return db
    .update(users)
    .set({ last_login_at: new Date(), last_login_ip: ip || null })
    .where(eq(users.id, id));
}
