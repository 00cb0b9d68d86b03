import type { ShipperView } from "@haiyun/shared/schemas/shipper";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { Page } from "../../../lib/list/use-paged-query";

/** A forwarder company of the directory (the shipper alliance), the server's response schema. */
export type Shipper = ShipperView;

export interface ShipperFilters {
  company?: string;
  business_id?: number;
  port_id?: number;
  route_id?: number;
}

export type ShipperQuery = ShipperFilters & { page: number; size: number };

export const shipperKeys = {
  all: () => ["shippers"] as const,
  // business, route and port names come translated: each language is its own entry
  list: (query: ShipperQuery, language: Language) => ["shippers", "list", query, language] as const,
  detail: (id: number) => ["shippers", "detail", id] as const,
};

/** One page of the directory (the shippers page runs it through usePagedQuery). */
export function shipperListOptions(query: ShipperQuery, language: Language) {
  return queryOptions({
    queryKey: shipperKeys.list(query, language),
    queryFn: ({ signal }) => api.get<Page<Shipper>>("/shipper", { ...query }, { signal }),
  });
}
