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

/** Also keeps the language the user last chose: mails to them are written in it. */
export function recordLogin(db: Db, id: number, ip: string, lang: "cn" | "en") {
  return db
    .update(users)
    .set({ last_login_at: new Date(), last_login_ip: ip || null, lang })
    .where(eq(users.id, id));
}
