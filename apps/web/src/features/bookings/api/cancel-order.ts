import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys } from "./order-keys";

export interface CancelOrder {
  id: number;
  reason: string;
  /** one per user action, the same when that action is retried (DESIGN §4: a replay returns the first result) */
  idempotencyKey: string;
}

/** POST /order/{id}/cancel {reason}: the owner cancels at status 0 or 1 (DESIGN §6). */
export const cancelOrder = ({ id, reason, idempotencyKey }: CancelOrder) =>
  api.post<unknown>(`/order/${id}/cancel`, { reason }, { headers: { "Idempotency-Key": idempotencyKey } });

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
