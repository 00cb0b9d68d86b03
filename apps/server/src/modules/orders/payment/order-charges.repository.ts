import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type OrderChargeRow, orderCharges } from "../../../db/schema";

// The charges an accepted request leaves on an order (a revision's or a cancellation's fee).

export async function insertCharge(
  tx: Db,
  charge: { order_id: number; kind: string; amount: string; currency: string; note: string },
): Promise<void> {
  await tx.insert(orderCharges).values(charge);
}

/** An order's charges, oldest first. */
export function chargesOf(db: Db, orderId: number): Promise<OrderChargeRow[]> {
  return db.select().from(orderCharges).where(eq(orderCharges.order_id, orderId)).orderBy(asc(orderCharges.id));
}
