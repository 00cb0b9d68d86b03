import { CONFIG_DEFAULTS, type ConfigKey } from "@haiyun/shared/constants/config";
import type { ConfigPair } from "@haiyun/shared/schemas/config";
import { setBusinessTimeZone } from "@haiyun/shared/time/business-date";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "./api-client";

export type SystemConfig = Record<ConfigKey, string>;

export const systemKeys = {
  config: () => ["system", "config"] as const,
  dictionary: (field: string, lang: string) => ["system", "dictionary", field, lang] as const,
  reference: (kind: string, params: Record<string, unknown>, lang: string) => ["reference", kind, params, lang] as const,
};

function configOf(pairs: ConfigPair[]): SystemConfig {
  const config = { ...CONFIG_DEFAULTS };
  for (const { name, value } of pairs) config[name] = value;
  // the business day of the date pickers and the forms' "not in the past" is the site's (app_timezone)
  setBusinessTimeZone(config.app_timezone);
  return config;
}

async function fetchConfig(): Promise<SystemConfig> {
  return configOf(await api.get<ConfigPair[]>("/system/config"));
}

/**
 * The configuration the server put into the page it sent (apps/server lib/web-page.ts), read once:
 * the first render needs no round trip for it. Absent (a dev server, the database away), the query
 * asks GET /system/config as before.
 */
function embeddedConfig(): SystemConfig | undefined {
  const element = typeof document === "undefined" ? null : document.getElementById("site-config");
  if (!element?.textContent) return undefined;
  try {
    const pairs: unknown = JSON.parse(element.textContent);
    return Array.isArray(pairs) ? configOf(pairs as ConfigPair[]) : undefined;
  } catch {
    return undefined;
  }
}

const embedded = { config: embeddedConfig(), at: Date.now() };

export const systemConfigQuery = () =>
  queryOptions({
    queryKey: systemKeys.config(),
    queryFn: fetchConfig,
    staleTime: 30_000,
    initialData: embedded.config,
    initialDataUpdatedAt: embedded.at,
  });

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
