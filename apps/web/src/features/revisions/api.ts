import type { RevisionPreview, RevisionView } from "@haiyun/shared/schemas/si-revision";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { callOrderAction, type OrderActionBody } from "../../lib/order-action-client";

// Shipping-instruction revisions on the wire (docs/PRODUCT-RULES.md, "SI revisions"): the preview
// (a read), asking, deciding, and the list both sides read.

export type { RevisionPreview, RevisionView };
export type ReviseBody = OrderActionBody<"revise_si">;
/** The preview's body: the revision's without accept_fee and reason. */
export type PreviewBody = Omit<ReviseBody, "accept_fee" | "reason">;

const revisionsKey = (id: number) => ["orders", "order", id, "revisions"] as const;

/** GET /order/shipment/{id}/revisions: every version with its difference. */
export function useRevisions(id: number, enabled = true) {
  return useQuery({
    queryKey: revisionsKey(id),
    queryFn: ({ signal }) => api.get<RevisionView[]>(`/order/shipment/${id}/revisions`, undefined, { signal }),
    enabled: enabled && id > 0,
  });
}

/** POST /order/shipment/{id}/revision/preview: what the revision changes and costs now. */
export const previewRevision = (id: number, body: PreviewBody) =>
  api.post<RevisionPreview>(`/order/shipment/${id}/revision/preview`, body);

/** After asking or deciding, the order's every read (detail, supply, revisions, lists) is stale. */
function useRefreshOrder() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ["orders"] }), queryClient.invalidateQueries({ queryKey: ["ops"] })]);
}

/** revise_si: the owner sends the revision, the fee accepted. */
export function useReviseSi() {
  const refresh = useRefreshOrder();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviseBody }) => callOrderAction("revise_si", id, body),
    onSettled: refresh,
  });
}

/** accept_revision / decline_revision: operations decide the open revision. */
export function useDecideRevision() {
  const refresh = useRefreshOrder();
  return useMutation({
    mutationFn: ({ id, accept, reason }: { id: number; accept: boolean; reason?: string }) =>
      accept ? callOrderAction("accept_revision", id, {}) : callOrderAction("decline_revision", id, { reason }),
    onSettled: refresh,
  });
}
