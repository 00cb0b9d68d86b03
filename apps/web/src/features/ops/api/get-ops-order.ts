import type { OpsOrderDetail as OrderWithCustomer } from "@haiyun/shared/schemas/order-view";
import type { OpsOrderView } from "@haiyun/shared/schemas/supply-view";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import { useLanguage } from "../../../lib/list/use-language";
import { opsKeys } from "./ops-keys";

/**
 * GET /ops/order/{id}: the order with its customer, and its instruction, documents and
 * the customer's last bill refusal — optional, so the page also reads an answer without them.
 */
export type OpsOrderDetail = OrderWithCustomer & Partial<Pick<OpsOrderView, "supply" | "documents" | "bill_fail_reason">>;

export function fetchOpsOrder(id: number, signal?: AbortSignal) {
  return api.get<OpsOrderDetail>(`/ops/order/${id}`, undefined, { signal });
}

export function opsOrderOptions(id: number, language: Language) {
  return queryOptions({ queryKey: opsKeys.detail(id, language), queryFn: ({ signal }) => fetchOpsOrder(id, signal) });
}

/** Any customer's order, with its customer, as operations see it (names in the reader's language). */
export function useOpsOrder(id: number) {
  return useQuery(opsOrderOptions(id, useLanguage()));
}
