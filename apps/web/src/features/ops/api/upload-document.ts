import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type OrderDocumentUpload, uploadOrderDocument } from "../../../lib/order-documents";
import { opsKeys } from "./ops-keys";

export type { OrderDocumentUpload };
export { uploadOrderDocument };

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, upload }: { id: number; upload: OrderDocumentUpload }) => uploadOrderDocument(id, upload),
    // the order's document count and its timeline may both change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all() }),
  });
}
