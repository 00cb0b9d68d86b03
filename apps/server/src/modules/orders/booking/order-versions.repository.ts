import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orderVersions, users } from "../../../db/schema";

// The stored versions of a booking (order_versions), numbered from 1 per order.

/** The order's newest version (its number and snapshot), if it has one. */
export async function lastVersionOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ version: orderVersions.version, snapshot: orderVersions.snapshot })
    .from(orderVersions)
    .where(eq(orderVersions.order_id, orderId))
    .orderBy(desc(orderVersions.version))
    .limit(1);
  return row;
}

export async function insertVersion(db: Db, values: Omit<typeof orderVersions.$inferInsert, "id">): Promise<void> {
  await db.insert(orderVersions).values(values);
}

/** The versions of an order, oldest first, with who wrote each. */
export function listVersions(db: Db, orderId: number) {
  return db
    .select({
      version: orderVersions.version,
      created_at: orderVersions.created_at,
      created_role: orderVersions.created_role,
      reason: orderVersions.reason,
      snapshot: orderVersions.snapshot,
      linkman: users.linkman,
      username: users.username,
    })
    .from(orderVersions)
    .leftJoin(users, eq(users.id, orderVersions.created_by))
    .where(eq(orderVersions.order_id, orderId))
    .orderBy(asc(orderVersions.version));
}
