import { canTransition, type Fee, feeSchema, type Lang, type OrderStatus } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import type { OrdersContext } from "../core/context";
import { ownerScope, visibleOr404 } from "../core/order-access";
import { findOrder } from "../core/order-row.repository";
import { invalidTransition } from "../core/order-transition.service";
import { feeFor } from "../payment";
import { lastCancellationRequest } from "./order-cancellation.repository";

// Cancellation requests after confirmation (docs/PRODUCT-RULES.md, "Cancellation requests"). The
// request's event keeps the fee the customer saw when asking, so accepting charges exactly that,
// whatever the clock says by the time operations decide.

/** What the customer asked with: the reason and the fee it named. */
export interface AskedCancellation {
  reason: string;
  fee: Fee | null;
}

/** The latest cancellation request on the timeline (null: none recorded). */
export async function askedCancellation(tx: Db, orderId: number): Promise<AskedCancellation | null> {
  const event = await lastCancellationRequest(tx, orderId);
  if (!event) return null;
  const detail = event.detail as { fee?: unknown } | null;
  const fee = feeSchema.safeParse(detail?.fee);
  return { reason: event.reason, fee: fee.success ? fee.data : null };
}

/**
 * GET /order/{id}/cancellation/fee: what asking now would cost its owner. Another's order is a
 * missing one (404); a status where cancelling is not asked for (before confirmation, or over) a 409.
 */
export async function cancellationFeePreview(ctx: OrdersContext, orderId: number, userId: number, lang: Lang): Promise<Fee> {
  const order = visibleOr404(ownerScope(userId), await findOrder(ctx.db, orderId));
  if (!canTransition("request_cancellation", "owner", order.status as OrderStatus)) {
    throw invalidTransition(order.status, lang);
  }
  return feeFor(ctx, "cancellation", order);
}
