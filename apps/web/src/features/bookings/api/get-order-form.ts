import type { BookingFieldsInput } from "@haiyun/shared/schemas/order";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys } from "../../orders";

/** What GET /order/docking/{id} answers (orderFormSchema): the order as a booking-form body, no names. */
export type OrderForm = BookingFieldsInput & {
  /** a copy whose quote is no longer live: the server dropped the link */
  quote_dropped?: boolean;
};

export const orderFormKey = (id: number) => [...orderKeys.order(id), "form"] as const;

export const fetchOrderForm = (id: number, signal?: AbortSignal) =>
  api.get<OrderForm>(`/order/docking/${id}`, undefined, { signal });

/**
 * The booking form of an order, to edit a draft or to copy any order into a new one. It carries ids
 * only, so no language in the key; the form reads it once when it opens (a refetch would not change
 * a form being typed in), so it is never stale by age: saving the order invalidates it.
 */
export function useOrderForm(id: number) {
  return useQuery({
    queryKey: orderFormKey(id),
    queryFn: ({ signal }) => fetchOrderForm(id, signal),
    enabled: id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
