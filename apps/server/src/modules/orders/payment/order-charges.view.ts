import type { OrderCharge } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { chargesOf } from "./order-charges.repository";

// The charges an order owes beyond its freight as the order pages and the invoice step show them
// (an accepted revision's fee, a cancellation's), oldest first.
export async function chargesView(db: Db, orderId: number): Promise<OrderCharge[]> {
  const rows = await chargesOf(db, orderId);
  return rows.map((row) => ({
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    note: row.note,
    create_time: row.create_time.toISOString(),
  }));
}
