import type { SupplyBodyInput } from "@haiyun/shared/schemas/supply";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useIdempotencyKey } from "../../../lib/idempotency-key";
import { callOrderAction } from "../../../lib/order-action-client";
import { orderKeys } from "../../orders";

/**
 * The instruction's `supply_save` or `supply_submit` (its body's `action`: save or submit). One
 * Idempotency-Key per attempt, as the booking form does: the same body sent again after
 * a lost answer is replayed by the server instead of being judged again, and a submit already taken
 * is never taken twice.
 */
export function saveSupply({ id, body, idempotencyKey }: { id: number; body: SupplyBodyInput; idempotencyKey: string }) {
  const { action, ...fields } = body;
  return callOrderAction(action === "submit" ? "supply_submit" : "supply_save", id, fields, { idempotencyKey });
}

export function useSaveSupply() {
  const queryClient = useQueryClient();
  const { keyFor } = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: ({ id, body }: { id: number; body: SupplyBodyInput }) =>
      saveSupply({ id, body, idempotencyKey: keyFor({ id, body }) }),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.order(id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]),
  });
  return { save: mutation.mutateAsync, isSaving: mutation.isPending };
}
