import type { DictionaryItem, ReferenceKind, ReferenceView } from "@haiyun/shared/schemas/reference";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "./api-client";
import type { Page } from "./list/use-paged-query";
import { lookupOptions } from "./query-client";
import { systemKeys } from "./system-config";

export type { ReferenceKind };

/** An entry of a reference list as the server's response schema describes it (its own columns by kind). */
export type ReferenceItem<K extends ReferenceKind = ReferenceKind> = ReferenceView<K>;

/** Lookups ask for one big page (size up to 1000) and are cached for 5 minutes. */
export function useReferenceList<K extends ReferenceKind>(kind: K, params: { size?: number; type?: number } = {}) {
  const { i18n } = useTranslation();
  const query = { page: 1, size: params.size ?? 1000, type: params.type };
  return useQuery(
    lookupOptions(systemKeys.reference(kind, query, i18n.language), () =>
      api.get<Page<ReferenceItem<K>>>(`/${kind.replace("_", "-")}`, query).then((r) => r.list),
    ),
  );
}

export function useDictionary(field: string) {
  const { i18n } = useTranslation();
  return useQuery(
    lookupOptions(systemKeys.dictionary(field, i18n.language), () => api.get<DictionaryItem[]>("/system/dictionary", { field })),
  );
}
