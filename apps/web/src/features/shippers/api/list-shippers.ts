import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

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
  list: (query: ShipperQuery) => ["shippers", "list", query] as const,
  detail: (id: number) => ["shippers", "detail", id] as const,
};

export function useShippers(query: ShipperQuery) {
  return useQuery({
    queryKey: shipperKeys.list(query),
    queryFn: ({ signal }) => api.get<{ list: Shipper[]; total: number }>("/shipper", { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
