import type { ApiKeyCreate, ApiKeyCreated, ApiKeyView } from "@haiyun/shared/schemas/api-keys";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../lib/list/use-paged-query";

export type { ApiKeyView };

export const apiKeyKeys = { all: () => ["userinfo", "api-keys"] as const };

/** GET /userinfo/api-keys: the user's live keys (a revoked key is no longer listed). */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.all(),
    queryFn: ({ signal }) => api.get<Page<ApiKeyView>>("/userinfo/api-keys", undefined, { signal }),
  });

export function useApiKeys() {
  return useQuery(apiKeysQuery());
}

/** POST /userinfo/api-keys: the answer carries the whole key, which the server never shows again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => api.post<ApiKeyCreated>("/userinfo/api-keys", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all() }),
  });
}

/** DELETE /userinfo/api-keys/:id: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: ApiKeyView["id"]) => api.delete<null>(`/userinfo/api-keys/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all() }),
  });
}
