import { App as AntApp, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSystemConfig } from "../features/system";

// antd's locale, dayjs's (lib/i18n) and ours switch together; the primary colour and the title
// come from the system config (spec §3 app_color, app_title).
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation();
  const { data: config } = useSystemConfig();
  const color = config?.app_color || "#6cbaa9";
  const title = config?.app_title || t("common.appName");

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <ConfigProvider
      locale={i18n.language === "en-US" ? enUS : zhCN}
      theme={{ token: { colorPrimary: color, borderRadius: 6 } }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
