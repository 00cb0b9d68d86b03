import type { ConfirmBooking } from "@haiyun/shared/schemas/order-view";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callOrderAction, type OrderActionBody } from "../../../lib/order-action-client";
import { opsKeys } from "./ops-keys";

/** The body of confirm_booking: dates YYYY-MM-DD, cut-offs ISO 8601 timestamps in UTC. */
export type ConfirmBookingBody = OrderActionBody<"confirm_booking">;
export type { ConfirmBooking };

/** The operations actions this desk takes with a reason, by their names in the transition table. */
export type ReasonAction = "reject_booking" | "cancel_by_ops" | "reject_payment" | "refuse_special_cargo";

export const confirmBooking = (id: number, body: ConfirmBookingBody) => callOrderAction("confirm_booking", id, body);

export const reasonAction = (id: number, action: ReasonAction, reason: string) => callOrderAction(action, id, { reason });

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

/** Approve the booking's dangerous goods or out-of-gauge cargo (PUT …/special-cargo, decision "approve"). */
export function useApproveSpecialCargo() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (id: number) => callOrderAction("approve_special_cargo", id, {}), onSettled: refresh });
}

/**
 * Reject the booking (status 1), cancel the order (1–8, 20), reject a payment (6) or refuse the
 * special cargo (which rejects the booking), each with a reason.
 */
export function useReasonAction() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ReasonAction; reason: string }) =>
      reasonAction(id, action, reason),
    onSettled: refresh,
  });
}
