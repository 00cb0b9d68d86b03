import type { Fee } from "@haiyun/shared/time/fee-tier";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { callOrderAction } from "../../../lib/order-action-client";
import { orderKeys } from "./order-keys";

// A cancellation request after confirmation (docs/PRODUCT-RULES.md, "Cancellation requests"): the
// fee is shown before the customer asks, and the answer names the fee the request keeps.

/** GET /order/{id}/cancellation/fee: under the order's key, so a change of the order asks again. */
const feeKey = (id: number) => [...orderKeys.order(id), "cancellation-fee"] as const;

export const fetchCancellationFee = (id: number, signal?: AbortSignal) =>
  api.get<Fee>(`/order/${id}/cancellation/fee`, undefined, { signal });

/** What asking now would cost; asked each time the dialog opens (the tier moves with the clock). */
export function useCancellationFee(id: number, enabled: boolean) {
  return useQuery({
    queryKey: feeKey(id),
    queryFn: ({ signal }) => fetchCancellationFee(id, signal),
    enabled: enabled && id > 0,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The owner's `request_cancellation` with a reason. */
export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callOrderAction("request_cancellation", id, { reason }),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.order(id) }),
      ]),
  });
}
