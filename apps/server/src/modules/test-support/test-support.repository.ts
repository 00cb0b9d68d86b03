import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginAttempts, sessions, users } from "../../db/schema";
import { accountChanged } from "../auth/auth.service";

// Queries only the test-only routes run (test-support.routes.ts, NODE_ENV=test): they reach past the
// owning modules' rules on purpose, to put the database in a state a browser test needs.

/** Makes the user's sessions due for renewal. */
export async function ageSessions(db: Db, userId: number) {
  await db.update(sessions).set({ renewed_at: sql`now() - interval '1 day'` }).where(eq(sessions.user_id, userId));
  await accountChanged(db, userId);
}

/** Any roles, none included, without the admin console's checks. */
export async function setRoles(db: Db, userId: number, roles: string[]) {
  await db.update(users).set({ roles }).where(eq(users.id, userId));
  await accountChanged(db, userId);
}

export async function deleteLoginAttempts(db: Db) {
  await db.delete(loginAttempts);
}
