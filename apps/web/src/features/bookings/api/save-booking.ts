import type { BookingFormInput } from "@haiyun/shared/schemas/order";
import type { BookingResult } from "@haiyun/shared/schemas/order-view";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useIdempotencyKey } from "../utils/idempotency-key";
import { dockingKey } from "./get-docking";
import { orderKeys } from "./order-keys";

export type { BookingResult };

export interface SaveBooking {
  /** the draft being edited; a new order is created when absent */
  id?: number;
  body: BookingFormInput;
}

/**
 * POST /order/booking creates a draft (`save`) or a submitted booking (`submit`); PUT
 * /order/booking/{id} does the same to an existing draft. The idempotency key rides on the POST,
 * where a replay would otherwise create a second order (issue 9); the API client's PUT takes no
 * headers, and a PUT repeated on a draft changes it to the same content anyway.
 */
export const saveBooking = ({ id, body, idempotencyKey }: SaveBooking & { idempotencyKey: string }) =>
  id
    ? api.put<BookingResult>(`/order/booking/${id}`, body)
    : api.post<BookingResult>("/order/booking", body, { headers: { "Idempotency-Key": idempotencyKey } });

/**
 * Saves or submits the booking form. One key per attempt (DESIGN §4): the same body sent again — a
 * double click, a retry after a lost answer — carries the same key and is replayed by the server; a
 * changed form is a new attempt with a new key. A saved draft's form is kept as its docking answer,
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
      queryClient.setQueryData(dockingKey(result.id), fields);
    },
  });
  return { save: mutation.mutateAsync, isSaving: mutation.isPending };
}
