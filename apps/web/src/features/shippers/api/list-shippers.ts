import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { Page } from "../../../lib/list/use-paged-query";

/** A forwarder company of the directory (spec §3 "Forwarder (shipper alliance) company"). */
export interface Shipper {
  id: number;
  company1: string;
  company2: string;
  logo_thumb: string;
  linkman: string;
  phone: string;
  /** the login e-mail, shown as the company's e-mail */
  username: string;
  address1: string;
  address2: string;
  profile: string;
  businesses_name: string | string[];
  routes_name: string | string[];
  ports_name: string | string[];
  businesses: string | number[];
  routes: string | number[];
  ports: string | number[];
}

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
