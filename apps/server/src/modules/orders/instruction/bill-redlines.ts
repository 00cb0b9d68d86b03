import { type BillComment, commentsOf, ORDER_STATUS } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { lastDetailOf } from "../core/order-events.repository";

/**
 * The comments of the round awaiting the next draft: those of the last return, while the order is
 * returned (status 20). Once operations publish again the round is decided and the flags go; the
 * rounds keep them (GET /order/{id}/bill-rounds).
 */
export async function billRedlinesOf(db: Db, orderId: number, status: number): Promise<BillComment[]> {
  if (status !== ORDER_STATUS.BILL_REJECTED) return [];
  return commentsOf(await lastDetailOf(db, orderId, "bill_fail"));
}
