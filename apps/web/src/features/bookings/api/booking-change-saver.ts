import type { BookingFormInput } from "@haiyun/shared/schemas/order";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { callOrderAction } from "../../../lib/order-action-client";
import { orderKeys } from "../../orders";
import type { BookingSaver } from "../components/form/booking-values";

// The booking form sending a change of a submitted booking instead of a draft's save: the owner's
// update while it awaits booking (update_booking), or an amendment request once it is confirmed
// (request_amendment, with the reason typed above the form). Both are the form's whole booking.

export type BookingChangeMode = "update" | "amend";

/** The server names an amendment's fields under `booking.`; the form knows them without it. */
function unprefixed(err: unknown): unknown {
  if (err instanceof ApiError && err.errors) {
    err.errors = err.errors.map((issue) => ({ ...issue, field: issue.field.replace(/^booking\./, "") }));
  }
  return err;
}

// The words of each change (translation keys): neither is a first submission nor has a draft
const WORDS = {
  update: {
    submit: "amendments.form.sendUpdate",
    confirmTitle: "amendments.form.updateConfirmTitle",
    confirmContent: "amendments.form.updateConfirmContent",
    done: "amendments.form.updated",
  },
  amend: {
    submit: "amendments.form.sendAmendment",
    confirmTitle: "amendments.form.amendConfirmTitle",
    confirmContent: "amendments.form.amendConfirmContent",
    done: "amendments.form.amendmentSent",
  },
} as const;

/**
 * `reasonOf` is the amendment's reason as typed; `isReady` judges it before the question is asked
 * (the page shows what is missing under the reason's field).
 */
export function useBookingChangeSaver(
  mode: BookingChangeMode | null,
  order: { id: number; order_no: string; status: number } | undefined,
  reasonOf: () => string,
  isReady: () => boolean,
): BookingSaver | null {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ body }: { body: BookingFormInput }) => {
      if (!order) throw new Error("no order");
      const { action: _action, ...fields } = body;
      if (mode === "update") return callOrderAction("update_booking", order.id, fields);
      const reason = reasonOf().trim();
      // the answer is the request's (its id and state), not the order's: the order stays as it was
      return callOrderAction("request_amendment", order.id, { reason, booking: fields }).catch((err: unknown) => {
        throw unprefixed(err);
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.order(order?.id ?? 0) }),
  });
  if (!mode || !order) return null;
  return {
    // the form goes on to the order it changed: its own id and number, whatever the action answered
    save: ({ body }) => mutation.mutateAsync({ body }).then(() => ({ id: order.id, order_no: order.order_no })),
    isSaving: mutation.isPending,
    change: { ...WORDS[mode], ready: isReady },
  };
}
