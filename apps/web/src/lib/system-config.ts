import { CONFIG_DEFAULTS, type ConfigKey } from "@haiyun/shared/constants/config";
import type { ConfigPair } from "@haiyun/shared/schemas/config";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "./api-client";

export type SystemConfig = Record<ConfigKey, string>;

export const systemKeys = {
  config: () => ["system", "config"] as const,
  dictionary: (field: string, lang: string) => ["system", "dictionary", field, lang] as const,
  reference: (kind: string, params: Record<string, unknown>, lang: string) => ["reference", kind, params, lang] as const,
};

async function fetchConfig(): Promise<SystemConfig> {
  const pairs = await api.get<ConfigPair[]>("/system/config");
  const config = { ...CONFIG_DEFAULTS };
  for (const { name, value } of pairs) config[name] = value;
  return config;
}

export const systemConfigQuery = () => queryOptions({ queryKey: systemKeys.config(), queryFn: fetchConfig, staleTime: 30_000 });

export function useSystemConfig() {
  return useQuery(systemConfigQuery());
}

/** config app_title; the shipped default is shown in the reader's language. */
export function useAppTitle(): string {
  const { t } = useTranslation();
  const { data: config } = useSystemConfig();
  const title = config?.app_title;
  return title && title !== CONFIG_DEFAULTS.app_title ? title : t("common.appName");
}
