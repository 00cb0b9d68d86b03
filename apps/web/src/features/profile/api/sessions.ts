import type { SessionView } from "@haiyun/shared/schemas/auth";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** A row of GET /userinfo/sessions, the server's response schema. */
export type UserSession = SessionView;

export const sessionKeys = { all: () => ["userinfo", "sessions"] as const };

export const sessionsQuery = () =>
  queryOptions({ queryKey: sessionKeys.all(), queryFn: () => api.get<UserSession[]>("/userinfo/sessions") });

export function useSessions() {
  return useQuery(sessionsQuery());
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: UserSession["id"]) => api.delete<null>(`/userinfo/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all() }),
  });
}
