import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newIdempotencyKey } from "../utils/idempotency-key";
import { orderKeys } from "./order-keys";

/** What POST /attachment answers (issue 10 wire contract): the stored file, named in the step that uses it. */
export interface UploadedAttachment {
  file: number | string;
}

/** The document types the owner uploads in the order's steps (DESIGN §6). */
export const OWNER_DOCUMENT = { MANIFEST: 8, PAYMENT_RECEIPT: 5, TELEX_GUARANTEE: 6 } as const;

export interface AttachmentUpload {
  orderId: number;
  documentType: number;
  file: File;
  description?: string;
}

/**
 * POST /attachment (multipart, with progress). Each attempt carries its own Idempotency-Key: the
 * same bytes sent again by the network are stored once, a second choice of the user is its own.
 */
export function uploadAttachment(
  { orderId, documentType, file, description }: AttachmentUpload,
  onProgress?: (n: number) => void,
) {
  const form = new FormData();
  // the fields before the file, so that a streaming parser has them when the file arrives
  form.append("order_id", String(orderId));
  form.append("document_type", String(documentType));
  if (description) form.append("description", description);
  form.append("file", file);
  return api.upload<UploadedAttachment>("/attachment", form, onProgress, { headers: { "Idempotency-Key": newIdempotencyKey() } });
}

/** The owner's steps after the bill is published (issue 10 wire contract). */
export type OrderStep =
  | { action: "pass"; id: number }
  | { action: "fail"; id: number; reason: string }
  | { action: "pay"; id: number; filename: number | string }
  | { action: "telex"; id: number; filename: number | string };

export const takeOrderStep = ({ action, ...body }: OrderStep) => api.put<unknown>(`/order/${action}`, body);

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
