import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/list/use-language";
import { type OrderDocument, orderKeys } from "./order-keys";

/**
 * GET /order/document/{id}: the order's documents. The contract answers a list without pinning the
 * shape, so both a bare array and the `{ list }` of every other list are read.
 */
export const fetchOrderDocuments = (id: number, signal?: AbortSignal) =>
  api
    .get<OrderDocument[] | { list: OrderDocument[] }>(`/order/document/${id}`, undefined, { signal })
    .then((data) => (Array.isArray(data) ? data : data.list));

/** Asked only while the documents dialog is open. */
export function useOrderDocuments(id: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: orderKeys.documents(id, language),
    queryFn: ({ signal }) => fetchOrderDocuments(id, signal),
    enabled: enabled && id > 0,
  });
}
