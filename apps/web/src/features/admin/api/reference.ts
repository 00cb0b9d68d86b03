import type { AdminReferenceKind, AdminReferenceView } from "@haiyun/shared/schemas/reference-admin";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { Page } from "../../../lib/list/use-paged-query";

/** A row of GET /admin/reference/{kind}, the server's response schema. */
export type AdminReferenceItem = AdminReferenceView;

export interface AdminReferenceFilters {
  keyword?: string;
  enabled?: "true" | "false";
}

export type AdminReferenceQuery = AdminReferenceFilters & { page: number; size: number };

export const referenceAdminKeys = {
  all: () => ["admin", "reference"] as const,
  list: (kind: AdminReferenceKind, query: AdminReferenceQuery, language: Language) =>
    ["admin", "reference", kind, query, language] as const,
};

/** One page of a list, disabled entries too (the page runs it through usePagedQuery). */
export function adminReferenceListOptions(kind: AdminReferenceKind) {
  return (query: AdminReferenceQuery, language: Language) =>
    queryOptions({
      queryKey: referenceAdminKeys.list(kind, query, language),
      queryFn: ({ signal }) => api.get<Page<AdminReferenceItem>>(`/admin/reference/${kind}`, { ...query }, { signal }),
    });
}

export interface AdminReferenceBody {
  code?: string;
  name_cn?: string;
  name_en?: string;
  sort?: number;
  enabled?: boolean;
  iso_code?: string;
  teu?: number;
  /** a port's IANA time zone */
  time_zone?: string;
}

/**
 * Adds (no id) or changes an entry. Afterwards the admin's lists and every picker of this browser
 * ask again: the pickers keep their lists for minutes otherwise (the ["reference"] queries).
 */
export function useSaveReference(kind: AdminReferenceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminReferenceBody & { id?: number }) =>
      id === undefined
        ? api.post<AdminReferenceItem>(`/admin/reference/${kind}`, body)
        : api.put<AdminReferenceItem>(`/admin/reference/${kind}/${id}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceAdminKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ["reference"] }),
      ]),
  });
}
