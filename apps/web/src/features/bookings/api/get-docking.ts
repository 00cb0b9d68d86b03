import type { BookingFieldsInput } from "@haiyun/shared/schemas/order";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys } from "../../orders";

/** What GET /order/docking/{id} answers (dockingSchema): the order as a booking-form body, no names. */
export type Docking = BookingFieldsInput & {
  /** a copy whose quote is no longer live: the server dropped the link */
  quote_dropped?: boolean;
};

export const dockingKey = (id: number) => [...orderKeys.order(id), "docking"] as const;

export const fetchDocking = (id: number, signal?: AbortSignal) => api.get<Docking>(`/order/docking/${id}`, undefined, { signal });

/**
 * The booking form of an order, to edit a draft or to copy any order into a new one. It carries ids
 * only, so no language in the key; the form reads it once when it opens (a refetch would not change
 * a form being typed in), so it is never stale by age: saving the order invalidates it.
 */
export function useDocking(id: number) {
  return useQuery({
    queryKey: dockingKey(id),
    queryFn: ({ signal }) => fetchDocking(id, signal),
    enabled: id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
