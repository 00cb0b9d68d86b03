import type { BillRound } from "@haiyun/shared/schemas/order-view";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/list/use-language";
import { orderKeys } from "./order-keys";

export type { BillRound };

/**
 * GET /order/{id}/bill-rounds (owner or operations). `version` (the order's status and update time)
 * is in the key: a published or decided draft changes the order, so the rounds are asked again.
 */
export function useBillRounds(orderId: number, version: string) {
  return useQuery({
    queryKey: [...orderKeys.order(orderId), "bill-rounds", version],
    queryFn: ({ signal }) => api.get<BillRound[]>(`/order/${orderId}/bill-rounds`, undefined, { signal }),
  });
}

/**
 * The instruction a returned bill's comments point into (its parties and container rows): the
 * supply record, under the supply page's own key so both share one answer.
 */
export function useBillSource(orderId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: orderKeys.supply(orderId, language),
    queryFn: ({ signal }) => api.get<SupplyRecord | null>(`/order/shipment/${orderId}`, undefined, { signal }),
    enabled,
  });
}
