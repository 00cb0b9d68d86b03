import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newIdempotencyKey } from "../../bookings";
import { opsKeys } from "./ops-keys";

export interface OrderDocumentUpload {
  document_type: number;
  file: File;
  remark?: string;
}

/**
 * POST /ops/order/{id}/document (multipart). Each attempt carries a new Idempotency-Key (DESIGN §4):
 * a request repeated by the network is stored once, while a second attempt of the user is its own.
 */
export function uploadOrderDocument(id: number, { document_type, file, remark }: OrderDocumentUpload) {
  const form = new FormData();
  // the fields before the file, so that a streaming parser has them when the file arrives
  form.append("document_type", String(document_type));
  form.append("remark", remark?.trim() ?? "");
  form.append("file", file);
  return api.post<{ file: number }>(`/ops/order/${id}/document`, form, { headers: { "Idempotency-Key": newIdempotencyKey() } });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, upload }: { id: number; upload: OrderDocumentUpload }) => uploadOrderDocument(id, upload),
    // the order's document count and its timeline may both change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all() }),
  });
}
