import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { files, orderDocuments, orderEvents, orders, users } from "../../../db/schema";

/** The order's timeline, oldest first, with who acted and the file an action carried. */
export function listOrderEvents(db: Db, orderId: number) {
  return db
    .select({
      id: orderEvents.id,
      action: orderEvents.action,
      from_status: orderEvents.from_status,
      to_status: orderEvents.to_status,
      actor_role: orderEvents.actor_role,
      actor_linkman: users.linkman,
      actor_username: users.username,
      reason: orderEvents.reason,
      file_id: files.id,
      file_name: files.name,
      file_token: files.token,
      amount: orderEvents.amount,
      currency: orderEvents.currency,
      detail: orderEvents.detail,
      create_time: orderEvents.create_time,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actor_id))
    .leftJoin(files, eq(files.id, orderEvents.file_id))
    .where(eq(orderEvents.order_id, orderId))
    .orderBy(asc(orderEvents.id));
}

export async function insertOrderDocument(db: Db, values: Omit<typeof orderDocuments.$inferInsert, "id" | "create_time">) {
  const [row] = await db.insert(orderDocuments).values(values).returning();
  return row;
}

/** The order's documents, newest first, with their files' names and capability tokens. */
export function listOrderDocuments(db: Db, orderId: number) {
  return db
    .select({
      id: orderDocuments.id,
      document_type: orderDocuments.document_type,
      remark: orderDocuments.remark,
      create_time: orderDocuments.create_time,
      file_id: files.id,
      name: files.name,
      token: files.token,
      // the manifest the instruction names: the current one of its kind
      manifest_file: orders.manifest_file,
    })
    .from(orderDocuments)
    .innerJoin(files, eq(files.id, orderDocuments.file_id))
    .innerJoin(orders, eq(orders.id, orderDocuments.order_id))
    .where(eq(orderDocuments.order_id, orderId))
    .orderBy(desc(orderDocuments.id));
}

export async function countOrderDocuments(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderDocuments).where(eq(orderDocuments.order_id, orderId));
  return row?.n ?? 0;
}

/** The reason of the order's newest event of an action ("" when none): the last bill refusal. */
export async function lastReasonOf(db: Db, orderId: number, action: string): Promise<string> {
  const [row] = await db
    .select({ reason: orderEvents.reason })
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.action, action)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.reason ?? "";
}

/** The detail of the order's newest event of an action (null when none, or none kept). */
export async function lastDetailOf(db: Db, orderId: number, action: string): Promise<unknown> {
  const [row] = await db
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.action, action)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.detail ?? null;
}
