import type { RequestState } from "@haiyun/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orderEvents, orders } from "../../../db/schema";

// The order's cancellation request: where it stands (orders.cancellation_status) and what the
// customer asked with (the latest request_cancellation event, whose detail keeps the fee).

export async function setCancellationState(tx: Db, orderId: number, state: RequestState): Promise<void> {
  await tx.update(orders).set({ cancellation_status: state, update_time: sql`now()` }).where(eq(orders.id, orderId));
}

/** The latest cancellation request's event: its reason and detail (undefined: none recorded). */
export async function lastCancellationRequest(tx: Db, orderId: number) {
  const [event] = await tx
    .select({ reason: orderEvents.reason, detail: orderEvents.detail })
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.action, "request_cancellation")))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return event;
}
