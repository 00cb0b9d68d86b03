import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/list/use-language";
import { type OrderDetail, orderKeys } from "../../orders";

export const fetchOrder = (id: number, signal?: AbortSignal) => api.get<OrderDetail>(`/order/${id}`, undefined, { signal });

/** GET /order/{id}: the order with its parties, goods and cut-offs; someone else's is a 404. */
export function useOrder(id: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: orderKeys.detail(id, language),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    enabled: id > 0,
  });
}
