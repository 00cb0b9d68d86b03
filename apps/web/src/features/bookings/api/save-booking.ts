import type { BookingAction, BookingFormInput } from "@haiyun/shared/schemas/order";
import type { BookingResult } from "@haiyun/shared/schemas/order-view";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useIdempotencyKey } from "../../../lib/idempotency-key";
import { callOrderAction } from "../../../lib/order-action-client";
import { orderKeys } from "../../orders";
import { orderFormKey } from "./get-order-form";

export type { BookingResult };

export interface SaveBooking {
  /** the draft being edited; a new order is created when absent */
  id?: number;
  body: BookingFormInput;
}

/**
 * The booking's `save` or `submit` (its body's `action`): POST /order/booking creates the order,
 * PUT /order/booking/{id} changes a draft. The idempotency key rides on the creating call, where a
 * replay would otherwise create a second order; a change repeated on a draft changes it to the same
 * content anyway.
 */
export const saveBooking = ({ id, body, idempotencyKey }: SaveBooking & { idempotencyKey: string }) => {
  const { action, ...fields }: { action: BookingAction } & Omit<BookingFormInput, "action"> = body;
  return id ? callOrderAction(action, id, fields) : callOrderAction(action, null, fields, { idempotencyKey });
};

/**
 * Saves or submits the booking form. One key per attempt (docs/PRODUCT-RULES.md, Retries): the same body sent again — a
 * double click, a retry after a lost answer — carries the same key and is replayed by the server; a
 * changed form is a new attempt with a new key. A saved draft's form is kept as its form's answer,
 * so its edit page opens on it without asking again.
 */
export function useSaveBooking() {
  const queryClient = useQueryClient();
  const { keyFor } = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: (input: SaveBooking) => saveBooking({ ...input, idempotencyKey: keyFor(input) }),
    onSuccess: async (result, { body }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.order(result.id) }),
      ]);
      if (body.action !== "save") return;
      const { action: _action, ...fields } = body;
      queryClient.setQueryData(orderFormKey(result.id), fields);
    },
  });
  return { save: mutation.mutateAsync, isSaving: mutation.isPending };
}
