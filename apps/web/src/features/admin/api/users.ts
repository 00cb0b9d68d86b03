import type { Role } from "@haiyun/shared/constants/authorities";
import type { AdminUserView } from "@haiyun/shared/schemas/user";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { Page } from "../../../lib/list/use-paged-query";

/** A row of GET /admin/users, the server's response schema. */
export type AdminUser = AdminUserView;

export interface AdminUserFilters {
  keyword?: string;
  role?: Role;
  enabled?: "true" | "false";
}

export type AdminUserQuery = AdminUserFilters & { page: number; size: number };

export const adminKeys = {
  users: () => ["admin", "users"] as const,
  userList: (query: AdminUserQuery, language: Language) => ["admin", "users", query, language] as const,
  config: () => ["admin", "config"] as const,
};

/** One page of the users (the users page runs it through usePagedQuery). */
export function adminUserListOptions(query: AdminUserQuery, language: Language) {
  return queryOptions({
    queryKey: adminKeys.userList(query, language),
    queryFn: ({ signal }) => api.get<Page<AdminUser>>("/admin/users", { ...query }, { signal }),
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

export interface AdminUserNew {
  username: string;
  linkman: string;
  company1?: string;
  roles: Role[];
}

/** Opens an account; the server mails the person a link to set the password. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserNew) => api.post<AdminUser>("/admin/users", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
