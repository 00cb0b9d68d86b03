import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callOrderAction, type OrderActionBody } from "../../../lib/order-action-client";
import { orderKeys } from "./order-keys";

/** The owner's steps after the bill is published, by their names in the transition table. */
export type OwnerStepAction = "bill_pass" | "bill_fail" | "pay" | "telex";

/** A step on the order `id`, with its body (the client adds the order's id to it). */
export type OrderStep = { [A in OwnerStepAction]: { action: A; id: number; body: OrderActionBody<A> } }[OwnerStepAction];

export const takeOrderStep = ({ action, id, body }: OrderStep) => callOrderAction(action, id, body);

/**
 * Takes a step; after any answer (a refused one too: someone may have moved the order first) all
 * that is known of the order is asked again, so the page and its buttons follow the new status.
 */
export function useOrderStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeOrderStep,
    onSettled: (_data, _error, step) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.order(step.id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]),
  });
}
