import type { AmendmentState, OrderVersion } from "@haiyun/shared/schemas/order-amendment";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/list/use-language";

// A booking's versions and its amendment state (both sides read them). Their keys sit under the
// order's, so whatever refreshes an order after an action refreshes them too.

export const bookingChangeKeys = {
  versions: (id: number, language: string) => ["orders", "order", id, "versions", language] as const,
  state: (id: number) => ["orders", "order", id, "amendment-state"] as const,
};

/** GET /order/{id}/versions: every version, oldest first, with its diff against the one before. */
export function useOrderVersions(id: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: bookingChangeKeys.versions(id, language),
    queryFn: ({ signal }) => api.get<OrderVersion[]>(`/order/${id}/versions`, undefined, { signal }),
    enabled: id > 0,
  });
}

/** GET /order/{id}/amendment-state: operations' open feedback and the latest amendment request. */
export function useAmendmentState(id: number) {
  return useQuery({
    queryKey: bookingChangeKeys.state(id),
    queryFn: ({ signal }) => api.get<AmendmentState>(`/order/${id}/amendment-state`, undefined, { signal }),
    enabled: id > 0,
  });
}
