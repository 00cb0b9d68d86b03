import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callOrderAction } from "../../../lib/order-action-client";
import { orderKeys } from "./order-keys";

export interface CancelOrder {
  id: number;
  reason: string;
  /** one per user action, the same when that action is retried (a replay returns the first result) */
  idempotencyKey: string;
}

/** The owner's `cancel` with a reason, of a draft or a booking operations have not yet confirmed. */
export const cancelOrder = ({ id, reason, idempotencyKey }: CancelOrder) =>
  callOrderAction("cancel", id, { reason }, { idempotencyKey });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.order(id) }),
      ]),
  });
}
