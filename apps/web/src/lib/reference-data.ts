import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "./api-client";
import { lookupOptions } from "./query-client";
import { systemKeys } from "./system-config";

export interface ReferenceItem {
  id: number;
  code: string;
  name: string;
  [extra: string]: unknown;
}

export type ReferenceKind =
  | "country"
  | "port"
  | "carrier"
  | "container"
  | "unit"
  | "currency"
  | "charge"
  | "industry"
  | "business"
  | "route"
  | "forwarder";

/** spec §7: lookups ask for one big page (size up to 1000) and are cached for 5 minutes. */
export function useReferenceList(kind: ReferenceKind, params: { size?: number; type?: number } = {}) {
  const { i18n } = useTranslation();
  const query = { page: 1, size: params.size ?? 1000, type: params.type };
  return useQuery(
    lookupOptions(systemKeys.reference(kind, query, i18n.language), () =>
      api.get<{ list: ReferenceItem[]; total: number }>(`/${kind}`, query).then((r) => r.list),
    ),
  );
}

export function useDictionary(field: string) {
  const { i18n } = useTranslation();
  return useQuery(
    lookupOptions(systemKeys.dictionary(field, i18n.language), () =>
      api.get<{ name: string; value: string | number; color?: string }[]>("/system/dictionary", { field }),
    ),
  );
}
