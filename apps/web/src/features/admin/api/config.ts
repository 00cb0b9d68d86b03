import type { ConfigPair } from "@haiyun/shared/schemas/config";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { systemKeys } from "../../system";
import { adminKeys } from "./users";

export type { ConfigPair };

export function useAdminConfig() {
  return useQuery({
    queryKey: adminKeys.config(),
    queryFn: ({ signal }) => api.get<ConfigPair[]>("/admin/config", undefined, { signal }),
  });
}

export function useSaveConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string>) => api.put<ConfigPair[]>("/admin/config", { values }),
    onSuccess: (pairs) => {
      queryClient.setQueryData(adminKeys.config(), pairs);
      // the effect is immediate: title, colour and the closed flag follow at once
      return queryClient.invalidateQueries({ queryKey: systemKeys.config() });
    },
  });
}
