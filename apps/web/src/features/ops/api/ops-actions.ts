import type { ConfirmBooking } from "@haiyun/shared/schemas/order-view";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { opsKeys } from "./ops-keys";

/** The body of PUT /ops/order/{id}/confirm: dates YYYY-MM-DD, cut-offs ISO 8601 timestamps in UTC. */
export type ConfirmBookingBody = ConfirmBooking;

/** The operations rows of DESIGN §6 this desk takes, by the last segment of their route. */
export type ReasonAction = "reject" | "cancel" | "payment-reject";

export const confirmBooking = (id: number, body: ConfirmBookingBody) => api.put<unknown>(`/ops/order/${id}/confirm`, body);

export const reasonAction = (id: number, action: ReasonAction, reason: string) =>
  api.put<unknown>(`/ops/order/${id}/${action}`, { reason });

/**
 * After any answer, success or a refused transition (someone else moved the order first), the
 * order, its timeline and the desk's lists are asked again: what is on screen may be stale.
 */
function useRefreshAfter() {
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

/** Reject the booking (status 1), cancel the order (0–8, 20) or reject a payment (6), each with a reason. */
export function useReasonAction() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ReasonAction; reason: string }) =>
      reasonAction(id, action, reason),
    onSettled: refresh,
  });
}
