import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { opsKeys } from "./ops-keys";
import { uploadOrderDocument } from "./upload-document";

/** The steps operations take with a document (issue 10 wire contract): its type, route and extra fields. */
export const FILE_ACTIONS = {
  bill: { documentType: 3, route: "bill" },
  invoice: { documentType: 4, route: "invoice" },
  release: { documentType: 7, route: "release" },
} as const;
export type FileAction = keyof typeof FILE_ACTIONS;

export interface FileActionInput {
  id: number;
  action: FileAction;
  file: File;
  /** bill: mbl_no; invoice: amount and currency */
  fields: Record<string, string>;
}

/**
 * Uploads the document (POST /ops/order/{id}/document), then takes the step naming the `file` it
 * answered (PUT /ops/order/{id}/bill | invoice | release). A step refused after the upload leaves
 * the document on the order, where operations see it; a second try uploads anew.
 */
export async function takeFileAction({ id, action, file, fields }: FileActionInput) {
  const { documentType, route } = FILE_ACTIONS[action];
  const stored = await uploadOrderDocument(id, { document_type: documentType, file });
  return api.put<unknown>(`/ops/order/${id}/${route}`, { ...fields, file: stored.file });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: opsKeys.all() });
}

export function useFileAction() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: takeFileAction, onSettled: refresh });
}

/** PUT /ops/order/{id}/amend-si: the instruction changed for the customer, with the change fee (spec §4). */
export function useAmendSi() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: unknown }) => api.put<unknown>(`/ops/order/${id}/amend-si`, body),
    onSettled: refresh,
  });
}
