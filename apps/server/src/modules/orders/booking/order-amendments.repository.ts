import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type OrderAmendmentRow, orderAmendments, orders } from "../../../db/schema";

// The customer's amendment requests (order_amendments) and the booking-update state beside an
// order's status (orders.update_status, orders.feedbacks, orders.amendment_status).

export async function insertAmendment(
  tx: Db,
  values: Pick<typeof orderAmendments.$inferInsert, "order_id" | "reason" | "booking" | "diff" | "requested_by">,
): Promise<number> {
  const [row] = await tx.insert(orderAmendments).values(values).returning({ id: orderAmendments.id });
  if (!row) throw new Error("the amendment was not stored");
  return row.id;
}

/** The order's open request (its row locked by the order's lock already: only the order's actions write it). */
export async function openAmendmentOf(tx: Db, orderId: number): Promise<OrderAmendmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderAmendments)
    .where(and(eq(orderAmendments.order_id, orderId), eq(orderAmendments.status, "requested")))
    .orderBy(desc(orderAmendments.id))
    .limit(1);
  return row;
}

/** The order's newest request, open or decided. */
export async function latestAmendmentOf(db: Db, orderId: number): Promise<OrderAmendmentRow | undefined> {
  const [row] = await db
    .select()
    .from(orderAmendments)
    .where(eq(orderAmendments.order_id, orderId))
    .orderBy(desc(orderAmendments.id))
    .limit(1);
  return row;
}

export async function decideAmendment(
  tx: Db,
  id: number,
  decision: { status: "accepted" | "declined"; decided_by: number; decision_reason: string },
): Promise<void> {
  await tx
    .update(orderAmendments)
    .set({ ...decision, decided_at: sql`now()` })
    .where(eq(orderAmendments.id, id));
}

type SideColumns = Partial<Pick<typeof orders.$inferInsert, "amendment_status" | "update_status" | "feedbacks">>;

/** Sets the booking-update state beside the order's status. */
export async function setBookingSides(tx: Db, orderId: number, values: SideColumns): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, update_time: sql`now()` })
    .where(eq(orders.id, orderId));
}
