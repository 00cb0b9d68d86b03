import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callOrderAction } from "../../../lib/order-action-client";
import { orderKeys } from "./order-keys";

/** The owner's `delete`: drafts only; the order is gone afterwards. */
export const deleteOrder = (id: number) => callOrderAction("delete", id, undefined);

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSettled: (_data, error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        // a deleted order is not asked for again under the page that is leaving it (it would be a 404);
        // a refused delete (submitted meanwhile: 409) shows the order as it now is
        queryClient.invalidateQueries({ queryKey: orderKeys.order(id), refetchType: error ? "active" : "none" }),
      ]),
  });
}
