import { CONFIG_DEFAULTS, type ConfigKey } from "@haiyun/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type SystemConfig = Record<ConfigKey, string>;

export const systemKeys = {
  config: () => ["system", "config"] as const,
  dictionary: (field: string, lang: string) => ["system", "dictionary", field, lang] as const,
  reference: (kind: string, params: Record<string, unknown>, lang: string) => ["reference", kind, params, lang] as const,
};

async function fetchConfig(): Promise<SystemConfig> {
  const pairs = await api.get<{ name: string; value: string }[]>("/system/config");
  const config = { ...CONFIG_DEFAULTS };
  for (const { name, value } of pairs) if (name in config) config[name as ConfigKey] = value;
  return config;
}

export const systemConfigQuery = () =>
  queryOptions({ queryKey: systemKeys.config(), queryFn: fetchConfig, staleTime: 30_000 });

export function useSystemConfig() {
  return useQuery(systemConfigQuery());
}
