import type { OrderAction } from "@haiyun/shared/constants/order-transitions";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  callOrderAction,
  type OrderActionAnswer,
  type OrderActionBody,
  type OrderActionOptions,
} from "../../../lib/order-action-client";
import { removesOrder } from "./order-action-kinds";
import { orderKeys } from "./order-keys";

/** One call of an action: the order, the body the contract types, and a key where its route takes one. */
export type OrderActionVariables<A extends OrderAction> = { id: number; body: OrderActionBody<A> } & OrderActionOptions<A>;

/**
 * Takes `action` through the action client; resolves with what the action answers (typed from the
 * contract). After any answer (a refused one too: someone may have moved the order first) all that
 * is known of the order is asked again, its lists too, and the `refresh` keys the caller names (the
 * desk's). An order the action removes is not asked for again under the page that leaves it.
 */
export function useOrderAction<A extends OrderAction>(action: A, { refresh = [] }: { refresh?: readonly QueryKey[] } = {}) {
  const queryClient = useQueryClient();
  return useMutation<OrderActionAnswer<A>, Error, OrderActionVariables<A>>({
    mutationFn: ({ id, body, ...options }) => callOrderAction(action, id, body, options as OrderActionOptions<A>),
    onSettled: (_answer, error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({
          queryKey: orderKeys.order(id),
          refetchType: removesOrder(action) && !error ? "none" : "active",
        }),
        ...refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
