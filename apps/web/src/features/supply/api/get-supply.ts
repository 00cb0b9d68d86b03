import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/list/use-language";
import { orderKeys } from "../../orders";

export type { SupplyRecord };

export const fetchSupply = (id: number, signal?: AbortSignal) =>
  api.get<SupplyRecord | null>(`/order/shipment/${id}`, undefined, { signal });

/** GET /order/shipment/{id}: the supply record (names in the reader's language). */
export function useSupply(id: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: orderKeys.supply(id, language),
    queryFn: ({ signal }) => fetchSupply(id, signal),
    enabled: id > 0,
    // a language switch asks again for the names; the page (and a form being typed) stays meanwhile
    placeholderData: (previous, query) => (query?.queryKey[2] === id ? keepPreviousData(previous) : undefined),
  });
}
