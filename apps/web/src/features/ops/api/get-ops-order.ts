import type { OpsOrderDetail } from "@haiyun/shared/schemas/order-view";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import { useLanguage } from "../../../lib/list/use-language";
import { opsKeys } from "./ops-keys";

export type { OpsOrderDetail };

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
