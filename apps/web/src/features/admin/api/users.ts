import type { Role } from "@haiyun/shared/constants/authorities";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface AdminUser {
  id: number;
  username: string;
  linkman: string;
  company1: string;
  roles: Role[];
  enabled: boolean;
  last_login_at: string | null;
  create_time: string;
}

export interface AdminUserFilters {
  keyword?: string;
  role?: Role;
  enabled?: "true" | "false";
}

export type AdminUserQuery = AdminUserFilters & { page: number; size: number };

export const adminKeys = {
  users: () => ["admin", "users"] as const,
  userList: (query: AdminUserQuery) => ["admin", "users", query] as const,
  config: () => ["admin", "config"] as const,
};

export function useAdminUsers(query: AdminUserQuery) {
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => api.get<{ list: AdminUser[]; total: number }>("/admin/users", { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AdminUserUpdate {
  id: number;
  roles?: Role[];
  enabled?: boolean;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminUserUpdate) => api.put<AdminUser>(`/admin/users/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
