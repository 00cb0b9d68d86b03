import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callOrderAction } from "../../../lib/order-action-client";
import { orderKeys } from "../../orders";
import { opsKeys } from "./ops-keys";

export type CancellationDecision = { decision: "accept"; reason?: string } | { decision: "decline"; reason: string };

/** PUT /ops/order/{id}/cancellation: accept (the order is cancelled, the fee charged) or decline with a reason. */
export const decideCancellation = (id: number, { decision, reason }: CancellationDecision) =>
  decision === "accept"
    ? callOrderAction("accept_cancellation", id, reason ? { reason } : {})
    : callOrderAction("decline_cancellation", id, { reason });

/** After any answer (a refused one too: another operator may have decided first) the desk and the order are asked again. */
export function useDecideCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: CancellationDecision }) => decideCancellation(id, decision),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opsKeys.all() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.order(id) }),
      ]),
  });
}
