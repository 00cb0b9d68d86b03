import { type AmendmentState, FEEDBACK_SEVERITIES, ORDER_STATUS, UPDATE_STATES } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { type OrderScope, visibleOr404 } from "../core/order-access";
import { findOrder } from "../core/order-row.repository";
import { requestState } from "../core/order-sides";
import { latestAmendmentOf } from "./order-amendments.repository";

// GET /order/{id}/amendment-state: what both sides show beside a booking — operations' open
// feedback or the owner's update since (while it awaits booking), and the latest amendment request.

const isUpdateState = (value: string | null): value is AmendmentState["update_status"] & string =>
  (UPDATE_STATES as readonly (string | null)[]).includes(value);

export async function amendmentState(db: Db, orderId: number, scope: OrderScope): Promise<AmendmentState> {
  const order = visibleOr404(scope, await findOrder(db, orderId, scope));
  const awaiting = order.status === ORDER_STATUS.AWAITING_BOOKING;
  const update = awaiting && isUpdateState(order.update_status) ? order.update_status : null;
  const feedbacks = update === "pending_update" ? (order.feedbacks ?? []) : [];
  const request = await latestAmendmentOf(db, orderId);
  const status = request ? requestState(request.status) : null;
  return {
    update_status: update,
    feedbacks: feedbacks.map((item) => ({
      severity: FEEDBACK_SEVERITIES.find((severity) => severity === item.severity) ?? "info",
      field: item.field,
      message: item.message,
    })),
    amendment:
      request && status
        ? {
            id: request.id,
            status,
            reason: request.reason,
            requested_at: request.requested_at.toISOString(),
            decided_at: request.decided_at ? request.decided_at.toISOString() : null,
            decision_reason: request.decision_reason,
            diff: request.diff,
            booking: request.booking,
          }
        : null,
  };
}
