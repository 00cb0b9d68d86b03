import type { OrderPayment } from "@haiyun/shared/schemas/supply-view";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys } from "./order-keys";

export type { OrderPayment };

/** GET /order/{id}/payment: asked while the Pay dialog is open (no names in it: one key for both languages). */
export function useOrderPayment(id: number, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.payment(id),
    queryFn: ({ signal }) => api.get<OrderPayment>(`/order/${id}/payment`, undefined, { signal }),
    enabled: enabled && id > 0,
  });
}
