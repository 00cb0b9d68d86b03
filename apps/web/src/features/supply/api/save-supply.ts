import type { SupplyBodyInput } from "@haiyun/shared/schemas/supply";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys, useIdempotencyKey } from "../../bookings";

/**
 * PUT /order/shipment/{id} with `save` or `submit`. One Idempotency-Key per attempt, as the booking
 * form does (DESIGN §4): the same body sent again after a lost answer is replayed by the server
 * instead of being judged again, and a submit already taken is never taken twice.
 */
export function useSaveSupply() {
  const queryClient = useQueryClient();
  const { keyFor } = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: ({ id, body }: { id: number; body: SupplyBodyInput }) =>
      api.put<unknown>(`/order/shipment/${id}`, body, { headers: { "Idempotency-Key": keyFor({ id, body }) } }),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]),
  });
  return { save: mutation.mutateAsync, isSaving: mutation.isPending };
}
