import type { ConfirmBooking } from "@haiyun/shared/schemas/order-view";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callOrderAction, type OrderActionBody } from "../../../lib/order-action-client";
import { opsKeys } from "./ops-keys";

/** The body of confirm_booking: dates YYYY-MM-DD, cut-offs ISO 8601 timestamps in UTC. */
export type ConfirmBookingBody = OrderActionBody<"confirm_booking">;
export type { ConfirmBooking };

export const confirmBooking = (id: number, body: ConfirmBookingBody) => callOrderAction("confirm_booking", id, body);

/** What the desk asks again after an action of its own, beside the order (useOrderAction's `refresh`). */
export const DESK = [opsKeys.all()] as const;

/**
 * After any answer, success or a refused transition (someone else moved the order first), the
 * order, its timeline and the desk's lists are asked again: what is on screen may be stale.
 */
export function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: opsKeys.all() });
}

export function useConfirmBooking() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConfirmBookingBody }) => confirmBooking(id, body),
    onSettled: refresh,
  });
}
