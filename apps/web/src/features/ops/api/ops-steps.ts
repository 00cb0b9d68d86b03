import type { OrderDocument } from "@haiyun/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { callOrderAction, type OrderActionBody } from "../../../lib/order-action-client";
import { type FileActionFields, takeFileAction } from "../../../lib/order-documents";
import { useRefreshAfter } from "./ops-actions";

/** The steps operations take with a document, by their names in the transition table. */
export type FileAction = "publish_bill" | "issue_invoice" | "release";

/** A step with its document and its other fields (publish_bill: mbl_no; issue_invoice: amount and currency). */
export type FileActionInput = {
  [A in FileAction]: { id: number; action: A; file: File; fields: FileActionFields<A> };
}[FileAction];

/**
 * Uploads the document (the contract's upload route), then takes the step naming the `file` it
 * answered. A step refused after the upload leaves the document on the order, where operations see
 * it; a second try uploads anew.
 */
export const runFileAction = ({ id, action, file, fields }: FileActionInput) => takeFileAction(action, id, file, fields);

export function useFileAction() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: runFileAction, onSettled: refresh });
}

/** amend_si: operations change a submitted instruction for the customer, with the change fee. */
export function useAmendSi() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OrderActionBody<"amend_si"> }) => callOrderAction("amend_si", id, body),
    onSettled: refresh,
  });
}

/** POST /ops/order/{id}/bill-draft: the portal writes a bill draft from the instruction (the same one while it is unchanged). */
export const writeBillDraft = (id: number) => api.post<OrderDocument & { file: number }>(`/ops/order/${id}/bill-draft`);

/** publish_bill with the draft the portal wrote from the instruction instead of an uploaded one. */
export function usePublishWrittenBill() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async ({ id, mbl_no }: { id: number; mbl_no: string }) => {
      const draft = await writeBillDraft(id);
      return callOrderAction("publish_bill", id, { mbl_no, file: draft.file });
    },
    onSettled: refresh,
  });
}
