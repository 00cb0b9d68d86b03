import type { CustomerDashboard, OpsDashboard } from "@haiyun/shared/schemas/dashboard";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import { useLanguage } from "../../../lib/list/use-language";

export type { CustomerDashboard, OpsDashboard };

// The names in the answers are in the request's language: it is part of each key.
export const dashboardKeys = {
  all: () => ["dashboard"] as const,
  customer: (language: Language) => ["dashboard", "customer", language] as const,
  ops: (language: Language) => ["dashboard", "ops", language] as const,
};

/** GET /dashboard: the customer's figures, asked again when the page is opened again. */
export function useDashboard() {
  const language = useLanguage();
  return useQuery({
    queryKey: dashboardKeys.customer(language),
    queryFn: ({ signal }) => api.get<CustomerDashboard>("/dashboard", undefined, { signal }),
    staleTime: 0,
  });
}

/** GET /ops/dashboard: the desk's figures. */
export function useOpsDashboard() {
  const language = useLanguage();
  return useQuery({
    queryKey: dashboardKeys.ops(language),
    queryFn: ({ signal }) => api.get<OpsDashboard>("/ops/dashboard", undefined, { signal }),
    staleTime: 0,
  });
}
