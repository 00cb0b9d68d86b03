import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/list/use-language";
import { type OrderEvent, orderKeys } from "./order-keys";

export const fetchOrderEvents = (id: number, signal?: AbortSignal) =>
  api.get<{ list: OrderEvent[] }>(`/order/${id}/events`, undefined, { signal }).then((data) => data.list);

/** GET /order/{id}/events: the order's timeline, oldest first (for its owner and for operations). */
export function useOrderEvents(id: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: orderKeys.events(id, language),
    queryFn: ({ signal }) => fetchOrderEvents(id, signal),
    enabled: id > 0,
  });
}
