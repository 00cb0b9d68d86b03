import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface UserSession {
  id: number | string;
  ip: string;
  user_agent: string;
  create_time: string;
  last_seen_at: string | null;
  current: boolean;
}

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
