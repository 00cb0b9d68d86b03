import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, orders, users } from "../../db/schema";
import { offsetOf, pageOf, totalCount } from "../../lib/pagination";

export interface NewNotification {
  order_id: number | null;
  kind: string;
  action: string;
  audience: "owner" | "ops";
  params: Record<string, unknown>;
}

/** One row for `userId` (the owner of an order, told of a step or a reminder). */
export async function insertNotification(db: Db, userId: number, row: NewNotification): Promise<void> {
  await db.insert(notifications).values({ ...row, user_id: userId });
}

/**
 * One row for every enabled user holding a role in `roles` (those granting `ops_order`), but not
 * `exceptId` (who acted): one statement, whatever the number of operators.
 */
export async function insertForRoles(db: Db, roles: string[], exceptId: number, row: NewNotification): Promise<void> {
  const roleList = sql`ARRAY[${sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`
    INSERT INTO ${notifications} (user_id, order_id, kind, action, audience, params)
    SELECT ${users.id}, ${row.order_id}::integer, ${row.kind}, ${row.action}, ${row.audience}, ${JSON.stringify(row.params)}::jsonb
    FROM ${users}
    WHERE ${users.enabled} AND ${users.roles} && ${roleList} AND ${users.id} <> ${exceptId}`);
}

/** A reader's page, newest first, with the order's number (gone orders take their rows with them). */
export async function listNotifications(db: Db, userId: number, page: number, size: number) {
  const offset = offsetOf(page, size);
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      action: notifications.action,
      audience: notifications.audience,
      order_id: notifications.order_id,
      order_no: orders.order_no,
      params: notifications.params,
      create_time: notifications.create_time,
      read_time: notifications.read_time,
      total: totalCount(),
    })
    .from(notifications)
    .leftJoin(orders, eq(orders.id, notifications.order_id))
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.id))
    .offset(offset)
    .limit(size);
  return pageOf(rows, offset, async () => {
    const [row] = await db.select({ n: count() }).from(notifications).where(eq(notifications.user_id, userId));
    return row?.n ?? 0;
  });
}

/** The bell's count: the partial index of unread rows answers it. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_time)));
  return row?.n ?? 0;
}

/** Marks one of the reader's rows read; false when the reader has no row of that id. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read_time: sql`coalesce(${notifications.read_time}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread row of the reader read; how many were. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_time: sql`now()` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_time)))
    .returning({ id: notifications.id });
  return rows.length;
}
