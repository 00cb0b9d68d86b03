import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Shipper, shipperKeys } from "./list-shippers";

/** One company of the directory; the list's row is shown meanwhile. */
export function useShipper(row: Shipper | null) {
  const id = row?.id ?? 0;
  return useQuery({
    queryKey: shipperKeys.detail(id),
    queryFn: ({ signal }) => api.get<Shipper>(`/shipper/${id}`, undefined, { signal }),
    enabled: id > 0,
    placeholderData: row ?? undefined,
  });
}
